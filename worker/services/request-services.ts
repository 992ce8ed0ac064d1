/**
 * The backend clients of one request, made on first use: a request answered
 * from the page cache, a redirect or a refusal builds none of them. Each
 * client is made once per request and shared by everything that answers it,
 * so the KV data cache of the request reports every lookup in Server-Timing.
 */
import type { LanguageContext } from "../../shared/context";
import type { Config } from "../config";
import type { Logger } from "../logger";
import type { RequestContext } from "../model/request-context";
import { cachedContentService } from "./cache/content-cache";
import { isolateCvTracker } from "./cache/cv-tracker";
import { createDataCache, type DataCache, type TimingEntry } from "./cache/data-cache";
import { documentsById } from "./cache/document-tier";
import { kvOutboundCache } from "./cache/outbound-cache";
import { type ContentService, createContentService } from "./content/index";
import { createDatasheetService, type DatasheetService } from "./datasheets/index";
import { createMarketTreeService, type MarketTreeService } from "./market-tree/index";
import { requestDeadline } from "./outbound/deadline";
import { createSearchClient, type SearchClient } from "./search/client";

/** The clients that depend on a language context: the page's own, or the one a finder switched to. */
export interface LanguageServices {
  readonly search: SearchClient;
  readonly marketTree: MarketTreeService;
}

export interface RequestServices extends LanguageServices {
  /** KV `CATALOGUE_CACHE` bound to the request's waitUntil and logger. */
  readonly dataCache: DataCache;
  /** Stories of the request's version, release and language; published ones through the data cache at the current cv. */
  readonly content: ContentService;
  readonly datasheets: DatasheetService;
  /** Search and market tree in another language context (a finder's context switch), through the same data cache. */
  inLanguage(language: LanguageContext): LanguageServices;
  /** Lookups of the data cache so far; none when it was never made. */
  timings(): TimingEntry[];
}

export interface RequestServicesOptions {
  env: Env;
  config: Config;
  ctx: RequestContext;
  logger: Logger;
  /** The request's `waitUntil`: background refreshes and shared loads finish after the answer. */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** A value made by `make` on the first call and kept. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

export function createRequestServices(options: RequestServicesOptions): RequestServices {
  const { env, config, ctx, logger, waitUntil } = options;
  // Every backend call of the request settles by then (see outbound/deadline.ts). Every client below
  // reaches its backend through the data cache (a draft's or an editor's call too, as a bypass), which
  // holds its loads to the deadline, so a stale answer can still stand in for one past it.
  const deadline = requestDeadline(config.BACKEND_DEADLINE_MS, {
    onExpired: (service) =>
      logger.warn("Backend call past the request's deadline", { service, deadlineMs: config.BACKEND_DEADLINE_MS }),
  });
  let madeCache: DataCache | undefined;
  const dataCache = lazy(() => {
    madeCache = createDataCache({ kv: env.CATALOGUE_CACHE, waitUntil, logger, deadline });
    return madeCache;
  });
  const languages = new Map<LanguageContext, LanguageServices>();
  const inLanguage = (language: LanguageContext): LanguageServices => {
    let known = languages.get(language);
    if (!known) {
      // Keys carry audience and language, so answers of two contexts never mix.
      const cache = kvOutboundCache(dataCache(), { ...ctx, language });
      // Documents held by ID go with the answer cache; a bench's A/B switches them off (ADR 0085).
      const documents = config.PERF_DEVICES_OFF.has("documents-by-id")
        ? undefined
        : documentsById({ ...ctx, language });
      const search = lazy(() =>
        createSearchClient({ config, audience: ctx.audience, language, logger, cache, documents }),
      );
      const marketTree = lazy(() => createMarketTreeService({ config, language, logger, cache }));
      known = {
        get search() {
          return search();
        },
        get marketTree() {
          return marketTree();
        },
      };
      languages.set(language, known);
    }
    return known;
  };
  const content = lazy((): ContentService => {
    const base = (cv: number | null) =>
      createContentService({
        config,
        version: ctx.version,
        ...(ctx.release ? { release: ctx.release } : {}),
        language: ctx.language,
        logger,
        cv,
      });
    // The cv the published keys (and the API's own cache keys) carry; drafts never touch the data cache.
    const cached = isolateCvTracker(env, config)
      .current(waitUntil)
      .catch(() => null)
      .then((cv) => {
        // The Storyblok client is made when the data cache misses: stories all answered from the cache build none.
        const client = lazy(() => base(cv));
        const onMiss: ContentService = {
          getStory: (slug) => client().getStory(slug),
          getStoriesBySlugs: (slugs) => client().getStoriesBySlugs(slugs),
          getCacheVersion: () => client().getCacheVersion(),
        };
        return cachedContentService(onMiss, { cache: dataCache(), ctx, cv });
      });
    return {
      getStory: (slug) => cached.then((s) => s.getStory(slug)),
      getStoriesBySlugs: (slugs) => cached.then((s) => s.getStoriesBySlugs(slugs)),
      getCacheVersion: () => cached.then((s) => s.getCacheVersion()),
    };
  });
  const datasheets = lazy(() => createDatasheetService({ config, logger, cache: kvOutboundCache(dataCache(), ctx) }));
  return {
    get dataCache() {
      return dataCache();
    },
    get search() {
      return inLanguage(ctx.language).search;
    },
    get marketTree() {
      return inLanguage(ctx.language).marketTree;
    },
    get content() {
      return content();
    },
    get datasheets() {
      return datasheets();
    },
    inLanguage,
    timings: () => madeCache?.timings() ?? [],
  };
}
