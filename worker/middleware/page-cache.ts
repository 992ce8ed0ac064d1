import type { Context, MiddlewareHandler } from "hono";
import { setMetric } from "hono/timing";
import type { AppEnv } from "../app-env";
import { isStoreRender, markStoreRender } from "../render/complete-render";
import { renderBuildOf } from "../render/page-assets";
import { coalesce } from "../services/cache/coalesce";
import { isolateCvTracker } from "../services/cache/cv-tracker";
import { type HitReplay, isolateHitReplay } from "../services/cache/hit-replay";
import { mayStorePage, pageKey } from "../services/cache/keys";
import { isolateMemoryTier } from "../services/cache/memory-tier";
import { isolatePageMemory } from "../services/cache/page-memory";
import { isStorablePage, readPage, writePage } from "../services/cache/page-store";
import { type CacheStatus, type CacheStrategy, STRATEGIES } from "../services/cache/strategies";
import { waitUntilOf } from "./wait-until";

export const CACHE_STATUS_HEADER = "X-Cache-Status";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** On `?debug=true` answers only: the isolate's memory tier counters (numbers, no keys). */
export const MEMORY_TIER_HEADER = "X-Memory-Tier";

/**
 * `lookups=…, hits=…, entries=…, bytes=…` of the isolate's data memory tier,
 * then the same of its page memory, each name prefixed `page-`.
 */
export function memoryTierFigures(): string {
  const data = { ...isolateMemoryTier.stats(), ...isolateMemoryTier.sizes() };
  const pages = { ...isolatePageMemory.stats(), ...isolatePageMemory.sizes() };
  return [
    `lookups=${data.lookups}, hits=${data.hits}, entries=${data.entries}, bytes=${data.bytes}`,
    `page-lookups=${pages.lookups}, page-hits=${pages.hits}, page-entries=${pages.entries}, page-bytes=${pages.bytes}`,
  ].join(", ");
}

export interface PageCacheOptions {
  strategy?: CacheStrategy;
  /** The content cache version pages are keyed by; defaults to the isolate's cv tracker. */
  cv?: (c: Context<AppEnv>) => Promise<number | null>;
  /**
   * Runs the app again in the background, e.g.
   * `(request, env, ctx) => app.fetch(request, env, ctx)`: to refresh a stale
   * page, and after a miss to render the complete page that is stored while
   * the visitor gets the streamed one. Without it a stale page is rendered in
   * the foreground like a miss, and a miss stores the visitor's own render.
   */
  revalidate?: (request: Request, env: Env, executionCtx: ExecutionContext) => Response | Promise<Response>;
  now?: () => number;
  /** Where a fresh hit is noted so the worker's entry can answer the same URL again (ADR 0031). */
  replay?: Pick<HitReplay, "note">;
}

/**
 * Replaces the response. Hono copies the old response's headers onto a newly
 * set one; clearing first keeps the new headers (a forced no-store) as set.
 */
const replace = (c: Context, response: Response) => {
  c.res = undefined;
  c.res = response;
};

/** Sets the cache status on a response whose headers this middleware owns (a stored page's copy). */
const tag = (out: Response, status: CacheStatus) => {
  out.headers.set(CACHE_STATUS_HEADER, status);
  return out;
};

/** Same, on a copy: a rendered response's headers may be immutable. */
const withHeaders = (response: Response, status: CacheStatus) => tag(new Response(response.body, response), status);

/**
 * Page cache for published public pages in the Cache API. A fresh page is
 * answered from the cache (HIT); a stale one too, while it is re-rendered in
 * `waitUntil` (STALE); otherwise the page is rendered and a 200 is stored
 * (MISS). When rendering fails within the stale-if-error window the stored
 * page is answered. Draft, editor, internal and debug requests are never
 * looked up nor stored (BYPASS) and get `Cache-Control: private, no-store`
 * unless public. Needs the request context (`c.get("ctx")`) set before it.
 */
