/** Identifier formats of the catalogue's documents. */

/** Products: `PR_` followed by exactly 8 digits (spec section 2). */
export const PRODUCT_ID_PATTERN = /^PR_\d{8}$/;
/** Formulations of the demo catalogue: `FO_` followed by exactly 8 digits. */
export const FORMULATION_ID_PATTERN = /^FO_\d{8}$/;
/** Market-application pairings: `M2A_` prefix (spec section 3). */
export const M2A_PREFIX = "M2A_";

export function isProductId(value: string): boolean {
  return PRODUCT_ID_PATTERN.test(value);
}

export function isFormulationId(value: string): boolean {
  return FORMULATION_ID_PATTERN.test(value);
}

export function isMarketApplicationId(value: string): boolean {
  return value.startsWith(M2A_PREFIX);
}
