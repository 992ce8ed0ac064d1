/**
 * URL parameter normalisation (spec section 5): each run of non-word
 * characters becomes one hyphen. `"Adhesives & Sealants"` -> `"Adhesives-Sealants"`.
 */
export function normaliseUrlParam(value: string): string {
  return value.replace(/[^\p{L}\p{N}_]+/gu, "-");
}
