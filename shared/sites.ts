/**
 * The catalogue's areas (brand and business-line micro-sites) and their pages,
 * as the specification lists them. Routes, the demo content space and the demo
 * catalogue all read this one table, so a page exists in all three or in none.
 */

export const PU_APPLICATIONS = [
  "artificial-leather-froth-foam",
  "automotive-pu-foam",
  "case",
  "flexible-slabstock-pu-foam",
  "microcellular-foam",
  "release-agents",
  "rigid-pu-foam",
] as const;

export const PU_BRANDS = [
  "dabco",
  "gorapur",
  "kosmos",
  "ortegol",
  "polycat",
  "tegocolor",
  "tegostab",
  "versalink",
] as const;

export const SILICA_INDUSTRIES = [
  "adhesives-sealants",
  "agriculture",
  "anticaking",
  "animal-nutrition",
  "batteries",
  "cosmetics",
  "coatings",
  "construction",
  "defoamers",
  "dental",
  "electronics",
  "feed",
  "food-beverage",
  "free-flow",
  "inks",
  "lithium-ion-separators",
  "matting",
  "paper",
  "pharma-health-care",
  "plastics-rubber",
  "polishing",
  "powder-coatings",
  "reinforcement",
  "silicone-rubber",
  "thermal-insulation",
  "tires",
  "toothpaste",
  "uv-curing",
  "water-treatment",
  "carrier",
] as const;

export const VISIOMER_MARKETS = [
  "3d-printing",
  "adhesives-and-sealants",
  "coatings",
  "composites",
  "construction",
  "electrical-insulation-resins",
  "emulsion-polymers",
  "oil-and-gas",
  "paper-textile-and-water",
  "personal-and-health-care",
  "plastics-and-rubber",
  "product-portfolio",
  "specialty-intermediates",
  "surfactants-and-thickeners",
] as const;

/** A page of an area: a fixed path, or a pattern with one `{param}` and its values. */
export interface PageSpec {
  /** Page name below `/pim/fragment/{site}/{lang}/`, without leading or trailing slash ("" is home). */
  readonly path: string;
  /** Values of the single `{param}` in `path`, when it has one. */
  readonly values?: readonly string[];
}

export interface AreaSpec {
  readonly site: string;
  /** Display name of the brand or business line. */
  readonly title: string;
  /** Approximate number of product pages the specification gives for the area. */
  readonly productCount: number;
  readonly pages: readonly PageSpec[];
}

const page = (path: string, values?: readonly string[]): PageSpec => (values ? { path, values } : { path });

export const AREAS: readonly AreaSpec[] = [
  { site: "personal-care", title: "Personal Care", productCount: 200, pages: [page("products-solutions")] },
  {
    site: "pu-additives",
    title: "PU Additives",
    productCount: 70,
    pages: [
      page(""),
      page("contact"),
      page("products"),
      page("about/downloads"),
      page("downloads-by-application/{application}", PU_APPLICATIONS),
      page("products-by-application/{application}", PU_APPLICATIONS),
      page("downloads/brochures"),
      page("downloads/certificates"),
      page("products-by-brand/{brand}", PU_BRANDS),
    ],
  },
  {
    site: "silica-specialist",
    title: "Silica Specialist",
    productCount: 12,
    pages: [
      page(""),
      page("downloads/{industry}", SILICA_INDUSTRIES),
      page("service-center/downloads"),
      page("service-center/downloads/certificates"),
      page("silica-recommendation-tool"),
    ],
  },
  { site: "specialty-amines", title: "Specialty Amines", productCount: 12, pages: [page(""), page("products")] },
  {
    site: "trogamid",
    title: "TROGAMID",
    productCount: 10,
    pages: [page(""), page("contact"), page("downloads"), page("downloads/brochures"), page("downloads/certificates")],
  },
  { site: "vestakeep", title: "VESTAKEEP", productCount: 10, pages: [page(""), page("contact"), page("downloads")] },
  {
    site: "vestamid",
    title: "VESTAMID",
    productCount: 12,
    pages: [page(""), page("contact"), page("downloads"), page("brochures"), page("certificates")],
  },
  { site: "vestenamer", title: "VESTENAMER", productCount: 10, pages: [page(""), page("contact")] },
  { site: "vestodur", title: "VESTODUR", productCount: 10, pages: [page(""), page("contact"), page("downloads")] },
  { site: "vestosint", title: "VESTOSINT", productCount: 10, pages: [page(""), page("downloads")] },
  {
    site: "visiomer",
    title: "VISIOMER",
    productCount: 50,
    pages: [
      page(""),
      page("contacts"),
      page("markets/{market}", VISIOMER_MARKETS),
      page("products-and-solutions/product-portfolio"),
      page("reco-specialty-methacrylates"),
      page("toolbox/certificates"),
      page("toolbox/mediacenter"),
      page("toolbox/psi"),
      page("toolbox/tds"),
    ],
  },
  {
    site: "world-of-protectosil",
    title: "Protectosil",
    productCount: 30,
    pages: [page(""), page("contacts"), page("downloads"), page("products")],
  },
];

/** The intranet area: same worker, internal audience, intranet layout. */
export const INTRANET_AREA: AreaSpec = {
  site: "intranet",
  title: "Product Catalogue Intranet",
  productCount: 0,
  pages: [page(""), page("products"), page("formulations"), page("downloads"), page("contacts")],
};

export const SITES: readonly string[] = [...AREAS.map((a) => a.site), INTRANET_AREA.site];

/** Path languages: `en` (context en-us) and `de` (context de-de). */
export const LANGS = ["en", "de"] as const;

export function findArea(site: string): AreaSpec | undefined {
  return site === INTRANET_AREA.site ? INTRANET_AREA : AREAS.find((a) => a.site === site);
}

/** The page an area opens at: its first page, or its home when the first page takes a parameter. */
export function areaStartPath(area: AreaSpec, lang: string): string {
  const first = area.pages[0]?.path ?? "";
  return `/pim/fragment/${area.site}/${lang}/${first.includes("{") ? "" : first}`;
}

/** Every concrete page name of an area, parameterised pages expanded. */
export function expandPages(area: AreaSpec): string[] {
  return area.pages.flatMap((p) => {
    if (!p.values) return [p.path];
    return p.values.map((v) => p.path.replace(/\{[a-z]+\}/, v));
  });
}

/** Storyblok full_slug of a page: `{site}/{page}`, `{site}/home` for the empty page. */
export function storySlug(site: string, pageName: string): string {
  const clean = pageName.replace(/^\/+|\/+$/g, "");
  return `${site}/${clean === "" ? "home" : clean}`;
}
