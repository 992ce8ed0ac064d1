import { LRUCache } from "lru-cache";
import type { ICacheProvider, ISbResult } from "storyblok-js-client";
import { keyedEntryBytes, stringBytes } from "../cache/entry-bytes";

/**
 * The one caching seam of the content client. storyblok-js-client reads and
 * writes published answers through it (keys already carry token, version,
 * language, release and cv), and flushes it when a draft request starts or a
 * new cv arrives. It keeps answers in isolate memory; the KV tier sits in
 * front of the whole content service (`services/cache/content-cache.ts`).
 */
export type StoryCache = ICacheProvider;

export interface MemoryStoryCache extends StoryCache {
  /** Entries held and the bytes they are counted as (tests and diagnostics). */
  sizes(): { entries: number; bytes: number };
}

export const STORY_CACHE_MAX_ENTRIES = 500;
export const STORY_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * What an answer held under `key` is counted as: its JSON at two bytes a
 * character (a German page's quotation marks make the whole text UTF-16),
 * and its key, which carries the slug a visitor asked for.
 */
export const storyCacheEntryBytes = (key: string, json: string) => stringBytes(json) + keyedEntryBytes(key);

/**
 * Bounded in-memory cache, shared by every request of the isolate. The
 * library's own memory cache is unbounded and module-global (this seam
 * replaces it); a Worker isolate has 128 MB. Answers are kept as their JSON
 * text: compact, measured exactly, and every reader parses a copy of its own
 * (callers mutate answers while resolving links). The least recently used go
 * first once `maxEntries` or `maxBytes` (JSON and keys, in bytes) is reached;
 * an answer larger than the whole budget is not kept.
 */
export function createMemoryStoryCache(options: { maxEntries?: number; maxBytes?: number } = {}): MemoryStoryCache {
  const entries = new LRUCache<string, string>({
    max: options.maxEntries ?? STORY_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? STORY_CACHE_MAX_BYTES,
    sizeCalculation: (json, key) => storyCacheEntryBytes(key, json),
  });
  return {
    async get(key) {
      const hit = entries.get(key);
      return hit === undefined ? undefined : (JSON.parse(hit) as ISbResult);
    },
    async set(key, content) {
      entries.set(key, JSON.stringify(content));
    },
    async getAll() {
      return Object.fromEntries([...entries.entries()].map(([key, json]) => [key, JSON.parse(json)])) as ISbResult;
    },
    async flush() {
      entries.clear();
    },
    sizes: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** The isolate's shared published-content cache. */
export const isolateStoryCache: MemoryStoryCache = createMemoryStoryCache();
