import { invalidParameter, SearchError } from "./errors.ts";
import type { IndexDefinition, Suggester } from "./index-definition.ts";
import { valuesAt } from "./index-field.ts";
import { analyze } from "./text/analyzer.ts";
import { editDistanceAtMost } from "./text/edit-distance.ts";

/** `docs/suggest`: documents whose suggester fields hold the typed words, in the REST API's names. */
export interface SuggestRequest {
  search: string;
  suggesterName: string;
  filter?: string;
  fuzzy?: boolean;
  highlightPreTag?: string;
  highlightPostTag?: string;
  minimumCoverage?: number;
  orderby?: string;
  searchFields?: string;
  select?: string;
  top?: number;
}

/** `docs/autocomplete`: the words that complete the last typed one. */
export interface AutocompleteRequest {
  search: string;
  suggesterName: string;
  autocompleteMode?: AutocompleteMode;
  filter?: string;
  fuzzy?: boolean;
  highlightPreTag?: string;
  highlightPostTag?: string;
  minimumCoverage?: number;
  searchFields?: string;
  top?: number;
}

export const AUTOCOMPLETE_MODES = ["oneTerm", "twoTerms", "oneTermWithContext"] as const;
export type AutocompleteMode = (typeof AUTOCOMPLETE_MODES)[number];

/** The documented bounds: 1 to 100 characters of search text, 1 to 100 answers, 5 by default. */
export const SUGGEST_MAX_SEARCH = 100;
export const SUGGEST_MAX_TOP = 100;
export const SUGGEST_DEFAULT_TOP = 5;

/** The suggester a request names, with its fields narrowed by `searchFields`; the service's 400s otherwise. */
export function suggesterFor(
  definition: IndexDefinition,
  request: { search: string; suggesterName: string; searchFields?: string; top?: number; minimumCoverage?: number },
): { suggester: Suggester; fields: string[]; top: number } {
  if (!request.suggesterName) {
    throw invalidParameter("suggesterName", "The suggesterName parameter is required.");
  }
  const suggester = definition.suggesters?.find((s) => s.name === request.suggesterName);
  if (!suggester) {
    throw new SearchError(
      400,
      "InvalidRequestParameter",
      `The specified suggester name '${request.suggesterName}' does not exist in this index definition.\r\nParameter name: suggesterName`,
    );
  }
  if (request.search.length < 1 || request.search.length > SUGGEST_MAX_SEARCH) {
    throw invalidParameter(
      "search",
      `The search text must be between 1 and ${SUGGEST_MAX_SEARCH} characters long, not ${request.search.length}.`,
    );
  }
  const top = request.top ?? SUGGEST_DEFAULT_TOP;
  if (!Number.isInteger(top) || top < 1 || top > SUGGEST_MAX_TOP) {
    throw invalidParameter("$top", `$top must be an integer between 1 and ${SUGGEST_MAX_TOP}, not ${top}.`);
  }
  const cover = request.minimumCoverage;
  if (cover !== undefined && !(cover >= 0 && cover <= 100)) {
    throw invalidParameter("minimumCoverage", `minimumCoverage must be between 0 and 100, not ${cover}.`);
  }
  let fields = suggester.sourceFields;
  if (request.searchFields?.trim()) {
    fields = request.searchFields.split(",").map((raw) => {
      const name = raw.trim();
      if (!suggester.sourceFields.includes(name)) {
        throw invalidParameter(
          "searchFields",
          `The field '${name}' is not a source field of suggester '${suggester.name}'.`,
        );
      }
      return name;
    });
  }
  return { suggester, fields, top };
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** Whether a typed word matches a word of the text: its prefix, or within one edit of a prefix when fuzzy. */
function wordMatches(typed: string, token: string, fuzzy: boolean): boolean {
  if (token.startsWith(typed)) return true;
  if (!fuzzy) return false;
  return (
    editDistanceAtMost(typed, token.slice(0, typed.length), 1) !== undefined ||
    editDistanceAtMost(typed, token, 1) !== undefined
  );
}

/**
 * How one value answers the typed words (the suggester's infix matching):
 * every word must start a word of the value, the last one as a prefix; the
 * score favours values where they match early and whole.
 */
export function matchValue(
  value: string,
  typed: string[],
  fuzzy: boolean,
): { score: number; hits: Set<number> } | undefined {
  const tokens = [...value.matchAll(WORD)].map((m) => ({ text: m[0].toLowerCase(), at: m.index as number }));
  const hits = new Set<number>();
  let score = 0;
  for (const word of typed) {
    const k = tokens.findIndex((t, i) => !hits.has(i) && wordMatches(word, t.text, fuzzy));
    if (k < 0) return undefined;
    hits.add(k);
    const t = tokens[k] as { text: string };
    score += (t.text === word ? 2 : 1) + (t.text.startsWith(word) ? 1 : 0) + 1 / (k + 1);
  }
  return { score, hits };
}

/** The value with the matched words wrapped in the tags (or as it is without tags). */
export function markValue(value: string, hits: Set<number>, pre?: string, post?: string): string {
  if (pre === undefined && post === undefined) return value;
  let i = 0;
  return value.replace(WORD, (w) => (hits.has(i++) ? `${pre ?? ""}${w}${post ?? ""}` : w));
}

/** The first value of the fields (in their order) that answers the typed words. */
export function bestValue(
  doc: Record<string, unknown>,
  fields: string[],
  typed: string[],
  fuzzy: boolean,
): { text: string; score: number; hits: Set<number> } | undefined {
  let best: { text: string; score: number; hits: Set<number> } | undefined;
  fields.forEach((field, f) => {
    for (const value of valuesAt(doc, field.split("/"))) {
      if (typeof value !== "string") continue;
      const m = matchValue(value, typed, fuzzy);
      // Earlier fields win ties: they are the suggester's more telling ones (names before numbers).
      const score = m ? m.score - f * 0.01 : 0;
      if (m && (!best || score > best.score)) best = { text: value, score, hits: m.hits };
    }
  });
  return best;
}

/** Typed words as the suggester reads them (analyzed the way the fields are). */
export function typedWords(search: string): string[] {
  return analyze(search);
}

/**
 * Completions of the last typed word from the suggester fields of `docs`,
 * most frequent first: `oneTerm` the word alone, `twoTerms` also the word
 * after it, `oneTermWithContext` only from values that hold the earlier words
 * too.
 */
export function autocompleteTerms(
  docs: Iterable<Record<string, unknown>>,
  fields: string[],
  typed: string[],
  mode: AutocompleteMode,
  fuzzy: boolean,
): { text: string; queryPlusText: string; count: number }[] {
  const last = typed[typed.length - 1];
  if (!last) return [];
  const before = typed.slice(0, -1);
  const counts = new Map<string, Set<Record<string, unknown>>>();
  for (const doc of docs) {
    for (const field of fields) {
      for (const value of valuesAt(doc, field.split("/"))) {
        if (typeof value !== "string") continue;
        const tokens = analyze(value);
        if (mode === "oneTermWithContext" && !before.every((w) => tokens.includes(w))) continue;
        tokens.forEach((t, i) => {
          if (!wordMatches(last, t, fuzzy)) return;
          const next = tokens[i + 1];
          const text = mode === "twoTerms" && next !== undefined ? `${t} ${next}` : t;
          const set = counts.get(text) ?? new Set();
          counts.set(text, set);
          set.add(doc);
        });
      }
    }
  }
  return [...counts]
    .map(([text, set]) => ({ text, queryPlusText: [...before, text].join(" "), count: set.size }))
    .sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}
