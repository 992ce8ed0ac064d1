/** Area copy: what each brand or business line is about, in English and German. */
import { INITIALISMS } from "../../shared/text-rules.ts";
export interface AreaCopy {
  tagline: string;
  taglineDe: string;
  intro: string;
  introDe: string;
  highlights: [string, string][];
  image: string;
  email: string;
}

const DEFAULT: AreaCopy = {
  tagline: "Specialty chemicals that make the difference",
  taglineDe: "Spezialchemie, die den Unterschied macht",
  intro: "Our specialists combine application know-how with a global production network.",
  introDe: "Unsere Spezialisten verbinden Anwendungswissen mit einem weltweiten Produktionsnetz.",
  highlights: [
    ["Global supply", "Production sites on three continents secure short lead times."],
    ["Technical service", "Application labs support you from formulation to scale-up."],
    ["Regulatory support", "Registration data for all major chemical inventories."],
  ],
  image: "reactor-hall",
  email: "info@example.com",
};

export const AREA_COPY: Record<string, Partial<AreaCopy>> = {
  "personal-care": {
    tagline: "Active ingredients and emollients for skin and hair care",
    intro: "From biosurfactants to ceramides: ingredients for sustainable beauty formulations.",
    image: "lab-glassware",
    email: "personal-care@example.com",
  },
  "pu-additives": {
    tagline: "Additives for polyurethane foams, coatings and elastomers",
    taglineDe: "Additive für Polyurethan-Schaumstoffe, Beschichtungen und Elastomere",
    intro:
      "Silicone surfactants, amine and metal catalysts and release agents for flexible, rigid and microcellular foams.",
    introDe:
      "Silikonstabilisatoren, Amin- und Metallkatalysatoren sowie Trennmittel für Weich-, Hart- und Integralschaum.",
    highlights: [
      ["Low-emission catalysts", "Reactive amine catalysts that stay in the foam matrix and reduce VOC."],
      ["Cell structure control", "TEGOSTAB surfactants for fine, open cells in slabstock and molded foam."],
      ["Clean demolding", "Release agents for automotive seating and shoe soles."],
    ],
    image: "foam-lab",
    email: "pu-additives@example.com",
  },
  "silica-specialist": {
    tagline: "Fumed and precipitated silica for demanding applications",
    taglineDe: "Pyrogene und gefällte Kieselsäuren für anspruchsvolle Anwendungen",
    intro: "AEROSIL and SIPERNAT grades for rheology control, free flow, reinforcement and matting.",
    introDe: "AEROSIL- und SIPERNAT-Typen für Rheologiesteuerung, Rieselfähigkeit, Verstärkung und Mattierung.",
    image: "silica-powder",
    email: "silica@example.com",
  },
  "specialty-amines": {
    tagline: "Specialty amines for epoxy curing and gas treatment",
    intro: "Cycloaliphatic diamines and polyetheramines for flooring, composites and coatings.",
    image: "reactor-hall",
  },
  trogamid: {
    tagline: "Transparent polyamides with outstanding chemical resistance",
    intro: "TROGAMID CX combines glass-like transparency with toughness for eyewear and filter housings.",
    image: "polymer-granules",
    email: "trogamid@example.com",
  },
  vestakeep: {
    tagline: "PEEK polymers for medical, aerospace and oil and gas",
    intro: "VESTAKEEP PEEK compounds withstand temperatures up to 260 °C and aggressive media.",
    image: "polymer-granules",
  },
  vestamid: {
    tagline: "Polyamide 12 for tubes, cables and sports equipment",
    taglineDe: "Polyamid 12 für Rohre, Kabel und Sportartikel",
    intro: "VESTAMID L and VESTAMID NRG: long-chain polyamides for fuel lines and offshore pipes.",
    introDe: "VESTAMID L und VESTAMID NRG: langkettige Polyamide für Kraftstoffleitungen und Offshore-Rohre.",
    image: "polymer-granules",
    email: "vestamid@example.com",
  },
  vestenamer: {
    tagline: "The rubber process additive for better compounds",
    intro: "VESTENAMER 8012 lowers compound viscosity and improves green strength in tire and technical rubber goods.",
  },
  vestodur: {
    tagline: "PBT for electrical and automotive parts",
    intro: "Flame-retardant and hydrolysis-stabilised grades.",
  },
  vestosint: {
    tagline: "Polyamide 12 powders for coatings and 3D printing",
    intro: "Fine powders for powder coating, cosmetics and additive manufacturing.",
  },
  visiomer: {
    tagline: "Specialty methacrylates for polymer design",
    taglineDe: "Spezialmethacrylate für das Polymerdesign",
    intro: "Functional monomers for adhesion, crosslinking and hydrophobicity across 14 markets.",
    introDe: "Funktionelle Monomere für Haftung, Vernetzung und Hydrophobie in 14 Märkten.",
    image: "lab-glassware",
    email: "visiomer@example.com",
  },
  "world-of-protectosil": {
    tagline: "Silane-based protection for concrete and masonry",
    intro: "Protectosil water repellents and corrosion inhibitors extend the service life of bridges and buildings.",
    image: "bridge-concrete",
  },
  intranet: {
    tagline: "Product catalogue for colleagues",
    intro: "Internal data: restricted documents, competitive scout and label finder.",
  },
};

export function areaCopy(site: string): AreaCopy {
  return { ...DEFAULT, ...AREA_COPY[site] };
}

/** A tool block's headline on a German page, as an editor writes it there (the tools' own texts stay English). */
export const TOOL_HEADLINES_DE: Readonly<Record<string, string>> = {
  "product-finder": "Produktsuche",
  "formulation-finder": "Formulierungssuche",
  "item-finder": "Artikelsuche",
  "label-finder": "Etikettensuche",
  "competitive-scout": "Wettbewerbsvergleich",
  "download-center": "Downloadcenter",
  "contact-finder": "Kontaktsuche",
  "contact-listing": "Ihre Ansprechpartner",
  "product-listing": "Produkte",
  "recommendation-tool": "Produktempfehlung",
  "product-compare": "Produktvergleich",
};

/** "downloads/brochures" -> "Brochures"; "markets/3d-printing" -> "3D Printing"; "toolbox/psi" -> "PSI". */
export function pageTitle(pageName: string): string {
  const last = pageName.split("/").filter(Boolean).at(-1) ?? "Home";
  return last
    .split("-")
    .map((w) => (INITIALISMS.has(w) ? w.toUpperCase() : w === "and" ? "and" : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}
