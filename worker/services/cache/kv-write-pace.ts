import { LRUCache } from "lru-cache";
import { keyedEntryBytes } from "./entry-bytes";

/**
 * KV accepts about one write per second per key. Two loads of one key in one
 * second (a request that missed memory and KV while the first write was
 * still on its way) would write it twice; the second answer is at most a
 * second newer and the memory tier holds it, so its KV write is skipped.
 * Keys are remembered per isolate, the least recently written dropped first
 * once `maxKeys` or `maxBytes` is reached (a KV key may take up to 512 bytes).
 */
export interface KvWritePace {
  /** True when `key` may be written now (and notes the write); false within a second of the last. */
  allow(key: string): boolean;
}

export const KV_WRITE_PACE_MAX_KEYS = 2_000;
/** 2,000 keys of the usual 150 characters take about 0.7 MB of it. */
export const KV_WRITE_PACE_MAX_BYTES = 1024 * 1024;
export const KV_WRITE_MIN_INTERVAL_MS = 1_000;

export function createKvWritePace(
  options: { maxKeys?: number; maxBytes?: number; now?: () => number } = {},
): KvWritePace {
  const now = options.now ?? Date.now;
  const written = new LRUCache<string, number>({
    max: options.maxKeys ?? KV_WRITE_PACE_MAX_KEYS,
    maxSize: options.maxBytes ?? KV_WRITE_PACE_MAX_BYTES,
    sizeCalculation: (_t, key) => keyedEntryBytes(key),
  });
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
