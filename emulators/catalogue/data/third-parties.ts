/**
 * Raw materials made by other companies (fictional), named in formulation
 * phase tables. They are ingredients of a formulation, not competitors of
 * a product, so the competitor product finder does not list them.
 */
export interface ThirdPartySpec {
  name: string;
  company: string;
  description: string;
  inci: string | null;
}

export const THIRD_PARTIES: readonly ThirdPartySpec[] = [
  { name: "Glycerin 99.5 %", company: "Nordwerk Chemie", description: "Polyol humectant", inci: "Glycerin" },
  { name: "Glycerin 99.5 %", company: "Lakeside Ingredients", description: "Polyol humectant", inci: "Glycerin" },
  {
    name: "Cetearyl Alcohol 50/50",
    company: "Aurora Oleochemicals",
    description: "Fatty alcohol",
    inci: "Cetearyl Alcohol",
  },
  {
    name: "Xanthan FN",
    company: "Bioferm Hydrocolloids",
    description: "Polysaccharide thickener",
    inci: "Xanthan Gum",
  },
  {
    name: "Sodium Laureth Sulfate 70 %",
    company: "Meridian Surfactants",
    description: "Anionic surfactant",
    inci: "Sodium Laureth Sulfate",
  },
  { name: "Phenoxyethanol", company: "Conserva Labs", description: "Preservative", inci: "Phenoxyethanol" },
  { name: "Phenoxyethanol", company: "Nordwerk Chemie", description: "Preservative", inci: "Phenoxyethanol" },
  { name: "Citric Acid Monohydrate", company: "Lakeside Ingredients", description: "pH adjuster", inci: "Citric Acid" },
  { name: "Perfume Fresh Citrus 2241", company: "Fragrantia", description: "Fragrance compound", inci: "Parfum" },
  {
    name: "Sodium Chloride",
    company: "Salinas del Norte",
    description: "Viscosity regulator",
    inci: "Sodium Chloride",
  },
  {
    name: "Shea Butter Refined",
    company: "Karité Naturals",
    description: "Vegetable butter",
    inci: "Butyrospermum Parkii Butter",
  },
  { name: "Zinc Oxide Micro", company: "Mineral Optics", description: "Inorganic UV filter", inci: "Zinc Oxide" },
  {
    name: "Titanium Dioxide T-Coat",
    company: "Mineral Optics",
    description: "Inorganic UV filter",
    inci: "Titanium Dioxide",
  },
  { name: "Carbomer 980", company: "Acryl Specialties", description: "Acrylic thickener", inci: "Carbomer" },
  {
    name: "Tocopheryl Acetate",
    company: "Vitalis Fine Chemicals",
    description: "Antioxidant",
    inci: "Tocopheryl Acetate",
  },
  { name: "Panthenol 75 %", company: "Vitalis Fine Chemicals", description: "Provitamin", inci: "Panthenol" },
  { name: "Polyether Polyol 3000", company: "Polyol Partners", description: "Triol, OH number 56", inci: null },
  { name: "TDI 80/20", company: "Isocyanate Europe", description: "Toluene diisocyanate", inci: null },
  {
    name: "MDI Polymeric 31 %",
    company: "Isocyanate Europe",
    description: "Polymeric diphenylmethane diisocyanate",
    inci: null,
  },
  { name: "Polyester Polyol 2000", company: "Polyol Partners", description: "Diol, OH number 56", inci: null },
  { name: "Cyclopentane", company: "Blowing Agents Ltd.", description: "Physical blowing agent", inci: null },
  { name: "Epoxy Resin BADGE", company: "Resinex", description: "Bisphenol A diglycidyl ether, EEW 190", inci: null },
  { name: "Benzyl Alcohol", company: "Nordwerk Chemie", description: "Diluent", inci: null },
  { name: "Portland Cement CEM I 42.5", company: "Rheinkalk Baustoffe", description: "Binder", inci: null },
  { name: "Quartz Sand 0.1-0.4 mm", company: "Rheinkalk Baustoffe", description: "Aggregate", inci: null },
  { name: "Methyl Methacrylate", company: "Acryl Specialties", description: "Monomer", inci: null },
  { name: "Dibenzoyl Peroxide 50 %", company: "Peroxid Chemie", description: "Initiator", inci: null },
  {
    name: "Acrylic Binder AC 45",
    company: "Acryl Specialties",
    description: "Acrylic dispersion, 45 % solids",
    inci: null,
  },
  { name: "Butyl Glycol", company: "Solventis", description: "Coalescent", inci: null },
  { name: "Deionised Water", company: "—", description: "Solvent", inci: "Aqua" },
];
