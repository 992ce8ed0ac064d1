/**
 * What each area sells: brands, product types and their code patterns, and
 * the markets, applications and effects its products are linked to. Code
 * patterns: `A` is a capital letter, `9` a digit, anything else is literal.
 */
import { L, type Localized } from "./localized.ts";

export interface BrandSpec {
  /** Slug stored in AT_Brand. */
  slug: string;
  /** Trade mark as printed in product names. */
  mark: string;
  types: readonly Localized[];
  codes: readonly string[];
}

export interface AreaCatalogueSpec {
  site: string;
  brands: readonly BrandSpec[];
  /** Market slugs products of the area are linked to (besides route parameter values). */
  markets: readonly string[];
  applications: readonly string[];
  effects: readonly string[];
  /** Plant abbreviations producing for the area. */
  plants: readonly string[];
  /** Some products of the area are services. */
  serviceShare: number;
  cosmetic: boolean;
}

const b = (slug: string, mark: string, types: readonly Localized[], codes: readonly string[]): BrandSpec => ({
  slug,
  mark,
  types,
  codes,
});

const EMOLLIENT = L("emollient", "Emollient");
const EMULSIFIER = L("emulsifier", "Emulgator");
const CONDITIONER = L("conditioning agent", "Konditioniermittel");
const THICKENER = L("thickener", "Verdicker");
const SURFACTANT = L("mild surfactant", "mildes Tensid");
const ACTIVE = L("cosmetic active", "kosmetischer Wirkstoff");
const AMINE_CAT = L("amine catalyst", "Aminkatalysator");
const METAL_CAT = L("metal catalyst", "Metallkatalysator");
const SILICONE = L("silicone surfactant", "Silikonstabilisator");
const CROSSLINKER = L("crosslinker", "Vernetzer");
const PASTE = L("pigment paste", "Pigmentpaste");
const RELEASE = L("release agent", "Trennmittel");
const CURATIVE = L("polyurethane curative", "Polyurethan-Härter");
const FUMED = L("fumed silica", "pyrogene Kieselsäure");
const PRECIPITATED = L("precipitated silica", "Fällungskieselsäure");
const MATTING = L("matting agent", "Mattierungsmittel");
const DIAMINE = L("cycloaliphatic diamine", "cycloaliphatisches Diamin");
const CURING = L("epoxy curing agent", "Epoxidhärter");
const PA12 = L("polyamide 12 compound", "Polyamid-12-Compound");
const PA1010 = L("polyamide 1010 compound", "Polyamid-1010-Compound");
const PEEK = L("PEEK moulding compound", "PEEK-Formmasse");
const TRANSPARENT_PA = L("transparent polyamide", "transparentes Polyamid");
const PBT = L("PBT compound", "PBT-Compound");
const POWDER = L("polyamide 12 powder", "Polyamid-12-Pulver");
const RUBBER = L("polyoctenamer rubber additive", "Polyoctenamer-Kautschukadditiv");
const MONOMER = L("specialty methacrylate monomer", "Spezialmethacrylat-Monomer");
const CROSSLINK_MONOMER = L("crosslinking methacrylate", "vernetzendes Methacrylat");
const REPELLENT = L("water repellent", "Hydrophobierungsmittel");
const CORROSION = L("corrosion inhibitor", "Korrosionsinhibitor");
const GRAFFITI = L("anti-graffiti coating", "Anti-Graffiti-Beschichtung");

