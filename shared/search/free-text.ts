/**
 * Free-text search rules (spec section 5). Letters and digits of any script
 * count as word characters, so "Türkiye" stays one word; JavaScript's ASCII
 * `\W` would split it.
 */
const NON_WORD = /[^\p{L}\p{N}_]+/gu;

function words(input: string): string[] {
  return input.replace(NON_WORD, " ").trim().split(/\s+/).filter(Boolean);
}

/**
 * Search text without the length check: non-word characters become spaces,
 * each word gets a trailing wildcard, the words are joined with `+`.
 * `"Foam stab."` -> `"Foam*+stab*"`; blank input -> `""`.
 */
export function toSearchTextUnchecked(input: string): string {
  return words(input)
    .map((w) => `${w}*`)
    .join("+");
}

/**
 * Search text for the finders: as {@link toSearchTextUnchecked}, but a
 * single word of 2 or fewer characters yields empty search text (too broad
 * to be useful as a prefix search).
 */
export function toSearchText(input: string): string {
  const list = words(input);
  if (list.length === 1 && (list[0] ?? "").length <= 2) return "";
  return toSearchTextUnchecked(input);
}
