import { LRUCache } from "lru-cache";
import type { Logger } from "../../logger";
import { coalesce } from "./coalesce";
import { BackendUnavailableError } from "./errors";
import type { TimingEntry } from "./server-timing";
import { type CacheStatus, type CacheStrategy, freshnessOf, retentionSeconds } from "./strategies";

/** What KV holds per key: the answer and when it was loaded. */
interface StoredEntry<T> {
  t: number;
  v: T;
}

export interface CacheResult<T> {
  /** Shared by every caller that joined the same lookup: treat as read-only. */
  value: T;
  status: CacheStatus;
  ageSeconds: number;
}

export interface LoadOptions<T> {
  /**
   * Whether an answer may be stored. Error answers are never stored: a loader
   * that failed throws, and answers that stand for a failure (an empty story
   * after a failed fetch, say) are refused here.
   */
  cacheable?: (value: T) => boolean;
}

export interface DataCache {
  /**
   * The answer for `key` under `strategy`: fresh from KV, stale while it is
   * refreshed in `waitUntil`, or loaded (one load per key per isolate, however
   * many requests ask). When loading fails, a stale answer within the
   * stale-if-error window is served; without one, BackendUnavailableError.
   * A null key (draft, editor) bypasses the cache.
   */
  get<T>(key: string | null, strategy: CacheStrategy, loader: () => Promise<T>, options?: LoadOptions<T>): Promise<T>;
  /** Same as get, with where the answer came from. */
  lookup<T>(
    key: string | null,
    strategy: CacheStrategy,
    loader: () => Promise<T>,
    options?: LoadOptions<T>,
  ): Promise<CacheResult<T>>;
  /** Cache status and time of each lookup of this request, for Server-Timing. */
  timings(): TimingEntry[];
}

export interface DataCacheOptions {
  kv: KVNamespace;
  /** The request's `executionCtx.waitUntil`, for background refreshes and writes. */
  waitUntil: (promise: Promise<unknown>) => void;
  logger?: Logger;
  now?: () => number;
}

/** Bounds of the answers kept while their KV write is under way. */
export const PENDING_WRITES_MAX_ENTRIES = 500;
export const PENDING_WRITES_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Answers written by this isolate whose KV write has not finished yet: a
 * request that arrives in that gap must not load the same answer again.
 * Bounded by entries and by the size of their stored JSON: when KV is slow
 * the oldest are dropped, and a request for one of them reads KV as usual.
 */
const pendingWrites = new LRUCache<string, StoredEntry<unknown>>({
  max: PENDING_WRITES_MAX_ENTRIES,
  maxSize: PENDING_WRITES_MAX_BYTES,
});

/** How many answers and bytes wait for their KV write (tests and diagnostics). */
export function pendingWriteSizes(): { entries: number; bytes: number } {
  return { entries: pendingWrites.size, bytes: pendingWrites.calculatedSize };
}

/** A KV data cache bound to one request (its waitUntil and its timings). */
export function createDataCache(options: DataCacheOptions): DataCache {
  const { kv, waitUntil, logger } = options;
  const now = options.now ?? Date.now;
  const timings: TimingEntry[] = [];

  const read = async <T>(key: string): Promise<StoredEntry<T> | null> => {
    const pending = pendingWrites.get(key);
    if (pending) return pending as StoredEntry<T>;
    try {
      const stored = await kv.get<StoredEntry<T>>(key, "json");
      return stored && typeof stored.t === "number" ? stored : null;
    } catch (error) {
      // A KV hiccup must not take the page down: behave as a miss.
      logger?.warn("Cache read failed", { key, error: String(error) });
      return null;
    }
  };

  const write = <T>(key: string, strategy: CacheStrategy, value: T) => {
    const entry: StoredEntry<T> = { t: now(), v: value };
    const json = JSON.stringify(entry);
    // An answer larger than the whole budget is simply not kept (lru-cache refuses it).
    pendingWrites.set(key, entry, { size: Math.max(1, json.length) });
    const put = kv
      .put(key, json, { expirationTtl: retentionSeconds(strategy) })
      .catch((error: unknown) => logger?.warn("Cache write failed", { key, error: String(error) }))
      .finally(() => {
        if (pendingWrites.peek(key) === entry) pendingWrites.delete(key);
      });
    waitUntil(put);
  };

  /** Loads and stores; concurrent loads of one key in this isolate share one call. */
  const load = <T>(key: string, strategy: CacheStrategy, loader: () => Promise<T>, opts: LoadOptions<T>) =>
    coalesce(
      `load:${key}`,
      async () => {
        const value = await loader();
        if (opts.cacheable?.(value) ?? true) write(key, strategy, value);
        return value;
      },
      { keepAlive: waitUntil },
    );

  const resolve = async <T>(
    key: string,
    strategy: CacheStrategy,
    loader: () => Promise<T>,
    opts: LoadOptions<T>,
  ): Promise<CacheResult<T>> => {
    const entry = await read<T>(key);
    const ageSeconds = entry ? Math.max(0, (now() - entry.t) / 1000) : 0;
    const freshness = entry ? freshnessOf(ageSeconds, strategy) : "expired";
    if (entry && freshness === "fresh") return { value: entry.v, status: "HIT", ageSeconds };
    if (entry && freshness === "stale-while-revalidate") {
      waitUntil(
        load(key, strategy, loader, opts).catch((error: unknown) =>
          logger?.warn("Background refresh failed; stale answer kept", { key, error: String(error) }),
        ),
      );
      return { value: entry.v, status: "STALE", ageSeconds };
    }
    try {
      const value = await load(key, strategy, loader, opts);
      // A refused answer (standing for a failure) must not replace a usable stale one.
      if (entry && freshness === "stale-if-error" && opts.cacheable && !opts.cacheable(value)) {
        return { value: entry.v, status: "STALE", ageSeconds };
      }
      return { value, status: "MISS", ageSeconds: 0 };
    } catch (error) {
      if (entry && freshness === "stale-if-error") {
        logger?.warn("Backend failed; serving stale answer", { key, strategy: strategy.name, error: String(error) });
        return { value: entry.v, status: "STALE", ageSeconds };
      }
      throw new BackendUnavailableError(strategy.name, { cause: error });
    }
  };

  const lookup = async <T>(
    key: string | null,
    strategy: CacheStrategy,
    loader: () => Promise<T>,
    opts: LoadOptions<T> = {},
  ): Promise<CacheResult<T>> => {
    const started = now();
    const record = (status: CacheStatus) =>
      timings.push({ name: `cache-${strategy.name}`, description: status, durationMs: now() - started });
    if (key === null) {
      try {
        const value = await loader();
        record("BYPASS");
        return { value, status: "BYPASS", ageSeconds: 0 };
      } catch (error) {
        record("BYPASS");
        throw new BackendUnavailableError(strategy.name, { cause: error });
      }
    }
    // Every caller of this isolate asking for the key right now shares one lookup.
    try {
      const result = await coalesce(`get:${key}`, () => resolve(key, strategy, loader, opts), { keepAlive: waitUntil });
      record(result.status);
      return result;
    } catch (error) {
      record("MISS");
      throw error;
    }
  };

  return {
    lookup,
    get: async (key, strategy, loader, opts) => (await lookup(key, strategy, loader, opts)).value,
    timings: () => [...timings],
  };
}