export const AREA_CATALOGUE: readonly AreaCatalogueSpec[] = [
  {
    site: "personal-care",
    brands: [
      b("tegosoft", "TEGOSOFT", [EMOLLIENT], ["CT", "DEC", "OP", "AC", "P", "M", "99", "A99", "APM", "CR"]),
      b("tego-care", "TEGO Care", [EMULSIFIER], ["165", "450", "PSC 3", "CG 90", "PL 4", "LTP", "150"]),
      b("abil", "ABIL", [EMULSIFIER, CONDITIONER], ["EM 90", "EM 180", "Care 85", "Quat 3272", "T Quat 60", "WE 09"]),
      b("varisoft", "VARISOFT", [CONDITIONER], ["BT 85", "EQ 65", "EQ 100", "300", "PATC", "TA 100"]),
      b("antil", "ANTIL", [THICKENER], ["120 Plus", "171", "200", "HS 60", "SPA 80", "Soft SC"]),
      b("tego-betain", "TEGO Betain", [SURFACTANT], ["F 50", "C 60", "P 50 C", "810", "CKD", "AB 1214"]),
      b("rewoderm", "REWODERM", [SURFACTANT, THICKENER], ["LI S 80", "LI 63", "ES 90", "SPS"]),
      b("tego-pep", "TEGO Pep", [ACTIVE], ["4-17", "4-Even", "UP", "Matrix"]),
    ],
    markets: ["skin-care", "hair-care", "color-cosmetics", "sun-care", "baby-care", "oral-care"],
    applications: ["emulsions", "shampoos", "conditioners", "cleansing", "deodorants", "sunscreens"],
    effects: ["moisturizing", "conditioning", "emulsifying", "thickening", "mildness", "sensory"],
    plants: ["ESS", "SHA", "HOP", "AMR"],
    serviceShare: 0.03,
    cosmetic: true,
  },
  {
    site: "pu-additives",
    brands: [
      b("dabco", "DABCO", [AMINE_CAT], ["33-LV", "NE1070", "NE300", "BL-11", "T-12", "2040", "NE1091", "DC 2525"]),
      b("polycat", "POLYCAT", [AMINE_CAT], ["5", "8", "9", "41", "77", "203", "218", "SA-1"]),
      b("kosmos", "KOSMOS", [METAL_CAT], ["29", "54", "64", "EF", "19", "85"]),
      b("tegostab", "TEGOSTAB", [SILICONE], ["B 8002", "B 8110", "B 8715 LF 2", "B 8244", "BF 2370", "B 8123"]),
      b("ortegol", "ORTEGOL", [CROSSLINKER], ["204", "500", "501", "PV 301", "SL 100"]),
      b("tegocolor", "TEGOCOLOR", [PASTE], ["Black HI", "Blue HI", "Red HI", "White HI", "Yellow HI"]),
      b("gorapur", "GORAPUR", [RELEASE], ["RT 2006", "LK 2600", "IM 8122", "MI 4230", "WK 2200"]),
      b("versalink", "VERSALINK", [CURATIVE], ["P-250", "P-650", "P-1000", "740M"]),
    ],
    markets: ["polyurethanes", "automotive", "furniture-and-bedding", "construction"],
    applications: [],
    effects: ["catalysis", "foam-stabilization", "low-emission", "demoulding", "cell-opening"],
    plants: ["ESS", "MOB", "SHA", "WIT", "HOP"],
    serviceShare: 0.05,
    cosmetic: false,
  },
  {
    site: "silica-specialist",
    brands: [
      b("aerosil", "AEROSIL", [FUMED], ["200", "300", "R 972", "R 812 S", "R 805", "380"]),
      b("sipernat", "SIPERNAT", [PRECIPITATED], ["22", "22 S", "50 S", "320 DS", "500 LS"]),
      b("acematt", "ACEMATT", [MATTING], ["OK 412", "OK 520", "3600", "TS 100"]),
      b("ultrasil", "ULTRASIL", [PRECIPITATED], ["7000 GR", "9100 GR", "VN 3"]),
    ],
    markets: [],
    applications: ["rheology-control", "free-flow-agents", "carrier-systems", "reinforcing-fillers"],
    effects: ["free-flow", "thickening", "matting", "reinforcement"],
    plants: ["RHF", "HAN", "ANT", "MOB", "NAN"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "specialty-amines",
    brands: [
      b("vestamin", "VESTAMIN", [DIAMINE, CURING], ["IPD", "TMD", "A 139", "IPD eCO", "TMD eCO"]),
      b("vestalite", "VESTALITE", [CURING], ["S", "S-A", "2000"]),
    ],
    markets: ["coatings", "composites", "adhesives-and-sealants", "construction"],
    applications: ["epoxy-curing", "polyurethane-crosslinking"],
    effects: ["low-emission", "adhesion-promotion"],
    plants: ["MRL", "HER", "MOB"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "trogamid",
    brands: [b("trogamid", "TROGAMID", [TRANSPARENT_PA], ["CX7323", "CX9704", "T5000", "myCX", "CX9711", "BX9724"])],
    markets: ["optics-and-eyewear", "consumer-goods", "electronics"],
    applications: ["injection-moulding"],
    effects: ["transparency", "chemical-resistance"],
    plants: ["MRL"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "vestakeep",
    brands: [b("vestakeep", "VESTAKEEP", [PEEK], ["2000G", "4000G", "5000G", "L4000G", "i4 R", "M4 P"])],
    markets: ["medical-technology", "oil-and-gas", "automotive"],
    applications: ["injection-moulding", "extrusion"],
    effects: ["chemical-resistance", "high-temperature-resistance"],
    plants: ["MRL"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "vestamid",
    brands: [
      b("vestamid", "VESTAMID", [PA12, PA1010], ["L1940", "LX9012", "E40-S3", "Terra DS16", "NRG 1001", "L2140"]),
    ],
    markets: ["automotive", "oil-and-gas", "sports-and-leisure"],
    applications: ["tubes-and-lines", "injection-moulding", "extrusion"],
    effects: ["chemical-resistance", "flexibility"],
    plants: ["MRL", "SHA"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "vestenamer",
    brands: [b("vestenamer", "VESTENAMER", [RUBBER], ["8012", "6213", "8012 P", "E 9250"])],
    markets: ["tires", "plastics-and-rubber"],
    applications: ["rubber-compounding"],
    effects: ["processability"],
    plants: ["MRL"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "vestodur",
    brands: [b("vestodur", "VESTODUR", [PBT], ["1000", "2000", "3000", "X9407", "GF30"])],
    markets: ["automotive", "electronics"],
    applications: ["injection-moulding"],
    effects: ["dimensional-stability"],
    plants: ["MRL"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "vestosint",
    brands: [b("vestosint", "VESTOSINT", [POWDER], ["2070", "2157", "2159", "3011", "1111", "2161"])],
    markets: ["3d-printing", "coatings"],
    applications: ["additive-manufacturing", "powder-coatings"],
    effects: ["processability"],
    plants: ["MRL"],
    serviceShare: 0,
    cosmetic: false,
  },
  {
    site: "visiomer",
    brands: [
      b(
        "visiomer",
        "VISIOMER",
        [MONOMER, CROSSLINK_MONOMER],
        [
          "GMA",
          "HEMA 98",
          "HPMA 98",
          "BDDMA",
          "TEGDMA",
          "EGDMA",
          "IBOMA",
          "MAAm",
          "c13-MA",
          "Terra C17,4-MA",
          "GLYFOMER",
          "DMAPMA",
          "MPEG 1005 MA W",
          "HEMA-P",
          "TMPTMA",
          "1,3-BDDMA",
          "AMA",
          "i-BMA",
          "n-BMA",
          "THFMA",
        ],
      ),
    ],
    markets: [],
    applications: ["methacrylate-monomers"],
    effects: ["adhesion-promotion", "crosslinking", "weather-resistance"],
    plants: ["WES", "MOB", "SHA", "MTP"],
    serviceShare: 0.04,
    cosmetic: false,
  },
  {
    site: "world-of-protectosil",
    brands: [
      b(
        "protectosil",
        "Protectosil",
        [REPELLENT, CORROSION, GRAFFITI],
        [
          "BHN",
          "100 SK",
          "300 S",
          "WS 808",
          "CIT",
          "SC Concentrate",
          "ANTIGRAFFITI",
          "WS 405",
          "AQUA-TRETE BSM 40",
          "DRY 5",
          "266",
          "SC 100",
        ],
      ),
    ],
    markets: ["construction", "infrastructure"],
    applications: ["water-repellents", "corrosion-protection", "anti-graffiti"],
    effects: ["hydrophobing", "corrosion-protection"],
    plants: ["RHF", "MOB"],
    serviceShare: 0.1,
    cosmetic: false,
  },
];
