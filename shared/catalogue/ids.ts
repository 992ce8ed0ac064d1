/** Identifier formats of the catalogue's documents, as route parameters and as checks. */

/** Products: `PR_` followed by exactly 8 digits (spec section 2). */
export const PRODUCT_ID_SOURCE = "PR_\\d{8}";
/** Formulations of the demo catalogue: `FO_` followed by exactly 8 digits. */
export const FORMULATION_ID_SOURCE = "FO_\\d{8}";

// Literals, not `new RegExp(SOURCE)`: a bundle that does not use a pattern leaves a literal out (the
// bundler cannot know that a constructor call has no effect). ids.test.ts holds them to the sources.
export const PRODUCT_ID_PATTERN = /^PR_\d{8}$/;
export const FORMULATION_ID_PATTERN = /^FO_\d{8}$/;

export function isProductId(value: string): boolean {
  return PRODUCT_ID_PATTERN.test(value);
}
