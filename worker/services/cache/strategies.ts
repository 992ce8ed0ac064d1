import type { OutboundStrategy } from "../outbound";

/**
 * A named caching strategy. Every cached outbound call names one, so the
 * freshness of each kind of data is a decision written down in one place.
 *
 * - age <= fresh: served as is (HIT);
 * - age <= fresh + staleWhileRevalidate: served, refreshed in the background (STALE);
 * - age <= fresh + staleIfError: refreshed first, served only when the refresh fails.
 */
export interface CacheStrategy {
  name: string;
  freshSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
}

/**
 * KV forgets a key at `expirationTtl`, which may not be below 60 seconds. An
 * entry lives as long as the longest window that may still serve it.
 */
export function retentionSeconds(strategy: CacheStrategy): number {
  const longest = strategy.freshSeconds + Math.max(strategy.staleWhileRevalidateSeconds, strategy.staleIfErrorSeconds);
  return Math.max(60, Math.ceil(longest));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The strategies of the catalogue. Content keys carry the cv, so a publish
 * makes them unreachable at once: they can stay fresh for long. Search
 * answers follow the PIM feed, which has no such signal: short freshness,
 * long stale windows so a search outage is invisible.
 */
export const STRATEGIES = {
  /** Stories: invalidated by cv, not by time. */
  story: { name: "story", freshSeconds: HOUR, staleWhileRevalidateSeconds: DAY, staleIfErrorSeconds: 7 * DAY },
  /** Search answers and data sheets: catalogue data that follows the PIM exports. */
  catalogue: {
    name: "catalogue",
    freshSeconds: 5 * MINUTE,
    staleWhileRevalidateSeconds: HOUR,
    staleIfErrorSeconds: DAY,
  },
  /** Data sheets and market trees: slow services, slow-changing answers. */
  reference: {
    name: "reference",
    freshSeconds: HOUR,
    staleWhileRevalidateSeconds: DAY,
    staleIfErrorSeconds: 7 * DAY,
  },
  /** Page HTML in the Cache API; the key carries the cv. */
  page: { name: "page", freshSeconds: 5 * MINUTE, staleWhileRevalidateSeconds: HOUR, staleIfErrorSeconds: DAY },
} as const satisfies Record<string, CacheStrategy>;

/** The strategy of a cached outbound call (`no-store` calls never reach a cache). */
export const outboundStrategy = (strategy: Exclude<OutboundStrategy, "no-store">): CacheStrategy =>
  strategy === "reference" ? STRATEGIES.reference : STRATEGIES.catalogue;

/** Where an answer came from, for `X-Cache-Status` and `Server-Timing`. */
export type CacheStatus = "HIT" | "STALE" | "MISS" | "BYPASS";

/** How old an entry is relative to its strategy. */
export type Freshness = "fresh" | "stale-while-revalidate" | "stale-if-error" | "expired";

export function freshnessOf(ageSeconds: number, strategy: CacheStrategy): Freshness {
  if (ageSeconds <= strategy.freshSeconds) return "fresh";
  if (ageSeconds <= strategy.freshSeconds + strategy.staleWhileRevalidateSeconds) return "stale-while-revalidate";
  if (ageSeconds <= strategy.freshSeconds + strategy.staleIfErrorSeconds) return "stale-if-error";
  return "expired";
}
