import { LRUCache } from "lru-cache";

/**
 * The page keys this isolate has been asked for, so a page's second ask can
 * be told from its first (ADR 0081). Only keys are kept, bounded in bytes:
 * a key forgotten costs one more render, never a wrong page.
 */
export interface AskedPages {
  /** Notes `key` as asked; answers whether it had been asked before. */
  note(key: string): boolean;
  sizes(): { entries: number; bytes: number };
}

/** About 6,000 page keys of some 170 characters; beside the page memory's 8 MB (ADR 0011). */
export const ASKED_PAGES_MAX_BYTES = 1024 * 1024;

/** A key's string (two bytes a character at most) and its entry in the table. */
const bytesOf = (key: string) => key.length * 2 + 64;

export function createAskedPages(options: { maxBytes?: number } = {}): AskedPages {
  const keys = new LRUCache<string, true>({
    maxSize: options.maxBytes ?? ASKED_PAGES_MAX_BYTES,
    sizeCalculation: (_value, key) => bytesOf(key),
  });
  return {
    note(key) {
      const before = keys.has(key);
      keys.set(key, true);
      return before;
    },
    sizes: () => ({ entries: keys.size, bytes: keys.calculatedSize }),
  };
}

/** The isolate's asked page keys, shared by every request. */
export const isolateAskedPages: AskedPages = createAskedPages();
