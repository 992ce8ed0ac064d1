import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { createLogger } from "../../logger";
import { createDataCache, type DataCache } from "./data-cache";

const perRequest = new WeakMap<Request, DataCache>();

/** The request's `waitUntil`, or a no-op where there is no execution context (plain `app.request` in tests). */
export function waitUntilOf(c: Context): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => {
      promise.catch(() => {});
    };
  }
}

/**
 * The data cache of this request (KV `CATALOGUE_CACHE`, the request's
 * waitUntil and logger), made on first use. Services of one request share it,
 * so the page cache can report every lookup in `Server-Timing`.
 */
export function dataCacheFor(c: Context<AppEnv>): DataCache {
  let cache = perRequest.get(c.req.raw);
  if (!cache) {
    cache = createDataCache({
      kv: c.env.CATALOGUE_CACHE,
      waitUntil: waitUntilOf(c),
      logger: c.get("logger") ?? createLogger({ level: "warn" }),
    });
    perRequest.set(c.req.raw, cache);
  }
  return cache;
}

/** The timings of this request's data cache, if it was used. */
export function dataCacheTimings(request: Request) {
  return perRequest.get(request)?.timings() ?? [];
}
