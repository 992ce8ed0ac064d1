import { invalidParameter } from "./errors.ts";
import { valuesAt } from "./index-field.ts";
import { expandTokens } from "./synonyms.ts";
import { analyze } from "./text/analyzer.ts";
import { editDistanceAtMost } from "./text/edit-distance.ts";
import type { QueryNode } from "./text/simple-query.ts";
import type { TextIndex } from "./text/text-index.ts";

/** The service's default highlight tags. */
export const DEFAULT_PRE_TAG = "<em>";
export const DEFAULT_POST_TAG = "</em>";
/** Longer values are cut to a fragment around their first hit, as the service answers long text. */
const MAX_FRAGMENT = 200;

export interface HighlightRequest {
  highlight: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

type TokenTest = (fieldPath: string, token: string) => boolean;

/**
 * What a result's `@search.highlights` holds: for each requested field with a
 * hit, its values with every matched word wrapped in the tags. A word is a
 * hit when a clause of the query that is not negated matches it in that field
 * (the term, a prefix, a fuzzy neighbour or a synonym the field's map gives).
 * The tags are put in as given: the service does not escape the text around
 * them, which is why a caller has to.
 */
export class Highlighter {
  private readonly fields: string[];
  private readonly test: TokenTest;

  constructor(request: HighlightRequest, text: TextIndex, query: QueryNode, searchFields: string[]) {
    this.fields = request.highlight
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((name) => {
        if (!text.fieldPaths.includes(name)) {
          throw invalidParameter("highlight", `The field '${name}' is not searchable and cannot be highlighted.`);
        }
        return name;
      });
    this.pre = request.highlightPreTag ?? DEFAULT_PRE_TAG;
    this.post = request.highlightPostTag ?? DEFAULT_POST_TAG;
    this.test = tokenTest(query, searchFields, text);
  }

  private readonly pre: string;
  private readonly post: string;

  /** The highlights of one document; undefined when no requested field has a hit. */
  of(doc: Record<string, unknown>): Record<string, string[]> | undefined {
    const out: Record<string, string[]> = {};
    for (const field of this.fields) {
      const marked: string[] = [];
      for (const value of valuesAt(doc, field.split("/"))) {
        if (typeof value !== "string") continue;
        const m = markTokens(value, (token) => this.test(field, token), this.pre, this.post);
        if (m !== undefined) marked.push(m);
      }
      if (marked.length) out[field] = marked;
    }
    return Object.keys(out).length ? out : undefined;
  }
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** Wraps the words of `value` that pass `hit`; undefined when none does. Long values give a fragment from near the first hit. */
export function markTokens(
  value: string,
  hit: (token: string) => boolean,
  pre: string,
  post: string,
): string | undefined {
  const hits = [...value.matchAll(WORD)].filter((m) => hit(m[0].toLowerCase()));
  const first = hits[0];
  if (!first) return undefined;
  let start = 0;
  let end = value.length;
  if (value.length > MAX_FRAGMENT) {
    const space = value.lastIndexOf(" ", Math.max(0, (first.index as number) - 40));
    start = space < 0 ? 0 : space + 1;
    const after = value.indexOf(" ", start + MAX_FRAGMENT);
    end = after < 0 ? value.length : after;
  }
  let out = "";
  let last = start;
  for (const m of hits) {
    const at = m.index as number;
    if (at < start || at + m[0].length > end) continue;
    out += `${value.slice(last, at)}${pre}${m[0]}${post}`;
    last = at + m[0].length;
  }
  return out + value.slice(last, end);
}

/** A test per positive leaf of the query, each limited to the fields it searches. */
function tokenTest(node: QueryNode, fields: string[], text: TextIndex): TokenTest {
  switch (node.kind) {
    case "all":
    case "empty":
    case "not":
      return () => false;
    case "field":
      return tokenTest(node.child, [node.field], text);
    case "and":
    case "or": {
      const tests = node.children.map((c) => tokenTest(c, fields, text));
      return (f, t) => tests.some((test) => test(f, t));
    }
    case "term":
    case "phrase": {
      const terms = analyze(node.text);
      if (terms.length === 0) return () => false;
      if (node.kind === "term" && node.fuzzy !== undefined && terms.length === 1) {
        const edits = node.fuzzy;
        const term = terms[0] as string;
        return (f, t) => fields.includes(f) && editDistanceAtMost(term, t, edits) !== undefined;
      }
      if (node.kind === "term" && node.prefix) {
        const head = new Set(terms.slice(0, -1));
        const last = terms[terms.length - 1] as string;
        return (f, t) => fields.includes(f) && (t.startsWith(last) || head.has(t));
      }
      return (f, t) => {
        if (!fields.includes(f)) return false;
        return expandTokens(text.synonymMapOf(f), terms).some((alt) => alt.includes(t));
      };
    }
  }
}
