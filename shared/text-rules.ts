/**
 * Text rules of spec section 5, applied to text from the CMS and the
 * catalogue before it is shown.
 */

/** Words of slugs that the business writes as initialisms (CASE: coatings, adhesives, sealants, elastomers). */
export const INITIALISMS: ReadonlySet<string> = new Set(["3d", "case", "faq", "psi", "pu", "sds", "tds", "uv"]);

/**
 * A slug read as words, in sentence case, initialisms in capitals:
 * `flexible-slabstock-pu-foam` -> `Flexible slabstock PU foam`, `case` -> `CASE`.
 */
export function wordsOfSlug(slug: string): string {
  const words = slug
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => (INITIALISMS.has(word.toLowerCase()) ? word.toUpperCase() : word))
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_SLASH_WORD = /\S{10,}/g;

/**
 * Words of 10 or more characters that contain a slash get spaces around the
 * slash, so long compound names can wrap ("Polyurethane/Polyisocyanurate").
 * URLs are left alone: spacing them would break them.
 */
export function spaceLongSlashWords(text: string): string {
  return text.replace(LONG_SLASH_WORD, (word) => {
    if (!word.includes("/") || word.includes("://")) return word;
    return word.replace(/\s*\/\s*/g, " / ");
  });
}

const TAG_LIKE = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s+[^<>]*?)?\s*\/?>/g;

/**
 * Escapes `<` and `>` that are not part of tag-like text (`<sub>`, `</b>`,
 * `<br/>`), so "pH < 7" survives being read as markup. It does not make
 * markup safe: tag-like text is kept as it is.
 */
export function escapeStrayAngleBrackets(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(TAG_LIKE)) {
    out += escapeBrackets(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapeBrackets(text.slice(last));
}

function escapeBrackets(text: string): string {
  return text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
