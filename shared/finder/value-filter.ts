/**
 * The filter box of a long facet list: what a visitor types is matched the
 * way they would read the values, not character for character. Case,
 * accents and marks such as ® or ™ do not count ("tegostab b" finds
 * "TEGOSTAB® B 8002", "creme" finds "Crème"), nor does punctuation between
 * words; each word typed must appear, in any order.
 */

/** A text as the filter compares it: lower case, without accents and marks, words separated by one space. */
export function foldForFilter(text: string): string {
  return text
    .replace(/[®©™℠]/g, " ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether a value's label matches what was typed in the filter box (an empty filter matches everything). */
export function matchesValueFilter(label: string, typed: string): boolean {
  const words = foldForFilter(typed).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const folded = foldForFilter(label);
  return words.every((word) => folded.includes(word));
}

/** Whether what was typed holds anything to match by (not only spaces, punctuation or marks). */
export function hasFilterWords(typed: string): boolean {
  return foldForFilter(typed) !== "";
}
