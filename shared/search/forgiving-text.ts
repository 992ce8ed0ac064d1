/**
 * The searches a finder tries when the specification's free-text query
 * (spec section 5, {@link toSearchText}) finds nothing, in the full Lucene
 * syntax (`queryType=full`):
 *
 * 1. `alternativesText`: each word also as it is (a whole word is what the
 *    service's synonym maps expand; a prefix term never is), a CAS number
 *    typed without its hyphens also in its written form, and a product code
 *    in its other spacing: `DC2525` also as `DC 2525`, `NE 1070` also as
 *    `NE1070`. A match here is exact: nothing needs saying.
 * 2. `fuzzyText`: each word also within one edit (4 to 7 characters) or two
 *    (8 or more) of an indexed word. A match here is a guess, and the finder
 *    says so.
 *
 * Words are the spec's words (letters, digits, `_`), lower-cased so that a
 * word such as `AND` is never read as an operator.
 */
import { toSearchText } from "./free-text.ts";

const NON_WORD = /[^\p{L}\p{N}_]+/gu;

function words(input: string): string[] {
  return input.replace(NON_WORD, " ").trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Edits a fuzzy term allows for a word of this length: none under 4 characters, 1 up to 7, then 2. */
export function fuzzyEdits(word: string): 0 | 1 | 2 {
  const n = [...word].length;
  return n < 4 ? 0 : n < 8 ? 1 : 2;
}

/**
 * A CAS registry number typed without hyphens (`2595973809`) in its written
 * form (`2595973-80-9`), when its check digit holds; otherwise undefined.
 */
export function casWithHyphens(word: string): string | undefined {
  if (!/^\d{5,10}$/.test(word)) return undefined;
  const body = word.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  if (sum % 10 !== Number(word.slice(-1))) return undefined;
  return `${word.slice(0, -3)}-${word.slice(-3, -1)}-${word.slice(-1)}`;
}

function join(clauses: string[]): string {
  return clauses.length === 1 ? (clauses[0] as string) : clauses.map((c) => `(${c})`).join(" AND ");
}

/**
 * A word of a code's letters (up to four: `DC`, `NE`, `TEGO`) then digits, or
 * digits then such letters (`dc2525`), as its two parts.
 */
const CODE = /^(?:(\p{L}{1,4})(\p{N}+)|(\p{N}+)(\p{L}{1,4}))$/u;
const LETTERS = /^\p{L}{1,4}$/u;
const DIGITS = /^\p{N}+$/u;

/** Whether two words next to each other may be one product code written with a space (`ne 1070`). */
const codeHalves = (a: string, b: string) => (LETTERS.test(a) && DIGITS.test(b)) || (DIGITS.test(a) && LETTERS.test(b));

/**
 * The clauses of a query, one a word (its forms OR-ed), ANDed by `join`. A
 * word that is a product code written together also matches it written
 * apart (a phrase), and two words that may be one code written apart match
 * it written together too.
 */
function clauses(list: readonly string[], forms: (word: string) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const word = list[i] as string;
    const next = list[i + 1];
    if (next !== undefined && codeHalves(word, next)) {
      out.push(`((${forms(word)}) AND (${forms(next)})) OR ${word}${next}* OR ${word}${next}`);
      i++;
      continue;
    }
    // A code has letters, so a CAS number (digits only) never reads as one.
    const code = CODE.exec(word);
    out.push(code ? `${forms(word)} OR "${code[1] ?? code[3]} ${code[2] ?? code[4]}"` : forms(word));
  }
  return out;
}

/** Whether the spec's query searched for something (the fallbacks only follow such a query). */
export function hasSearchText(input: string): boolean {
  return toSearchText(input) !== "";
}

/** Step 1: every word as a prefix or a whole word, a hyphen-less CAS number as written. */
export function alternativesText(input: string): string | undefined {
  if (!hasSearchText(input)) return undefined;
  return join(
    clauses(words(input), (w) => {
      const cas = casWithHyphens(w);
      return cas ? `${w}* OR "${cas}"` : `${w}* OR ${w}`;
    }),
  );
}

/** Step 2: step 1 and each word of 4 or more characters fuzzy; undefined when no word can be. */
export function fuzzyText(input: string): string | undefined {
  if (!hasSearchText(input)) return undefined;
  const list = words(input);
  if (list.every((w) => fuzzyEdits(w) === 0 || casWithHyphens(w))) return undefined;
  return join(
    clauses(list, (w) => {
      const cas = casWithHyphens(w);
      if (cas) return `${w}* OR "${cas}"`;
      const edits = fuzzyEdits(w);
      return edits ? `${w}* OR ${w} OR ${w}~${edits}` : `${w}* OR ${w}`;
    }),
  );
}

/** What a finder says above results found by {@link fuzzyText}, in the page's language. */
export function similarWordsNotice(input: string, lang: string): string {
  const asked = input.trim();
  return lang === "de"
    ? `Keine genaue Übereinstimmung für „${asked}“. Ergebnisse für ähnliche Wörter werden angezeigt.`
    : `No exact match for '${asked}'. Showing results for similar words.`;
}
