import { LRUCache } from "lru-cache";
import { keyedEntryBytes, stringBytes } from "../cache/entry-bytes";
import { KEY_SCHEMA } from "../cache/keys";

/** How a stored page was made (reported on a hit in `Server-Timing`, `page-stored`). */
export type StoredAs = "sent" | "rendered-complete";

/**
 * A page as the page cache answers it: the bytes, status and headers a
 * visitor gets (the stored `Cache-Control`, no bookkeeping headers), and
 * when it was stored, which is what its freshness is judged by.
 */
export interface HeldPage {
  storedAt: number;
  /** Which bytes were kept: the ones a visitor was sent, or a complete render made for the cache. */
  storedAs?: StoredAs;
  status: number;
  headers: readonly (readonly [string, string])[];
  body: Uint8Array<ArrayBuffer>;
  /** Held here only, not yet in the Cache API: asked once so far (ADR 0081). Absent: the Cache API has it too. */
  onlyHere?: true;
}

/**
 * The isolate's memory in front of the Cache API, for complete pages: the
 * same keys (the page key's URL, which carries audience, language, version,
 * release and cv) and the same stored time, so a page held here is fresh,
 * stale or expired exactly when its Cache API copy is. Bounded by entries
 * and bytes, least recently used first out. Only published public page keys
 * are held: `pageKey` gives no other, and this tier refuses any other
 * spelling as well, so a draft, editor or intranet page can never be here.
 */
export interface PageMemory {
  read(key: string): HeldPage | undefined;
  write(key: string, page: HeldPage): void;
  delete(key: string): void;
  sizes(): { entries: number; bytes: number };
  /** Page lookups that asked this tier, and how many it answered without the Cache API. */
  stats(): { lookups: number; hits: number };
  countLookup(hit: boolean): void;
  clear(): void;
}

export const PAGE_MEMORY_MAX_ENTRIES = 200;
/** Beside the data tier's 8 MB and the story cache's 16 MB, within a 128 MB isolate (ADR 0011, ADR 0029). */
export const PAGE_MEMORY_MAX_BYTES = 8 * 1024 * 1024;
/** A product page is about 60 kB; one far larger page cannot empty the tier. */
export const PAGE_MEMORY_MAX_ENTRY_BYTES = 1024 * 1024;

/** `https://host/__page-cache/v2/public/<lang>/published/r<release>/cv<cv>/a<build>/…`: the only keys held. */
export function isPublicPageKey(key: string): boolean {
  let path: string;
  try {
    path = new URL(key).pathname;
  } catch {
    return false;
  }
  const [, root, schema, audience, , version] = path.split("/");
  return root === "__page-cache" && schema === KEY_SCHEMA && audience === "public" && version === "published";
}

/** What a page held under `key` is counted as: its bytes and headers, and its key and entry beside them. */
export const pageMemoryEntryBytes = (key: string, page: Pick<HeldPage, "body" | "headers">) =>
  page.body.byteLength +
  page.headers.reduce((sum, [name, value]) => sum + stringBytes(name) + stringBytes(value), 0) +
  keyedEntryBytes(key);

export function createPageMemory(
  options: { maxEntries?: number; maxBytes?: number; maxEntryBytes?: number } = {},
): PageMemory {
  const maxBytes = options.maxBytes ?? PAGE_MEMORY_MAX_BYTES;
  const pages = new LRUCache<string, HeldPage>({
    max: options.maxEntries ?? PAGE_MEMORY_MAX_ENTRIES,
    maxSize: maxBytes,
    maxEntrySize: Math.min(maxBytes, options.maxEntryBytes ?? PAGE_MEMORY_MAX_ENTRY_BYTES),
    // The key too: a finder view's key carries the visitor's query, up to the 16 kB a URL may have.
    sizeCalculation: (page, key) => pageMemoryEntryBytes(key, page),
  });
  let lookups = 0;
  let hits = 0;
  return {
    read: (key) => pages.get(key),
    write(key, page) {
      if (!isPublicPageKey(key)) return;
      const held = pages.peek(key);
      // An older render finishing late never replaces a newer one.
      if (held && held.storedAt > page.storedAt) return;
      pages.set(key, page);
    },
    delete: (key) => {
      pages.delete(key);
    },
    sizes: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
    stats: () => ({ lookups, hits }),
    countLookup(hit) {
      lookups++;
      if (hit) hits++;
    },
    clear: () => pages.clear(),
  };
}

/** The isolate's page memory, shared by every request. */
export const isolatePageMemory: PageMemory = createPageMemory();
