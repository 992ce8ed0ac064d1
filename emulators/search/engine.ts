import { invalidParameter, SearchError } from "./errors.ts";
import { computeFacet, type FacetBucket, parseFacet } from "./facets.ts";
import { compileFilter, type DocPredicate } from "./filter-compile.ts";
import { Highlighter } from "./highlight.ts";
import { type IndexDefinition, type IndexField, keyFieldOf, projectDocument, type ServedIndex } from "./index-field.ts";
import { compileOrderBy, type Ranked } from "./orderby.ts";
import {
  type AutocompleteRequest,
  autocompleteTerms,
  bestValue,
  markValue,
  type SuggestRequest,
  suggesterFor,
  typedWords,
} from "./suggest.ts";
import { SynonymMaps } from "./synonyms.ts";
import { parseLuceneQuery } from "./text/lucene-query.ts";
import { parseSimpleQuery, type QueryNode } from "./text/simple-query.ts";
import { TextIndex } from "./text/text-index.ts";

/** The body of a search request, in the REST API's names. */
export interface SearchRequest {
  search?: string;
  searchMode?: "any" | "all";
  searchFields?: string;
  queryType?: string;
  filter?: string;
  facets?: string[];
  orderby?: string;
  select?: string;
  top?: number;
  skip?: number;
  count?: boolean;
  /** Comma list of searchable fields to answer `@search.highlights` for. */
  highlight?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface SearchResponse {
  "@odata.count"?: number;
  "@search.facets"?: Record<string, FacetBucket[]>;
  value: Record<string, unknown>[];
}

export const DEFAULT_TOP = 50;
export const MAX_TOP = 1000;
export const MAX_SKIP = 100_000;
const FILTER_CACHE_SIZE = 500;

interface PreparedIndex {
  name: string;
  definition: IndexDefinition;
  fields: readonly IndexField[];
  docs: Record<string, unknown>[];
  keyField: string;
  byKey: Map<string, Record<string, unknown>>;
  /** Built on the first text query, so that starting the emulator stays fast. */
  text?: TextIndex;
  filters: Map<string, DocPredicate>;
}

/**
 * An in-memory Azure AI Search over a fixed set of indexes. Everything a
 * query needs (tokens, postings) is prepared in the constructor; each
 * `search` call is then a pure function of the request. Errors are thrown as
 * SearchError with the status and body the real service would answer.
 */
export class SearchEngine {
  private readonly indexes = new Map<string, PreparedIndex>();

  /** The service's synonym maps, read by the indexes' fields at query time. */
  readonly synonymMaps: SynonymMaps;

  constructor(indexes: Record<string, ServedIndex>, synonymMaps = new SynonymMaps()) {
    this.synonymMaps = synonymMaps;
    for (const [name, served] of Object.entries(indexes)) {
      const fields = served.definition.fields;
      const keyField = keyFieldOf(fields);
      const byKey = new Map<string, Record<string, unknown>>();
      for (const doc of served.docs) byKey.set(String(doc[keyField]), doc);
      this.indexes.set(name, {
        name,
        definition: served.definition,
        fields,
        docs: served.docs,
        keyField,
        byKey,
        filters: new Map(),
      });
    }
  }

  indexNames(): string[] {
    return [...this.indexes.keys()];
  }

  hasIndex(name: string): boolean {
    return this.indexes.has(name);
  }

  /** The definition an index was created with (`GET /indexes/{name}`). */
  definition(indexName: string): IndexDefinition {
    return this.index(indexName).definition;
  }

  /** Number of documents in an index (`GET /docs/$count`). */
  count(indexName: string): number {
    return this.index(indexName).docs.length;
  }

  /** One document by key (`GET /docs/{key}`), or a 404. */
  lookup(indexName: string, key: string, select?: string): Record<string, unknown> {
    const index = this.index(indexName);
    const doc = index.byKey.get(key);
    if (!doc) throw new SearchError(404, "DocumentNotFound", `No document with key '${key}' in index '${indexName}'.`);
    return projectDocument(doc, index.fields, parseSelect(select, index.fields));
  }

  /** Runs one search request (`POST /docs/search`). */
  search(indexName: string, request: SearchRequest): SearchResponse {
    const index = this.index(indexName);
    const top = request.top ?? DEFAULT_TOP;
    const skip = request.skip ?? 0;
    if (!Number.isInteger(top) || top < 0 || top > MAX_TOP) {
      throw invalidParameter("$top", `$top must be an integer between 0 and ${MAX_TOP}, not ${top}.`);
    }
    if (!Number.isInteger(skip) || skip < 0 || skip > MAX_SKIP) {
      throw invalidParameter("$skip", `$skip must be an integer between 0 and ${MAX_SKIP}, not ${skip}.`);
    }
    if (request.queryType && request.queryType !== "simple" && request.queryType !== "full") {
      throw invalidParameter(
        "queryType",
        `The query type '${request.queryType}' is not supported here; use 'simple' or 'full'.`,
      );
    }
    const select = parseSelect(request.select, index.fields);
    const order = compileOrderBy(request.orderby, index.fields);
    const facetSpecs = (request.facets ?? []).map((f) => parseFacet(f, index.fields));
    const filter = request.filter?.trim() ? this.filterFor(index, request.filter) : undefined;

    const ranked: Ranked[] = [];
    const text = request.search?.trim() ?? "";
    let highlighter: Highlighter | undefined;
    if (text === "" || text === "*") {
      if (request.highlight?.trim()) this.highlighterFor(index, request, { kind: "all" }, []);
      index.docs.forEach((doc, i) => {
        if (!filter || filter(doc)) ranked.push({ doc, index: i, score: 1 });
      });
    } else {
      const textIndex = this.textOf(index);
      const fields = searchFieldsOf(request.searchFields, textIndex, indexName);
      const mode = request.searchMode ?? "any";
      const query = request.queryType === "full" ? parseLuceneQuery(text, mode) : parseSimpleQuery(text, mode);
      if (request.highlight?.trim()) highlighter = this.highlighterFor(index, request, query, fields);
      const hits = textIndex.evaluate(query, fields);
      for (const [i, score] of hits) {
        const doc = index.docs[i] as Record<string, unknown>;
        if (!filter || filter(doc)) ranked.push({ doc, index: i, score });
      }
    }
    order(ranked);

    const response: SearchResponse = { value: [] };
    if (request.count) response["@odata.count"] = ranked.length;
    if (facetSpecs.length) {
      const docs = ranked.map((r) => r.doc);
      response["@search.facets"] = Object.fromEntries(facetSpecs.map((s) => [s.name, computeFacet(s, docs)]));
    }
    response.value = ranked.slice(skip, skip + top).map((r) => {
      const highlights = highlighter?.of(r.doc);
      return {
        "@search.score": round(r.score),
        ...(highlights ? { "@search.highlights": highlights } : {}),
        ...projectDocument(r.doc, index.fields, select),
      };
    });
    return response;
  }

