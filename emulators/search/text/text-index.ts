import { invalidParameter } from "../errors.ts";
import { type IndexField, isComplex, valuesAt } from "../index-field.ts";
import { expandTokens, type SynonymMap } from "../synonyms.ts";
import { analyze } from "./analyzer.ts";
import { editDistanceAtMost } from "./edit-distance.ts";
import type { QueryNode } from "./simple-query.ts";

/** Positions of one term in one document field. */
type Postings = Map<number, number[]>;

/** Positions jump by this much between the items of a collection, so phrases never span two items. */
const ITEM_GAP = 100;

/** Doc index -> score of the documents a query node matches. */
export type Hits = Map<number, number>;

/**
 * An inverted index over the searchable string fields of one search index
 * (complex sub-fields as `A/B`), built once at start so that each query only
 * touches the postings of its own terms.
 */
export class TextIndex {
  readonly fieldPaths: string[];
  private readonly postings = new Map<string, Map<string, Postings>>();
  private readonly vocabulary = new Map<string, string[]>();
  private readonly docFreq = new Map<string, Set<number>>();

  private readonly synonymMapNames = new Map<string, string>();

  /**
   * `synonymMap` finds a service's synonym map by name at query time, so a
   * map put after the index was built is used at once (the service expands
   * queries, never the index).
   */
  constructor(
    fields: readonly IndexField[],
    private readonly docCount: number,
    docs: Record<string, unknown>[],
    private readonly synonymMap: (name: string) => SynonymMap | undefined = () => undefined,
  ) {
    this.fieldPaths = searchablePaths(fields, "", this.synonymMapNames);
    for (const fieldPath of this.fieldPaths) {
      const path = fieldPath.split("/");
      const byTerm = new Map<string, Postings>();
      docs.forEach((doc, d) => {
        let pos = 0;
        for (const value of valuesAt(doc, path)) {
          if (typeof value !== "string") continue;
          for (const term of analyze(value)) {
            getOrCreate(
              getOrCreate(byTerm, term, () => new Map()),
              d,
              () => [],
            ).push(pos++);
            getOrCreate(this.docFreq, term, () => new Set()).add(d);
          }
          pos += ITEM_GAP;
        }
      });
      this.postings.set(fieldPath, byTerm);
      this.vocabulary.set(fieldPath, [...byTerm.keys()].sort());
    }
  }

  /** Matches a parsed query over the given fields (all searchable fields when empty). */
  evaluate(node: QueryNode, fields: string[]): Hits {
    switch (node.kind) {
      case "all":
        return this.everything();
      case "empty":
        return new Map();
      case "field": {
        if (!this.fieldPaths.includes(node.field)) {
          throw invalidParameter("search", `The field '${node.field}' in the query is not a searchable field.`);
        }
        return this.evaluate(node.child, [node.field]);
      }
      case "term": {
        const terms = analyze(node.text);
        if (terms.length === 0) return new Map();
        if (node.fuzzy !== undefined && terms.length === 1) return this.fuzzy(terms[0] as string, node.fuzzy, fields);
        if (node.prefix) {
          const head = terms.slice(0, -1);
          const last = terms[terms.length - 1] as string;
          const prefixHits = this.prefix(last, fields);
          return head.length ? intersect([this.phrase(head, fields), prefixHits]) : prefixHits;
        }
        return this.withSynonyms(terms, fields);
      }
      case "phrase": {
        const terms = analyze(node.text);
        return terms.length ? this.withSynonyms(terms, fields) : new Map();
      }
      case "and": {
        const positives = node.children.filter((c) => c.kind !== "not");
        const negatives = node.children.filter((c) => c.kind === "not");
        let hits = positives.length ? intersect(positives.map((c) => this.evaluate(c, fields))) : this.everything();
        for (const n of negatives) {
          if (n.kind !== "not") continue;
          const excluded = this.evaluate(n.child, fields);
          hits = new Map([...hits].filter(([d]) => !excluded.has(d)));
        }
        return hits;
      }
      case "or":
        return union(node.children.map((c) => this.evaluate(c, fields)));
      case "not": {
        const excluded = this.evaluate(node.child, fields);
        const out: Hits = new Map();
        for (let d = 0; d < this.docCount; d++) if (!excluded.has(d)) out.set(d, 0);
        return out;
      }
    }
  }

  /** The synonym map a field names, if the service has it. */
  synonymMapOf(fieldPath: string): SynonymMap | undefined {
    const name = this.synonymMapNames.get(fieldPath);
    return name ? this.synonymMap(name) : undefined;
  }

