import * as v from "valibot";
import type { IndexName } from "../../../shared/catalogue/index-names";
import type { Audience, LanguageContext } from "../../../shared/context";
import type { Facets } from "../../../shared/search/result";
import type { Config } from "../../config";
import { errorMessage, type Logger } from "../../logger";
import type { DocumentsById } from "../cache/document-tier";
import { noCache, type OutboundCache, type OutboundStrategy, RETRIES, RETRY_DELAY_MS, withRetries } from "../outbound";
import { AutocompleteAnswerSchema, SearchAnswerSchema, SuggestAnswerSchema } from "./answer-schema";
import { checkDocuments, type FieldMismatch } from "./document-check";

export type IndexBaseName = IndexName;

/** One search request (Azure AI Search REST body fields; `count` is always sent). */
export interface SearchOptions {
  search?: string;
  filter?: string | undefined;
  facets?: string[];
  top?: number;
  skip?: number;
  /** OData order clauses, e.g. `["Name asc", "Company asc"]`. */
  orderby?: string[];
  select?: string[];
  searchMode?: "any" | "all";
  searchFields?: string[];
  /** `full` for the Lucene syntax (fuzzy `term~n`, fielded terms); the service's `simple` when not given. */
  queryType?: "simple" | "full";
  /** Fields to answer `@search.highlights` for, with the tags around each matched word. */
  highlight?: { fields: string[]; preTag: string; postTag: string };
  /** Cache strategy of this call; `catalogue` when not given. */
  cache?: OutboundStrategy;
}

export interface SearchAnswer<T> {
  /** `@odata.count`: matches over all pages. */
  count: number;
  value: T[];
  facets: Facets;
  /** How old the answer was when a cache answered it (a stale one too); absent when just loaded. */
  ageSeconds?: number;
}

/** One `docs/suggest` request against the index's suggester (`sg`, the one every suggesting index has). */
export interface SuggestOptions {
  /** What the visitor has typed so far (1 to 100 characters). */
  search: string;
  filter?: string | undefined;
  select: string[];
  top: number;
  /** One edit forgiven per word; slower on the service, so only where a finder asks for it. */
  fuzzy?: boolean;
  /** Cache strategy of this call; `catalogue` when not given. */
  cache?: OutboundStrategy;
}

/** A suggestion: the suggester field's text that matched, and the selected fields of its document. */
export interface Suggestion<T> {
  text: string;
  document: T;
}

/** One `docs/autocomplete` request: the words that complete the last one typed. */
export interface AutocompleteOptions {
  search: string;
  filter?: string | undefined;
  top: number;
  /** `oneTermWithContext`: completions only from texts that hold the earlier words too. */
  mode?: "oneTerm" | "twoTerms" | "oneTermWithContext";
  /** Cache strategy of this call; `catalogue` when not given. */
  cache?: OutboundStrategy;
}

/** The suggester every index that offers suggestions defines (emulators/catalogue/indexes/*.json). */
export const SUGGESTER_NAME = "sg";

export interface SearchClient {
  readonly audience: Audience;
  readonly language: LanguageContext;
  /** The isolate's documents held by ID for this audience and language; none for drafts and editors (ADR 0085). */
  readonly documents?: DocumentsById | undefined;
  /** Posts one search to `{index}-{language}` of the audience's service. Retries, then logs and rethrows. */
  search<T>(index: IndexBaseName, options: SearchOptions): Promise<SearchAnswer<T>>;
  /** Posts one `docs/suggest` to `{index}-{language}`, cached and retried like a search. */
  suggest<T>(index: IndexBaseName, options: SuggestOptions): Promise<Suggestion<T>[]>;
  /** Posts one `docs/autocomplete`; the typed text completed (`queryPlusText`), best first. */
  autocomplete(index: IndexBaseName, options: AutocompleteOptions): Promise<string[]>;
}

/** A failed or unreadable answer of the search service. */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SearchError";
  }
}

/**
 * Mismatches this isolate has logged: one line per audience, index, field and
 * problem is enough to act on, and a busy page must not repeat it per request.
 */
const loggedMismatches = new Set<string>();

