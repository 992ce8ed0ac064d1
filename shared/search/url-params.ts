/**
 * URL parameter normalisation (spec section 5): each run of non-word
 * characters becomes one hyphen. `"Adhesives & Sealants"` -> `"Adhesives-Sealants"`.
 */
export function normaliseUrlParam(value: string): string {
  return value.replace(/[^\p{L}\p{N}_]+/gu, "-");
}

/**
 * A page name from a request path with every segment normalised: decoded,
 * each run of non-word characters one hyphen, none at either end
 * (`products-by-application/rigid%20pu%20foam` -> `products-by-application/rigid-pu-foam`).
 * Undefined when a segment cannot be decoded.
 */
export function normalisePageName(pageName: string): string | undefined {
  const segments: string[] = [];
  for (const raw of pageName.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    const segment = normaliseUrlParam(decoded).replace(/^-+|-+$/g, "");
    if (segment !== "") segments.push(segment);
  }
  return segments.join("/");
}
