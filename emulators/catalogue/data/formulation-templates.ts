/**
 * What formulations each area publishes: product forms and claims combined
 * into titles, the phases they are made in, and typical ingredients.
 */
import { L, type Localized } from "./localized.ts";

export interface FormulationArea {
  site: string;
  count: number;
  /** Prefix of formulation codes, e.g. `PC` -> `PC-23-0417`. */
  codePrefix: string;
  forms: readonly Localized[];
  claims: readonly Localized[];
  phases: readonly string[];
  /** Third-party ingredient names (data/third-parties.ts) used to fill phases. */
  ingredients: readonly string[];
  /** The ingredient that makes up the balance to 100 %. */
  balance: string;
  appearance: readonly Localized[];
  viscosity: [number, number] | null;
  pH: [number, number] | null;
  processing: Localized;
}

export const FORMULATION_AREAS: readonly FormulationArea[] = [
  {
    site: "personal-care",
    count: 60,
    codePrefix: "PC",
    forms: [
      L("Day Cream O/W", "Tagescreme O/W"),
      L("Body Lotion", "Körperlotion"),
      L("Mild Shampoo", "Mildes Shampoo"),
      L("Rinse-off Conditioner", "Haarspülung"),
      L("Sunscreen SPF 30", "Sonnenschutz LSF 30"),
      L("Baby Wash", "Babywaschgel"),
      L("Shower Gel", "Duschgel"),
      L("Hand Cream", "Handcreme"),
      L("Facial Serum", "Gesichtsserum"),
      L("Micellar Water", "Mizellenwasser"),
      L("Deodorant Roll-on", "Deo-Roller"),
      L("Hair Mask", "Haarkur"),
    ],
    claims: [
      L("Sulfate-free", "sulfatfrei"),
      L("Natural", "natürlich"),
      L("Light", "leicht"),
      L("Rich", "reichhaltig"),
      L("Vegan", "vegan"),
      L("Sensitive", "sensitiv"),
      L("Cold-processable", "kalt herstellbar"),
      L("Silicone-free", "silikonfrei"),
    ],
    phases: ["A", "B", "C", "D"],
    ingredients: [
      "Glycerin 99.5 %",
      "Cetearyl Alcohol 50/50",
      "Xanthan FN",
      "Sodium Laureth Sulfate 70 %",
      "Phenoxyethanol",
      "Citric Acid Monohydrate",
      "Perfume Fresh Citrus 2241",
      "Sodium Chloride",
      "Shea Butter Refined",
      "Zinc Oxide Micro",
      "Carbomer 980",
      "Tocopheryl Acetate",
      "Panthenol 75 %",
    ],
    balance: "Deionised Water",
    appearance: [
      L("White cream", "Weiße Creme"),
      L("Clear gel", "Klares Gel"),
      L("Pearly liquid", "Perlglänzende Flüssigkeit"),
    ],
    viscosity: [2000, 45000],
    pH: [4.8, 6.5],
    processing: L(
      "Heat phases A and B to 75 °C. Add B to A while stirring, homogenise, cool to 30 °C and add phase C.",
      "Phasen A und B auf 75 °C erwärmen. B unter Rühren zu A geben, homogenisieren, auf 30 °C abkühlen und Phase C zugeben.",
    ),
  },
  {
    site: "pu-additives",
    count: 20,
    codePrefix: "PU",
    forms: [
      L("Flexible Slabstock Foam 25 kg/m³", "Weichblockschaum 25 kg/m³"),
      L("HR Moulded Seat Foam", "HR-Formschaum für Sitze"),
      L("Rigid Panel Foam", "Hartschaum für Paneele"),
      L("Spray Foam Insulation", "Sprühschaum-Dämmung"),
      L("Microcellular Shoe Sole", "Mikrozelluläre Schuhsohle"),
      L("Froth Foam Carpet Backing", "Schlagschaum-Teppichrücken"),
    ],
    claims: [
      L("Low-emission", "emissionsarm"),
      L("TDI-based", "TDI-basiert"),
      L("MDI-based", "MDI-basiert"),
      L("Fast-demould", "schnell entformbar"),
    ],
    phases: ["Polyol blend", "Isocyanate"],
    ingredients: ["Polyether Polyol 3000", "Polyester Polyol 2000", "Cyclopentane", "TDI 80/20", "MDI Polymeric 31 %"],
    balance: "Polyether Polyol 3000",
    appearance: [L("Open-cell foam", "Offenzelliger Schaum"), L("Closed-cell foam", "Geschlossenzelliger Schaum")],
    viscosity: null,
    pH: null,
    processing: L(
      "Premix the polyol blend, condition to 23 °C, add isocyanate at index 105 and mix for 7 s at 2500 rpm.",
      "Polyolmischung vormischen, auf 23 °C temperieren, Isocyanat bei Index 105 zugeben und 7 s bei 2500 U/min mischen.",
    ),
  },
  {
    site: "silica-specialist",
    count: 12,
    codePrefix: "SI",
    forms: [
      L("Free-flowing Salt", "Rieselfähiges Speisesalz"),
      L("Matt Wood Lacquer", "Matter Holzlack"),
      L("Silicone Sealant", "Silikondichtstoff"),
      L("Toothpaste Gel", "Zahngel"),
    ],
    claims: [L("Low-dust", "staubarm"), L("High-clarity", "hochtransparent"), L("Food-grade", "lebensmitteltauglich")],
    phases: ["Base", "Additives"],
    ingredients: ["Sodium Chloride", "Acrylic Binder AC 45", "Butyl Glycol", "Glycerin 99.5 %"],
    balance: "Deionised Water",
    appearance: [L("White powder", "Weißes Pulver"), L("Satin film", "Seidenmatter Film")],
    viscosity: [500, 12000],
    pH: null,
    processing: L(
      "Disperse the silica in the base with a dissolver at 10 m/s for 15 min.",
      "Kieselsäure mit einem Dissolver bei 10 m/s 15 min in der Basis dispergieren.",
    ),
  },
  {
    site: "specialty-amines",
    count: 8,
    codePrefix: "AM",
    forms: [L("Epoxy Floor Coating", "Epoxid-Bodenbeschichtung"), L("Composite Resin", "Composite-Harz")],
    claims: [L("Low-emission", "emissionsarm"), L("Fast-curing", "schnell härtend")],
    phases: ["Component A", "Component B"],
    ingredients: ["Epoxy Resin BADGE", "Benzyl Alcohol", "Quartz Sand 0.1-0.4 mm"],
    balance: "Epoxy Resin BADGE",
    appearance: [L("Glossy film", "Glänzender Film")],
    viscosity: [800, 3500],
    pH: null,
    processing: L(
      "Mix components A and B in the stated ratio, apply within 30 min pot life and cure 7 d at 23 °C.",
      "Komponenten A und B im angegebenen Verhältnis mischen, innerhalb von 30 min Topfzeit verarbeiten, 7 d bei 23 °C härten.",
    ),
  },
  {
    site: "visiomer",
    count: 10,
    codePrefix: "VM",
    forms: [
      L("Structural MMA Adhesive", "Strukturklebstoff auf MMA-Basis"),
      L("UV-curable 3D Printing Resin", "UV-härtendes 3D-Druckharz"),
      L("Acrylic Emulsion Binder", "Acrylat-Emulsionsbinder"),
    ],
    claims: [L("Low-odour", "geruchsarm"), L("High-strength", "hochfest")],
    phases: ["Monomer blend", "Initiator"],
    ingredients: ["Methyl Methacrylate", "Dibenzoyl Peroxide 50 %"],
    balance: "Methyl Methacrylate",
    appearance: [L("Clear liquid", "Klare Flüssigkeit")],
    viscosity: [50, 900],
    pH: null,
    processing: L(
      "Blend the monomers, add the initiator just before use and cure at room temperature.",
      "Monomere mischen, Initiator kurz vor Gebrauch zugeben und bei Raumtemperatur härten.",
    ),
  },
  {
    site: "world-of-protectosil",
    count: 10,
    codePrefix: "PS",
    forms: [
      L("Concrete Impregnation", "Betonimprägnierung"),
      L("Facade Water Repellent Cream", "Fassaden-Hydrophobiercreme"),
      L("Reinforced Concrete Repair Mortar", "Stahlbeton-Reparaturmörtel"),
    ],
    claims: [L("Solvent-free", "lösemittelfrei"), L("Water-based", "wasserbasiert")],
    phases: ["Binder", "Active"],
    ingredients: ["Portland Cement CEM I 42.5", "Quartz Sand 0.1-0.4 mm"],
    balance: "Deionised Water",
    appearance: [L("Milky emulsion", "Milchige Emulsion"), L("Grey mortar", "Grauer Mörtel")],
    viscosity: [20, 4000],
    pH: [7, 9.5],
    processing: L(
      "Apply by low-pressure spraying until saturation; allow 24 h before exposure to rain.",
      "Im Niederdruck-Sprühverfahren bis zur Sättigung auftragen; 24 h vor Regen schützen.",
    ),
  },
];

export const STABILITY: readonly Localized[] = [
  L("Stable 3 months at 40 °C", "3 Monate bei 40 °C stabil"),
  L("Stable 6 months at room temperature", "6 Monate bei Raumtemperatur stabil"),
  L("Stable 3 freeze-thaw cycles", "Stabil über 3 Gefrier-Tau-Zyklen"),
];

export const REMARKS: readonly Localized[] = [
  L("Preservation to be tested by the customer.", "Die Konservierung ist vom Kunden zu prüfen."),
  L("Values are typical and not a specification.", "Typische Werte, keine Spezifikation."),
  L("Suitable for natural cosmetics standards.", "Geeignet für Naturkosmetik-Standards."),
];
