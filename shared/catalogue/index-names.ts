/**
 * Search index names (DESIGN section 5) and the user-type filter of each kind
 * (spec section 3). A full index name is the base name plus the language
 * context, e.g. `products-en-us`.
 */
import type { LanguageContext } from "../context.ts";

export const INDEX_NAMES = [
  "products",
  "assets",
  "contacts",
  "formulations",
  "thirdpartyproducts",
  "articles",
  "plants",
  "competitivescoutrecommendations",
  "packagingmaterials",
  "labels",
  "classifications",
  "recotoolproducts",
] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

export const LANGUAGE_CONTEXTS: readonly LanguageContext[] = ["en-us", "de-de"];

/** `products` + `en-us` -> `products-en-us`. */
export function fullIndexName(base: IndexName, context: LanguageContext): string {
  return `${base}-${context}`;
}

/** Splits `products-en-us` into its base name and context; undefined for unknown names. */
export function parseIndexName(full: string): { base: IndexName; context: LanguageContext } | undefined {
  for (const context of LANGUAGE_CONTEXTS) {
    const suffix = `-${context}`;
    if (!full.endsWith(suffix)) continue;
    const base = full.slice(0, -suffix.length);
    if ((INDEX_NAMES as readonly string[]).includes(base)) return { base: base as IndexName, context };
  }
  return undefined;
}

/**
 * The UserTypeID values the worker filters each index on. The spec shows no
 * filter for the last five kinds (empty list: do not filter); the values their
 * documents carry in the demo catalogue are in {@link DOCUMENT_USER_TYPES}.
 */
export const USER_TYPE_FILTERS: Readonly<Record<IndexName, readonly string[]>> = {
  products: ["Product", "ServiceProduct"],
  assets: ["Asset"],
  contacts: ["Contactperson"],
  formulations: ["Formulation"],
  thirdpartyproducts: ["3rdPartyProduct"],
  articles: ["Article"],
  plants: ["Plant"],
  competitivescoutrecommendations: [],
  packagingmaterials: [],
  labels: [],
  classifications: [],
  recotoolproducts: [],
};

/** Every UserTypeID a document of each index may carry. */
export const DOCUMENT_USER_TYPES: Readonly<Record<IndexName, readonly string[]>> = {
  ...USER_TYPE_FILTERS,
  competitivescoutrecommendations: ["CompetitiveScoutRecommendation"],
  packagingmaterials: ["PackagingMaterial"],
  labels: ["Label"],
  classifications: ["Market", "Application", "MarketApplication", "Region", "Effect"],
  recotoolproducts: ["RecoToolProduct"],
};

/**
 * The OData filter clause that restricts an index to its kind, e.g.
 * `(UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')`; undefined when the
 * kind has no filter. The values are constants, so no escaping is needed.
 */
export function userTypeFilter(base: IndexName): string | undefined {
  const types = USER_TYPE_FILTERS[base];
  if (types.length === 0) return undefined;
  return `(${types.map((t) => `UserTypeID eq '${t}'`).join(" or ")})`;
}
