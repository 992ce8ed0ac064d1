/** Identifier formats of the catalogue's documents, as route parameters and as checks. */

/** Products: `PR_` followed by exactly 8 digits (spec section 2). */
export const PRODUCT_ID_SOURCE = "PR_\\d{8}";
/** Formulations of the demo catalogue: `FO_` followed by exactly 8 digits. */
export const FORMULATION_ID_SOURCE = "FO_\\d{8}";

export const PRODUCT_ID_PATTERN = new RegExp(`^${PRODUCT_ID_SOURCE}$`);
export const FORMULATION_ID_PATTERN = new RegExp(`^${FORMULATION_ID_SOURCE}$`);

export function isProductId(value: string): boolean {
  return PRODUCT_ID_PATTERN.test(value);
}
