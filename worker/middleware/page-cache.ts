import type { Context, MiddlewareHandler } from "hono";
import { setMetric } from "hono/timing";
import type { AppEnv } from "../app-env";
import { renderBuildOf } from "../loaders/page-assets";
import { isolateCvTracker } from "../services/cache/cv-tracker";
import { mayStorePage, pageKey } from "../services/cache/keys";
import type { CacheStatus } from "../services/cache/strategies";
import {
  createPageCache,
  type EdgeAdmission,
  isolatePageCache,
  type PageCache,
} from "../services/page-cache/page-cache";
import { isPageRefresh, pageRefreshContext } from "../services/page-cache/refresh";
import { waitUntilOf } from "./wait-until";

export const CACHE_STATUS_HEADER = "X-Cache-Status";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** On `?debug=true` answers only: the isolate's memory tier counters (numbers, no keys). */
export const MEMORY_TIER_HEADER = "X-Memory-Tier";

export interface PageCacheOptions {
  /** The page cache and its tiers; the isolate's by default. */
  cache?: PageCache;
  /** The content cache version pages are keyed by; defaults to the isolate's cv tracker. */
  cv?: (c: Context<AppEnv>) => Promise<number | null>;
  /**
   * Runs the app again in the background, e.g.
   * `(request, env, ctx) => app.fetch(request, env, ctx)`, to refresh a stale
   * page (it gets an execution context that says so, see
   * `pageRefreshContext`). Without it a stale page is rendered in the
   * foreground like a miss.
   */
  revalidate?: (request: Request, env: Env, executionCtx: ExecutionContext) => Response | Promise<Response>;
  now?: () => number;
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
  const now = options.now ?? Date.now;
  const cache = options.cache ?? (options.now ? createPageCache({ now }) : isolatePageCache);

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
    const config = c.get("config") as AppEnv["Variables"]["config"] | undefined;
    // The Cache API gets a page on its second ask (ADR 0081), every miss with that device off.
    const admission: EdgeAdmission = config?.PERF_DEVICES_OFF.has("edge-admission") ? "every-miss" : "second-ask";
    const how = { waitUntil: waitUntilOf(c), logger: c.get("logger"), admission };

    if (isPageRefresh(executionCtxOf(c))) {
      // The page cache's own refresh: rendered complete (the request context says so), stored, never read.
      await next();
      const key = ctx ? pageKey(ctx, c.req.url, await cvOf(c, options), await renderBuildOf(c.env)) : null;
      // A refresh renews a page that was stored and asked again.
      if (key) cache.store(key, c.res, { ...how, asked: "again" });
      return;
    }

    if (!ctx || (method !== "GET" && method !== "HEAD") || !mayStorePage(ctx)) {
      await next();
      const res = withHeaders(c.res, timed("BYPASS"));
      if (ctx && (ctx.version === "draft" || ctx.editor || ctx.audience === "internal")) {
        res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      if (ctx?.debug) res.headers.set(MEMORY_TIER_HEADER, cache.figures());
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

    const stored = await cache.lookUp(key, how.waitUntil);
    // A stored page is the cache's own copy: tag it in place, no second wrapper on the hot path.
    if (stored?.freshness === "fresh") {
      // Which bytes the page is: as a visitor was sent them, or a complete render made for the cache.
      if (stored.storedAs) setMetric(c, "page-stored", stored.storedAs);
      return tag(stored.response, timed("HIT"));
    }
    if (stored?.freshness === "stale-while-revalidate" && options.revalidate) {
      const revalidate = options.revalidate;
      const refresh = () => refreshRun(c, revalidate);
      return tag(cache.serveStale(key, stored, refresh, how.waitUntil), timed("STALE"));
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
    // A page stored before (now stale) is one asked again.
    const sent = method === "GET" ? cache.store(key, c.res, stored ? { ...how, asked: "again" } : how) : c.res;
    replace(c, withHeaders(sent, timed("MISS")));
  };
}

/** Hono throws where a request has no execution context (some unit tests); none is then a refresh. */
function executionCtxOf(c: Context<AppEnv>): unknown {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Runs the app again for this page as the page cache's refresh; that run stores it. */
async function refreshRun(c: Context<AppEnv>, render: NonNullable<PageCacheOptions["revalidate"]>): Promise<void> {
  const request = new Request(c.req.url, { headers: c.req.raw.headers });
  // Hono's ExecutionContext type is its own; the runtime object is the Workers one.
  const executionCtx = c.executionCtx as unknown as ExecutionContext;
  const res = await render(request, c.env, pageRefreshContext(executionCtx));
  await res.body?.cancel();
}

function cvOf(c: Context<AppEnv>, options: PageCacheOptions): Promise<number | null> {
  if (options.cv) return options.cv(c);
  const config = c.get("config") as AppEnv["Variables"]["config"] | undefined;
  return isolateCvTracker(c.env, config).current(waitUntilOf(c));
}