  /** Documents whose suggester fields start with the typed words (`docs/suggest`). */
  suggest(indexName: string, request: SuggestRequest): { value: Record<string, unknown>[] } {
    const index = this.index(indexName);
    const { fields, top } = suggesterFor(index.definition, request);
    // Without $select only the key comes back, as the service answers.
    const select = parseSelect(request.select, index.fields) ?? [index.keyField];
    const order = compileOrderBy(request.orderby, index.fields);
    const filter = request.filter?.trim() ? this.filterFor(index, request.filter) : undefined;
    const typed = typedWords(request.search);
    const ranked: (Ranked & { text: string })[] = [];
    if (typed.length) {
      index.docs.forEach((doc, i) => {
        if (filter && !filter(doc)) return;
        const best = bestValue(doc, fields, typed, request.fuzzy === true);
        if (best) {
          ranked.push({
            doc,
            index: i,
            score: best.score,
            text: markValue(best.text, best.hits, request.highlightPreTag, request.highlightPostTag),
          });
        }
      });
    }
    order(ranked);
    return {
      value: ranked.slice(0, top).map((r) => ({
        "@search.text": r.text,
        ...projectDocument(r.doc, index.fields, select),
      })),
    };
  }

  /** Words completing the last typed one (`docs/autocomplete`). */
  autocomplete(indexName: string, request: AutocompleteRequest): { value: { text: string; queryPlusText: string }[] } {
    const index = this.index(indexName);
    const { fields, top } = suggesterFor(index.definition, request);
    const filter = request.filter?.trim() ? this.filterFor(index, request.filter) : undefined;
    const docs = filter ? index.docs.filter(filter) : index.docs;
    const terms = autocompleteTerms(
      docs,
      fields,
      typedWords(request.search),
      request.autocompleteMode ?? "oneTerm",
      request.fuzzy === true,
    );
    const pre = request.highlightPreTag ?? "";
    const post = request.highlightPostTag ?? "";
    return {
      value: terms.slice(0, top).map((t) => ({ text: `${pre}${t.text}${post}`, queryPlusText: t.queryPlusText })),
    };
  }

  private textOf(index: PreparedIndex): TextIndex {
    index.text ??= new TextIndex(index.fields, index.docs.length, index.docs, (name) => this.synonymMaps.get(name));
    return index.text;
  }

  private highlighterFor(
    index: PreparedIndex,
    request: SearchRequest,
    query: QueryNode,
    fields: string[],
  ): Highlighter {
    return new Highlighter(
      {
        highlight: request.highlight as string,
        ...(request.highlightPreTag !== undefined ? { highlightPreTag: request.highlightPreTag } : {}),
        ...(request.highlightPostTag !== undefined ? { highlightPostTag: request.highlightPostTag } : {}),
      },
      this.textOf(index),
      query,
      fields,
    );
  }

  private index(name: string): PreparedIndex {
    const index = this.indexes.get(name);
    if (!index) throw new SearchError(404, "IndexNotFound", `The index '${name}' was not found.`);
    return index;
  }

  private filterFor(index: PreparedIndex, text: string): DocPredicate {
    let pred = index.filters.get(text);
    if (!pred) {
      pred = compileFilter(text, index.fields);
      if (index.filters.size >= FILTER_CACHE_SIZE) index.filters.clear();
      index.filters.set(text, pred);
    }
    return pred;
  }
}

function searchFieldsOf(searchFields: string | undefined, text: TextIndex, indexName: string): string[] {
  if (!searchFields?.trim()) return text.fieldPaths;
  return searchFields.split(",").map((raw) => {
    const name = raw.trim();
    if (!text.fieldPaths.includes(name)) {
      throw invalidParameter("searchFields", `The field '${name}' is not a searchable field of index '${indexName}'.`);
    }
    return name;
  });
}

/** `*` or nothing selects all; otherwise a comma list of top-level fields, each checked. */
function parseSelect(select: string | undefined, fields: readonly IndexField[]): string[] | undefined {
  if (!select?.trim() || select.trim() === "*") return undefined;
  return select.split(",").map((raw) => {
    const name = raw.trim();
    if (!fields.some((f) => f.name === name)) {
      throw invalidParameter("$select", `Could not find a property named '${name}' on type 'search.document'.`);
    }
    return name;
  });
}

function round(score: number): number {
  return Math.round(score * 1e6) / 1e6;
}
