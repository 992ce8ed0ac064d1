/**
 * Competitors (fictional) and the products of theirs that visitors name in
 * the competitive scout; the competitor product finder lists the same
 * products. Each competes with one site's products. A generic product name
 * (DMCHA) is sold by two companies, so ordering by Name then Company matters.
 */
export interface CompetitorProductSpec {
  name: string;
  description: string;
  inci: string | null;
}

export interface CompetitorSpec {
  company: string;
  /** The site whose products it competes with. */
  site: string;
  technologies: readonly string[];
  products: readonly CompetitorProductSpec[];
}

const product = (name: string, description: string, inci: string | null = null): CompetitorProductSpec => ({
  name,
  description,
  inci,
});

export const COMPETITORS: readonly CompetitorSpec[] = [
  {
    company: "Meridian Polymers",
    site: "pu-additives",
    technologies: ["Amine catalysis", "Silicone surfactants"],
    products: [
      product("Polycure A-33", "Gelling catalyst, 33 % triethylenediamine in dipropylene glycol"),
      product("Polycure DM-70", "Blowing catalyst blend for flexible foam"),
      product("Foamstab S-200", "Silicone surfactant for flexible slabstock foam"),
      product("Foamstab S-310", "Silicone surfactant for rigid insulation foam"),
      product("DMCHA", "N,N-Dimethylcyclohexylamine, rigid foam catalyst"),
    ],
  },
  {
    company: "Kinetic Catalysts",
    site: "pu-additives",
    technologies: ["Metal catalysis", "Reactive amine catalysts"],
    products: [
      product("KC Blow 1", "Reactive amine blowing catalyst"),
      product("KC Gel 12", "Reactive amine gelling catalyst"),
      product("KC Tin-Free 5", "Tin-free metal catalyst for CASE"),
      product("DMCHA", "N,N-Dimethylcyclohexylamine, rigid foam catalyst"),
    ],
  },
  {
    company: "Silicalis",
    site: "silica-specialist",
    technologies: ["Fumed silica", "Precipitated silica"],
    products: [
      product("Silicalis FF 50", "Precipitated silica, free-flow and anticaking agent"),
      product("Silicalis M 30", "Precipitated silica, matting agent for coatings"),
      product("Silicalis HDK 200", "Hydrophilic fumed silica, BET surface 200 m²/g"),
    ],
  },
  {
    company: "Apex Cosmetics Ingredients",
    site: "personal-care",
    technologies: ["Emollients", "Emulsifiers", "Cationic conditioners"],
    products: [
      product("ApexSoft CE", "Light emollient ester", "Cetyl Ethylhexanoate"),
      product("ApexMuls 300", "Water-in-oil emulsifier", "Polyglyceryl-4 Diisostearate/Polyhydroxystearate/Sebacate"),
      product("ApexQuat B", "Conditioning agent for hair care", "Behentrimonium Chloride"),
    ],
  },
  {
    company: "Oriental Monomers",
    site: "visiomer",
    technologies: ["Methacrylate monomers"],
    products: [
      product("OM-GMA", "Glycidyl methacrylate"),
      product("OM-HEMA", "2-Hydroxyethyl methacrylate"),
      product("OM-BDDMA", "1,4-Butanediol dimethacrylate"),
    ],
  },
];
