import { LRUCache } from "lru-cache";

/**
 * KV accepts about one write per second per key. Two loads of one key in one
 * second (a request that missed memory and KV while the first write was
 * still on its way) would write it twice; the second answer is at most a
 * second newer and the memory tier holds it, so its KV write is skipped.
 * Keys are remembered per isolate, the least recently written dropped first.
 */
export interface KvWritePace {
  /** True when `key` may be written now (and notes the write); false within a second of the last. */
  allow(key: string): boolean;
}

export const KV_WRITE_PACE_MAX_KEYS = 2_000;
export const KV_WRITE_MIN_INTERVAL_MS = 1_000;

export function createKvWritePace(options: { maxKeys?: number; now?: () => number } = {}): KvWritePace {
  const now = options.now ?? Date.now;
  const written = new LRUCache<string, number>({ max: options.maxKeys ?? KV_WRITE_PACE_MAX_KEYS });
  return {
    allow(key) {
      const t = now();
      const last = written.get(key);
      if (last !== undefined && t - last < KV_WRITE_MIN_INTERVAL_MS) return false;
      written.set(key, t);
      return true;
    },
  };
}

/** The isolate's pace, shared by every request's data cache. */
export const isolateKvWritePace: KvWritePace = createKvWritePace();
