import { LRUCache } from "lru-cache";
import { keyedEntryBytes } from "./entry-bytes";

/**
 * The isolate's memory in front of KV: answers of the data cache as their
 * JSON text and the time they were loaded, the same record KV holds. Shared
 * by every request of the isolate, bounded by entries and by an estimate of
 * the bytes an entry holds (the least recently used go first; an answer
 * larger than `maxEntryBytes` is not kept). An entry's JSON is parsed once,
 * by its first reader, into a deeply frozen value every later reader shares
 * (ADR 0030): no request can change what the next one reads. Keys are the data cache's:
 * they carry audience, language, version, release and cv, and drafts and
 * editor answers have none, so they never arrive here.
 */
/** One answer held: the record KV holds, and its parsed value once a reader asked for it. */
export interface HeldAnswer {
  readonly t: number;
  readonly json: string;
  /** The JSON parsed and deeply frozen, shared by every reader of this record. */
  parsed?: unknown;
}

export interface MemoryTier {
  read(key: string): HeldAnswer | undefined;
  write(key: string, t: number, json: string): void;
  /** Entries held and the bytes they are counted as (their JSON and its parsed value). */
  sizes(): { entries: number; bytes: number };
  /** Keyed lookups that asked this tier, and how many it answered (fresh) without KV. */
  stats(): { lookups: number; hits: number };
  countLookup(hit: boolean): void;
  clear(): void;
}

export const MEMORY_TIER_MAX_ENTRIES = 1_000;
/**
 * What an entry is counted as, per character of its JSON: the text (one byte
 * per character in V8 while it is all Latin-1, two once a single character is
 * not, as an en dash or a "≤" in a product's data makes it) and the parsed
 * value its readers share once one has asked (0.9 bytes per character for a
 * page of product answers, measured in V8), so the bound holds once every
 * entry has been read, whatever its characters.
 */
export const MEMORY_TIER_BYTES_PER_CHAR = 3;
/**
 * A Worker isolate has 128 MB; the story cache may take 16 of them. This
 * tier takes the budget of the table of pending KV writes it replaced, so
 * the isolate's answers stay within 24 MB (ADR 0011), 28 MB with the
 * documents held by ID (ADR 0085).
 */
export const MEMORY_TIER_MAX_BYTES = 8 * 1024 * 1024;
/** One answer may take at most this much, so one large answer cannot empty the tier. */
export const MEMORY_TIER_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** What an answer held under `key` is counted as: its JSON and parsed value, and its key and entry. */
export const memoryTierEntryBytes = (key: string, json: string) =>
  Math.max(1, json.length * MEMORY_TIER_BYTES_PER_CHAR) + keyedEntryBytes(key);

export function createMemoryTier(
  options: { maxEntries?: number; maxBytes?: number; maxEntryBytes?: number } = {},
): MemoryTier {
  const maxBytes = options.maxBytes ?? MEMORY_TIER_MAX_BYTES;
  const entries = new LRUCache<string, HeldAnswer>({
    max: options.maxEntries ?? MEMORY_TIER_MAX_ENTRIES,
    maxSize: maxBytes,
    maxEntrySize: Math.min(maxBytes, options.maxEntryBytes ?? MEMORY_TIER_MAX_ENTRY_BYTES),
    sizeCalculation: (entry, key) => memoryTierEntryBytes(key, entry.json),
  });
  let lookups = 0;
  let hits = 0;
  return {
    read: (key) => entries.get(key),
    write(key, t, json) {
      const held = entries.peek(key);
      // An older answer (a slow load finishing late) never replaces a newer one.
      if (held && held.t > t) return;
      entries.set(key, { t, json });
    },
    sizes: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
    stats: () => ({ lookups, hits }),
    countLookup(hit) {
      lookups++;
      if (hit) hits++;
    },
    clear: () => entries.clear(),
  };
}

/** The isolate's memory tier, shared by every request's data cache. */
export const isolateMemoryTier: MemoryTier = createMemoryTier();