function logMismatch(logger: Logger, audience: Audience, index: string, mismatch: FieldMismatch): void {
  const key = `${audience}|${index}|${mismatch.field}|${mismatch.problem}`;
  if (loggedMismatches.has(key)) return;
  loggedMismatches.add(key);
  logger.error("Search answer does not match the expected document", { audience, index, ...mismatch });
}

interface Endpoint {
  url: string;
  key: string;
}

/** The audience's own endpoint; the internal audience never falls back to the public one. */
function endpointFor(config: Config, audience: Audience): Endpoint {
  if (audience === "public") return { url: config.SEARCH_PUBLIC_URL, key: config.SEARCH_PUBLIC_KEY };
  if (!config.SEARCH_INTRANET_URL || !config.SEARCH_INTRANET_KEY) {
    throw new SearchError("Intranet search is not configured (SEARCH_INTRANET_URL, SEARCH_INTRANET_KEY)");
  }
  return { url: config.SEARCH_INTRANET_URL, key: config.SEARCH_INTRANET_KEY };
}

function requestBody(options: SearchOptions): Record<string, unknown> {
  const body: Record<string, unknown> = { count: true };
  if (options.search !== undefined) body.search = options.search;
  if (options.filter) body.filter = options.filter;
  if (options.facets?.length) body.facets = options.facets;
  if (options.top !== undefined) body.top = options.top;
  if (options.skip !== undefined) body.skip = options.skip;
  if (options.orderby?.length) body.orderby = options.orderby.join(", ");
  if (options.select?.length) body.select = options.select.join(", ");
  if (options.searchMode) body.searchMode = options.searchMode;
  if (options.searchFields?.length) body.searchFields = options.searchFields.join(", ");
  if (options.queryType) body.queryType = options.queryType;
  if (options.highlight?.fields.length) {
    body.highlight = options.highlight.fields.join(",");
    body.highlightPreTag = options.highlight.preTag;
    body.highlightPostTag = options.highlight.postTag;
  }
  return body;
}

async function readError(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200) || response.statusText;
}

/**
 * Search client for one request context. The endpoint and `api-key` follow the
 * audience (public: SEARCH_PUBLIC_*, internal: SEARCH_INTRANET_*), the index
 * name the language context.
 */