export function pageCache(options: PageCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const strategy = options.strategy ?? STRATEGIES.page;
  const now = options.now ?? Date.now;
  const replay = options.replay ?? isolateHitReplay;

  return async function pageCacheMiddleware(c, next) {
    const started = now();
    /**
     * Reports the page cache's status and time, and this request's data-cache
     * lookups so far, as `Server-Timing` metrics (the app's `timing()` writes
     * the header); answers the status.
     */
    const timed = (status: CacheStatus): CacheStatus => {
      setMetric(c, "page-cache", now() - started, status);
      for (const lookup of c.get("services")?.timings() ?? []) {
        setMetric(c, lookup.name, lookup.durationMs, lookup.description);
      }
      return status;
    };
    const ctx = c.get("ctx") as AppEnv["Variables"]["ctx"] | undefined;
    const method = c.req.method;

    if (isStoreRender(c.req.raw)) {
      await next();
      const key = ctx ? pageKey(ctx, c.req.url, await cvOf(c, options), await renderBuildOf(c.env)) : null;
      if (key && isStorablePage(c.res)) await storeComplete(c, key, c.res.clone(), strategy, now);
      return;
    }

    if (!ctx || (method !== "GET" && method !== "HEAD") || !mayStorePage(ctx)) {
      await next();
      const res = withHeaders(c.res, timed("BYPASS"));
      if (ctx && (ctx.version === "draft" || ctx.editor || ctx.audience === "internal")) {
        res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      if (ctx?.debug) res.headers.set(MEMORY_TIER_HEADER, memoryTierFigures());
      replace(c, res);
      return;
    }

    const cv = await cvOf(c, options);
    const key = pageKey(ctx, c.req.url, cv, await renderBuildOf(c.env));
    if (!key) {
      await next();
      replace(c, withHeaders(c.res, timed("BYPASS")));
      return;
    }

    const stored = await readPage(key, strategy, now());
    // A stored page is readPage's own copy: tag it in place, no second wrapper on the hot path.
    if (stored?.freshness === "fresh") {
      replay.note(c.req.raw, { key: key.url, cv, storedAt: stored.storedAt, config: c.get("config") });
      return tag(stored.response, timed("HIT"));
    }
    if (stored?.freshness === "stale-while-revalidate" && options.revalidate) {
      const revalidate = options.revalidate;
      waitUntilOf(c)(renderForStore(c, key, revalidate));
      return tag(stored.response, timed("STALE"));
    }

    try {
      await next();
    } catch (error) {
      // Only reached when no error handler answered: the stored page is still right.
      if (stored) return withHeaders(stored.response, timed("STALE"));
      throw error;
    }
    if (stored && c.res.status >= 500) {
      await c.res.body?.cancel();
      replace(c, withHeaders(stored.response, timed("STALE")));
      return;
    }
    if (stored) await stored.response.body?.cancel();
    if (method === "GET" && isStorablePage(c.res)) {
      // What is kept is a complete render (no fallback, no inline script): the visitor's own when it
      // went out complete, else one rendered again for storing while the visitor reads the streamed one.
      const streamed = c.get("completeRender") !== true;
      if (streamed && options.revalidate) waitUntilOf(c)(renderForStore(c, key, options.revalidate));
      else waitUntilOf(c)(storeComplete(c, key, c.res.clone(), strategy, now).catch(() => {}));
    }
    replace(c, withHeaders(c.res, timed("MISS")));
  };
}

/**
 * Runs the app again, in the background, for a complete render of the page
 * under `key`; that run stores it (see the `isStoreRender` branch). Concurrent
 * requests for one page share one such render.
 */
function renderForStore(
  c: Context<AppEnv>,
  key: Request,
  render: NonNullable<PageCacheOptions["revalidate"]>,
): Promise<void> {
  const request = new Request(c.req.url, { headers: c.req.raw.headers });
  markStoreRender(request);
  // Hono's ExecutionContext type is its own; the runtime object is the Workers one.
  const executionCtx = c.executionCtx as unknown as ExecutionContext;
  return coalesce(`page:${key.url}`, async () => {
    await render(request, c.env, executionCtx);
  }).catch(() => {});
}

/**
 * Stores a rendered page once its body has ended. Only then has every
 * section rendered and reported whether it fell back to a failure note; a
 * page with any is not kept, so the first request after the backend is back
 * renders it again.
 */
async function storeComplete(
  c: Context<AppEnv>,
  key: Request,
  response: Response,
  strategy: CacheStrategy,
  now: () => number,
): Promise<void> {
  const body = await response.arrayBuffer();
  const degraded = [...c.get("degraded")];
  if (degraded.length > 0) {
    c.get("logger")?.info("Degraded page not stored", { sections: degraded });
    return;
  }
  await writePage(key, new Response(body, response), strategy, now());
}

function cvOf(c: Context<AppEnv>, options: PageCacheOptions): Promise<number | null> {
  if (options.cv) return options.cv(c);
  const config = c.get("config") as AppEnv["Variables"]["config"] | undefined;
  return isolateCvTracker(c.env, config).current(waitUntilOf(c));
}
