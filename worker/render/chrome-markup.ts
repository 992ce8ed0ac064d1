import { LRUCache } from "lru-cache";
import { keyedEntryBytes, stringBytes } from "../services/cache/entry-bytes";

/**
 * The navbar's and footer's contents as HTML, kept per story object, site,
 * language and (navbar) current item, shared by every request of the
 * isolate. A story's renderings are few, but a navbar renders once more for
 * every page its items lead to, in every site and language, so the table is
 * bounded in bytes (the least recently used go first) rather than left to
 * live as long as its stories. A rendering that failed is kept as `null`, so
 * a story that cannot render is logged once, not on every page.
 */
export interface ChromeMarkup {
  get(key: string): { html: string | null } | undefined;
  set(key: string, html: string | null): void;
  /** Renderings held and the bytes they are counted as. */
  sizes(): { entries: number; bytes: number };
}

export const CHROME_MARKUP_MAX_ENTRIES = 2_000;
/** Beside the data tier's 8 MB, the story cache's 16 MB and the page memory's 8 MB (ADR 0011). */
export const CHROME_MARKUP_MAX_BYTES = 4 * 1024 * 1024;

/** What a rendering is counted as: its HTML at two bytes a character, and its key and entry. */
export const chromeMarkupEntryBytes = (key: string, html: string | null) =>
  stringBytes(html ?? "") + keyedEntryBytes(key);

export function createChromeMarkup(options: { maxEntries?: number; maxBytes?: number } = {}): ChromeMarkup {
  const held = new LRUCache<string, { html: string | null }>({
    max: options.maxEntries ?? CHROME_MARKUP_MAX_ENTRIES,
    maxSize: options.maxBytes ?? CHROME_MARKUP_MAX_BYTES,
    sizeCalculation: (entry, key) => chromeMarkupEntryBytes(key, entry.html),
  });
  return {
    get: (key) => held.get(key),
    set: (key, html) => {
      held.set(key, { html });
    },
    sizes: () => ({ entries: held.size, bytes: held.calculatedSize }),
  };
}

/** The isolate's renderings, shared by every request. */
export const isolateChromeMarkup: ChromeMarkup = createChromeMarkup();
