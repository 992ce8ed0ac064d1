/**
 * What the specialty-methacrylates recommendation tool asks after region and
 * country and market: the functional group the monomer carries (fixed by the
 * monomer, keyed by its trade-name code) and the properties it improves.
 */
export const METHACRYLATE_GROUPS: Readonly<Record<string, string>> = {
  GMA: "epoxy",
  "HEMA 98": "hydroxy",
  "HPMA 98": "hydroxy",
  "HEMA-P": "acid",
  DMAPMA: "amine",
  MAAm: "amide",
  BDDMA: "crosslinking",
  "1,3-BDDMA": "crosslinking",
  TEGDMA: "crosslinking",
  EGDMA: "crosslinking",
  TMPTMA: "crosslinking",
  AMA: "crosslinking",
  IBOMA: "hydrophobic",
  "c13-MA": "hydrophobic",
  "Terra C17,4-MA": "hydrophobic",
  "i-BMA": "hydrophobic",
  "n-BMA": "hydrophobic",
  GLYFOMER: "hydrophilic",
  "MPEG 1005 MA W": "hydrophilic",
  THFMA: "hydrophilic",
};

export const METHACRYLATE_PROPERTIES: readonly string[] = [
  "adhesion",
  "flexibility",
  "hardness",
  "weather-resistance",
  "water-resistance",
  "chemical-resistance",
];
