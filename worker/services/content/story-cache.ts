import type { ICacheProvider, ISbResult } from "storyblok-js-client";

/**
 * The one caching seam of the content client. storyblok-js-client reads and
 * writes published answers through it (keys already carry token, version,
 * language, release and cv), and flushes it when a draft request starts or a
 * new cv arrives. The edge-caching work implements it over KV; the default
 * keeps answers in isolate memory.
 */
export type StoryCache = ICacheProvider;

/**
 * Bounded in-memory cache, shared by every request of the isolate. The
 * library's own memory cache is unbounded and module-global; a Worker isolate
 * has 128 MB, so the oldest entries go first once `maxEntries` is reached.
 */
export function createMemoryStoryCache(options: { maxEntries?: number } = {}): StoryCache {
  const maxEntries = options.maxEntries ?? 500;
  let entries = new Map<string, ISbResult>();
  return {
    async get(key) {
      const hit = entries.get(key);
      if (hit) {
        // Re-insert so eviction drops the least recently used entry.
        entries.delete(key);
        entries.set(key, hit);
      }
      // Callers mutate answers while resolving links; hand out a copy.
      return hit ? structuredClone(hit) : undefined;
    },
    async set(key, content) {
      entries.delete(key);
      entries.set(key, structuredClone(content));
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    async getAll() {
      return Object.fromEntries(entries) as unknown as ISbResult;
    },
    async flush() {
      entries = new Map();
    },
  };
}

/** The isolate's shared published-content cache. */
export const isolateStoryCache: StoryCache = createMemoryStoryCache();
