/**
 * The one seam through which outbound answers may be cached. Every call names
 * its strategy, and the implementation decides how it is kept (KV and memory:
 * `services/cache/outbound-cache.ts`), so callers never depend on the store.
 */
export type CacheStrategy =
  /** Never cached: per-request data, or answers that must be fresh. */
  | "no-store"
  /** Catalogue data that changes with PIM exports: fresh for minutes, stale for longer. */
  | "catalogue"
  /** Reference data (plants, classifications, labels): fresh for hours. */
  | "reference";

export interface OutboundCache {
  /** Answers `key` from the cache per `strategy`, or calls `load`. Errors are never cached. */
  wrap<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T>;
}

/** No caching: every call reaches the backend. */
export const noCache: OutboundCache = {
  wrap: (_key, _strategy, load) => load(),
};
