/**
 * The search service's predefined normalizers: what a string field's value
 * becomes before it is compared in a filter, counted in a facet or ordered
 * in `$orderby`. The service keeps the normalized form beside the original
 * (documents come back as they were uploaded, facet buckets in the
 * normalized form) and normalizes the constants of a query the same way.
 */

export const NORMALIZER_NAMES = ["asciifolding", "elision", "lowercase", "standard", "uppercase"] as const;
export type NormalizerName = (typeof NORMALIZER_NAMES)[number];

export const isNormalizerName = (name: string): name is NormalizerName =>
  (NORMALIZER_NAMES as readonly string[]).includes(name);

/**
 * Latin letters with no canonical decomposition, folded as Lucene's
 * ASCIIFoldingFilter folds them (the letters of the Latin alphabets the
 * catalogue's names and addresses use; the filter knows many more symbols).
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ð: "d",
  Ð: "D",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ł: "l",
  Ł: "L",
  þ: "th",
  Þ: "TH",
  ﬀ: "ff",
  ﬁ: "fi",
  ﬂ: "fl",
  ﬃ: "ffi",
  ﬄ: "ffl",
  ﬆ: "st",
};

const COMBINING_MARKS = /^\p{M}+$/u;

/**
 * Accented Latin letters to their base letter (`ä` to `a`, not `ae`: the
 * filter folds, it does not transliterate). Only letters whose decomposition
 * is an ASCII letter and marks are folded, so other scripts stay as they are,
 * as they do in the service.
 */
function asciiFold(text: string): string {
  let out = "";
  for (const ch of text) {
    if (ch < "\u0080") {
      out += ch;
      continue;
    }
    const letter = FOLDED_LETTERS[ch];
    if (letter !== undefined) {
      out += letter;
      continue;
    }
    const decomposed = ch.normalize("NFD");
    const base = decomposed[0] as string;
    out += base < "\u0080" && COMBINING_MARKS.test(decomposed.slice(1)) ? base : ch;
  }
  return out;
}

/**
 * Case mapped one code point at a time, as Lucene's filters map it (Java's
 * per-character mapping): where JavaScript's mapping is longer, a letter and
 * marks (`İ` lower-cased) keeps the letter, anything else (`ß` upper-cased
 * to `SS`) stays as it was.
 */
function mapCase(text: string, map: (ch: string) => string): string {
  let out = "";
  for (const ch of text) {
    const [first = ch, ...rest] = map(ch);
    out += rest.length === 0 || COMBINING_MARKS.test(rest.join("")) ? first : ch;
  }
  return out;
}

const lowercase = (text: string) => mapCase(text, (ch) => ch.toLowerCase());
const uppercase = (text: string) => mapCase(text, (ch) => ch.toUpperCase());

/** The articles the service's elision normalizer removes (French, as Lucene's default set). */
const ELIDED_ARTICLES = new Set(["l", "m", "t", "qu", "n", "s", "j", "d", "c", "jusqu", "quoiqu", "lorsqu", "puisqu"]);

/** `l'avion` to `avion`: an article and its apostrophe at the start are removed, whatever their case. */
function elide(text: string): string {
  const apostrophe = text.search(/['\u2019]/);
  if (apostrophe <= 0) return text;
  return ELIDED_ARTICLES.has(text.slice(0, apostrophe).toLowerCase()) ? text.slice(apostrophe + 1) : text;
}

const NORMALIZERS: Readonly<Record<NormalizerName, (text: string) => string>> = {
  asciifolding: asciiFold,
  elision: elide,
  lowercase,
  standard: (text) => asciiFold(lowercase(text)),
  uppercase,
};

/** The function a field's normalizer applies to one string value. */
export function normalizerOf(name: NormalizerName): (text: string) => string {
  return NORMALIZERS[name];
}
