/**
 * The outbound policy every backend client follows: a failed call is tried
 * again (spec sections 7 and 9), and an answer may be cached through one
 * seam that names its strategy. Search, data sheets and the market tree take
 * both from here; the KV-backed cache is `services/cache/outbound-cache.ts`.
 */

/** Attempts after the first one, and the pause between them (spec sections 7 and 9). */
export const RETRIES = 3;
export const RETRY_DELAY_MS = 2000;

/**
 * Runs `attempt` once and retries it up to `retries` times after `delayMs`,
 * on any failure. Resolves with the first success; rejects with the last
 * error when every attempt failed.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  options: { retries?: number; delayMs?: number } = {},
): Promise<T> {
  const retries = options.retries ?? RETRIES;
  const delayMs = options.delayMs ?? RETRY_DELAY_MS;
  let lastError: unknown;
  for (let n = 0; n <= retries; n++) {
    if (n > 0 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** How long an outbound answer may be kept; not the page cache's `CacheStrategy`. */
export type OutboundStrategy =
  /** Never cached: per-request data, or answers that must be fresh. */
  | "no-store"
  /** Catalogue data that changes with PIM exports: fresh for minutes, stale for longer. */
  | "catalogue"
  /** Reference data (plants, classifications, labels): fresh for hours. */
  | "reference";

/** The one seam through which outbound answers may be cached; every call names its strategy. */
export interface OutboundCache {
  /** Answers `key` from the cache per `strategy`, or calls `load`. Errors are never cached. */
  wrap<T>(key: string, strategy: OutboundStrategy, load: () => Promise<T>): Promise<T>;
  /** The same, with how old the answer is: 0 when just loaded, its age when a cache answered (stale ones too). */
  aged<T>(key: string, strategy: OutboundStrategy, load: () => Promise<T>): Promise<{ value: T; ageSeconds: number }>;
}

/** No caching: every call reaches the backend. */
export const noCache: OutboundCache = {
  wrap: (_key, _strategy, load) => load(),
  aged: async (_key, _strategy, load) => ({ value: await load(), ageSeconds: 0 }),
};