export function createSearchClient(options: {
  config: Config;
  audience: Audience;
  language: LanguageContext;
  logger: Logger;
  fetch?: typeof fetch;
  retryDelayMs?: number;
  cache?: OutboundCache;
  documents?: DocumentsById | undefined;
}): SearchClient {
  const { config, audience, language, logger } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cache = options.cache ?? noCache;
  const delayMs = options.retryDelayMs ?? RETRY_DELAY_MS;

  /** One POST to `{index}-{language}/docs/{operation}`: retried, its answer read by `read`; logged and rethrown on failure. */
  async function send<R>(
    index: IndexBaseName,
    operation: "search" | "search.post.suggest" | "search.post.autocomplete",
    payload: Record<string, unknown>,
    logged: { options: Record<string, unknown>; cache: OutboundStrategy },
    read: (json: unknown, indexName: string) => R,
  ): Promise<R> {
    const endpoint = endpointFor(config, audience);
    const indexName = `${index}-${language}`;
    const url = `${endpoint.url.replace(/\/+$/, "")}/indexes/${indexName}/docs/${operation}?api-version=${encodeURIComponent(config.SEARCH_API_VERSION)}`;
    const body = JSON.stringify(payload);
    try {
      return await withRetries(
        async () => {
          const response = await doFetch(url, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", "api-key": endpoint.key },
            body,
          });
          if (!response.ok) {
            throw new SearchError(`Search answered ${response.status}: ${await readError(response)}`, response.status);
          }
          const json = await response.json().catch(() => {
            throw new SearchError("Search answered with invalid JSON");
          });
          return read(json, indexName);
        },
        { retries: RETRIES, delayMs },
      );
    } catch (error) {
      logger.error("Search request failed", {
        audience,
        index: indexName,
        ...(operation === "search" ? {} : { operation }),
        options: logged.options,
        cache: logged.cache,
        error: errorMessage(error),
      });
      throw error;
    }
  }

  function post<T>(index: IndexBaseName, search: SearchOptions): Promise<SearchAnswer<T>> {
    const { cache: strategy, ...logged } = search;
    return send(
      index,
      "search",
      requestBody(search),
      { options: logged, cache: strategy ?? "catalogue" },
      (json, indexName) => {
        const parsed = v.safeParse(SearchAnswerSchema, json);
        if (!parsed.success) {
          throw new SearchError(`Search answer is malformed: ${v.summarize(parsed.issues)}`);
        }
        const value = checkDocuments(index, parsed.output.value, search.select, (mismatch) =>
          logMismatch(logger, audience, indexName, mismatch),
        );
        return {
          count: parsed.output["@odata.count"] ?? parsed.output.value.length,
          value: value as T[],
          facets: (parsed.output["@search.facets"] ?? {}) as Facets,
        };
      },
    );
  }

  function suggestPost<T>(index: IndexBaseName, options: SuggestOptions): Promise<Suggestion<T>[]> {
    const { cache: strategy, ...logged } = options;
    const payload: Record<string, unknown> = {
      search: options.search,
      suggesterName: SUGGESTER_NAME,
      select: options.select.join(","),
      top: options.top,
    };
    if (options.filter) payload.filter = options.filter;
    if (options.fuzzy) payload.fuzzy = true;
    return send(
      index,
      "search.post.suggest",
      payload,
      { options: logged, cache: strategy ?? "catalogue" },
      (json, indexName) => {
        const parsed = v.safeParse(SuggestAnswerSchema, json);
        if (!parsed.success) throw new SearchError(`Suggest answer is malformed: ${v.summarize(parsed.issues)}`);
        const docs = parsed.output.value.map(({ "@search.text": _text, ...doc }) => doc);
        checkDocuments(index, docs, options.select, (mismatch) => logMismatch(logger, audience, indexName, mismatch));
        return parsed.output.value.map((entry, i) => ({ text: entry["@search.text"], document: docs[i] as T }));
      },
    );
  }

  function autocompletePost(index: IndexBaseName, options: AutocompleteOptions): Promise<string[]> {
    const { cache: strategy, ...logged } = options;
    const payload: Record<string, unknown> = {
      search: options.search,
      suggesterName: SUGGESTER_NAME,
      autocompleteMode: options.mode ?? "oneTermWithContext",
      top: options.top,
    };
    if (options.filter) payload.filter = options.filter;
    return send(
      index,
      "search.post.autocomplete",
      payload,
      { options: logged, cache: strategy ?? "catalogue" },
      (json) => {
        const parsed = v.safeParse(AutocompleteAnswerSchema, json);
        if (!parsed.success) throw new SearchError(`Autocomplete answer is malformed: ${v.summarize(parsed.issues)}`);
        return parsed.output.value.map((entry) => entry.queryPlusText);
      },
    );
  }

  return {
    audience,
    language,
    documents: options.documents,
    search<T>(index: IndexBaseName, search: SearchOptions) {
      const strategy = search.cache ?? "catalogue";
      const { cache: _ignored, ...keyed } = search;
      const key = `search:${audience}:${language}:${index}:${JSON.stringify(keyed)}`;
      return cache
        .aged(key, strategy, () => post<T>(index, search))
        .then(({ value, ageSeconds }) => (ageSeconds > 0 ? { ...value, ageSeconds } : value));
    },
    suggest<T>(index: IndexBaseName, options: SuggestOptions) {
      const strategy = options.cache ?? "catalogue";
      const { cache: _ignored, ...keyed } = options;
      // Its own key space: a suggestion list is never a search answer.
      const key = `suggest:${audience}:${language}:${index}:${JSON.stringify(keyed)}`;
      return cache.wrap(key, strategy, () => suggestPost<T>(index, options));
    },
    autocomplete(index: IndexBaseName, options: AutocompleteOptions) {
      const strategy = options.cache ?? "catalogue";
      const { cache: _ignored, ...keyed } = options;
      const key = `autocomplete:${audience}:${language}:${index}:${JSON.stringify(keyed)}`;
      return cache.wrap(key, strategy, () => autocompletePost(index, options));
    },
  };
}
