import { LRUCache } from "lru-cache";
import { keyedEntryBytes } from "./entry-bytes";
import { STRATEGIES } from "./strategies";

/** Keys held at most: a story key is about 120 characters, so 1,000 of them take about 300 kB. */
export const ABSENT_STORIES_MAX = 1_000;
/**
 * Bytes the keys may take: a key carries the slug a visitor asked for, and a
 * URL may be 16 kB long, so 1,000 keys alone could take 32 MB.
 */
export const ABSENT_STORIES_MAX_BYTES = 512 * 1024;

/** How long an absence is believed: as long as a story found under the same key is fresh. */
export const ABSENT_STORY_SECONDS = STRATEGIES.story.freshSeconds;

/**
 * Story keys Storyblok answered 404 for, in the isolate's memory only.
 *
 * A story key carries the cv, and Storyblok moves the cv on every publish, so
 * "no story under this key" stays true exactly as long as a story found under
 * it stays current: a newly published story gets a new key the moment the
 * webhook (or the tracker's next look at the space) moves the cv. Holding the
 * absence spares a page name with no story its two content calls (with and
 * without a trailing slash) on every request. Never in KV: each distinct
 * wrong URL would cost a write there.
 */
export interface AbsentStories {
  has(key: string): boolean;
  add(key: string): void;
  size(): number;
}

export function createAbsentStories(
  options: { maxEntries?: number; maxBytes?: number; seconds?: number; now?: () => number } = {},
): AbsentStories {
  const now = options.now ?? Date.now;
  const lifetimeMs = (options.seconds ?? ABSENT_STORY_SECONDS) * 1000;
  // The time each absence was seen; the least recently asked go first.
  const seen = new LRUCache<string, number>({
    max: options.maxEntries ?? ABSENT_STORIES_MAX,
    maxSize: options.maxBytes ?? ABSENT_STORIES_MAX_BYTES,
    sizeCalculation: (_at, key) => keyedEntryBytes(key),
  });
  return {
    has(key) {
      const at = seen.get(key);
      if (at === undefined) return false;
      if (now() - at < lifetimeMs) return true;
      seen.delete(key);
      return false;
    },
    add(key) {
      seen.set(key, now());
    },
    size: () => seen.size,
  };
}

/** The isolate's absences, shared by every request. */
export const isolateAbsentStories: AbsentStories = createAbsentStories();