  /** Terms of a field's vocabulary within `edits` of `term` (Damerau-Levenshtein, as Lucene's fuzzy query). */
  fuzzyTerms(term: string, edits: number, fieldPath: string): string[] {
    return (this.vocabulary.get(fieldPath) ?? []).filter((t) => editDistanceAtMost(term, t, edits) !== undefined);
  }

  /** A term or phrase in each field, or what the field's synonym map says it stands for. */
  private withSynonyms(terms: string[], fields: string[]): Hits {
    const out: Hits[] = [];
    for (const f of fields) {
      for (const alt of expandTokens(this.synonymMapOf(f), terms)) {
        out.push(alt.length === 1 ? this.term(alt[0] as string, [f]) : this.phrase(alt, [f]));
      }
    }
    return union(out);
  }

  /** Fuzzy terms score below exact ones, the more so the more edits they need. */
  private fuzzy(term: string, edits: number, fields: string[]): Hits {
    const out: Hits = new Map();
    for (const f of fields) {
      for (const near of this.fuzzyTerms(term, edits, f)) {
        const d = editDistanceAtMost(term, near, edits) ?? edits;
        const weight = 1 - d / Math.max(term.length, near.length, 1);
        for (const [doc, score] of this.term(near, [f])) out.set(doc, Math.max(out.get(doc) ?? 0, score * weight));
      }
    }
    return out;
  }

  private everything(): Hits {
    const out: Hits = new Map();
    for (let d = 0; d < this.docCount; d++) out.set(d, 1);
    return out;
  }

  private idf(term: string): number {
    const df = this.docFreq.get(term)?.size ?? 0;
    return 1 + Math.log(this.docCount / (df + 1));
  }

  private term(term: string, fields: string[]): Hits {
    const out: Hits = new Map();
    const idf = this.idf(term);
    for (const f of fields) {
      const postings = this.postings.get(f)?.get(term);
      if (!postings) continue;
      for (const [d, positions] of postings) out.set(d, (out.get(d) ?? 0) + Math.sqrt(positions.length) * idf * idf);
    }
    return out;
  }

  private prefix(prefix: string, fields: string[]): Hits {
    const out: Hits = new Map();
    for (const f of fields) {
      const vocab = this.vocabulary.get(f) ?? [];
      for (let k = lowerBound(vocab, prefix); k < vocab.length && (vocab[k] as string).startsWith(prefix); k++) {
        const term = vocab[k] as string;
        // A constant score per match, as Azure gives wildcard queries.
        for (const d of this.postings.get(f)?.get(term)?.keys() ?? []) out.set(d, Math.max(out.get(d) ?? 0, 1));
      }
    }
    return out;
  }

  private phrase(terms: string[], fields: string[]): Hits {
    const out: Hits = new Map();
    const score = terms.reduce((s, t) => s + this.idf(t) ** 2, 0);
    for (const f of fields) {
      const byTerm = this.postings.get(f);
      const lists = terms.map((t) => byTerm?.get(t));
      if (lists.some((l) => !l)) continue;
      const [first, ...others] = lists as Postings[];
      for (const [d, starts] of first as Postings) {
        const rest = others.map((p) => p.get(d));
        if (rest.some((r) => !r)) continue;
        const count = starts.filter((s) => rest.every((r, k) => (r as number[]).includes(s + k + 1))).length;
        if (count > 0) out.set(d, (out.get(d) ?? 0) + Math.sqrt(count) * score);
      }
    }
    return out;
  }
}

function searchablePaths(fields: readonly IndexField[], prefix: string, synonymMaps: Map<string, string>): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (isComplex(f)) out.push(...searchablePaths(f.fields ?? [], `${prefix}${f.name}/`, synonymMaps));
    else if ((f.type === "Edm.String" || f.type === "Collection(Edm.String)") && f.searchable !== false) {
      out.push(prefix + f.name);
      const map = f.synonymMaps?.[0];
      if (map) synonymMaps.set(prefix + f.name, map);
    }
  }
  return out;
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function intersect(sets: Hits[]): Hits {
  const sorted = [...sets].sort((a, b) => a.size - b.size);
  const [smallest, ...rest] = sorted;
  const out: Hits = new Map();
  for (const [d, s] of smallest ?? []) {
    let total = s;
    let all = true;
    for (const r of rest) {
      const v = r.get(d);
      if (v === undefined) {
        all = false;
        break;
      }
      total += v;
    }
    if (all) out.set(d, total);
  }
  return out;
}

function union(sets: Hits[]): Hits {
  const out: Hits = new Map();
  for (const s of sets) for (const [d, v] of s) out.set(d, (out.get(d) ?? 0) + v);
  return out;
}

function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
