import { LRUCache } from "lru-cache";
import type { OutboundStrategy } from "../outbound";
import { deepFreeze } from "./deep-freeze";
import { type KeyContext, mayStoreData } from "./keys";
import { memoryTierEntryBytes } from "./memory-tier";
import { freshnessOf, outboundStrategy } from "./strategies";

/**
 * Documents found by ID, held in the isolate one by one (ADR 0085). A product
 * page asks for its plants, contacts, packaging and classification names by
 * ID; two products rarely name the same set, so the answer cache (keyed by
 * the whole query) misses on nearly every new product although most of the
 * documents were answered a page before. Held by ID, a set whose every
 * document is here costs no call at all.
 */
interface HeldDocument {
  readonly t: number;
  readonly doc: unknown;
}

export interface DocumentTier {
  read(key: string): HeldDocument | undefined;
  /** Holds `doc` (frozen, shared by every later reader) as loaded at `t`; `json` is its text, which sizes it. */
  write(key: string, t: number, doc: unknown, json: string): void;
  sizes(): { entries: number; bytes: number };
}

/**
 * Reference documents are small (a plant, a contact, a classification's
 * name: 0.1 to 1 kB of JSON): a few thousand of them are what a busy
 * catalogue's pages name. Counted like the memory tier's answers, JSON and
 * parsed value.
 */
export const DOCUMENT_TIER_MAX_BYTES = 4 * 1024 * 1024;
/**
 * About twice the documents the byte bound holds at their usual size, not
 * more: the table sets aside its arrays for this many entries up front.
 */
export const DOCUMENT_TIER_MAX_ENTRIES = 8_000;
/** Counted bytes (about 21,000 characters of JSON): one large document must not empty the tier. */
export const DOCUMENT_TIER_MAX_ENTRY_BYTES = 64 * 1024;

export function createDocumentTier(
  options: { maxEntries?: number; maxBytes?: number; maxEntryBytes?: number } = {},
): DocumentTier {
  const maxBytes = options.maxBytes ?? DOCUMENT_TIER_MAX_BYTES;
  const entries = new LRUCache<string, HeldDocument & { bytes: number }>({
    max: options.maxEntries ?? DOCUMENT_TIER_MAX_ENTRIES,
    maxSize: maxBytes,
    maxEntrySize: Math.min(maxBytes, options.maxEntryBytes ?? DOCUMENT_TIER_MAX_ENTRY_BYTES),
    sizeCalculation: (entry) => entry.bytes,
  });
  return {
    read: (key) => entries.get(key),
    write(key, t, doc, json) {
      const held = entries.peek(key);
      if (held && held.t > t) return;
      entries.set(key, { t, doc: deepFreeze(doc), bytes: memoryTierEntryBytes(key, json) });
    },
    sizes: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** The isolate's document tier, shared by every request's search client. */
export const isolateDocumentTier: DocumentTier = createDocumentTier();

/** One request's view of the tier: its audience, language and release. */
export interface DocumentsById {
  /**
   * The documents of `ids` held for `scope` (index, fields, filter), in the
   * order of `ids`, when every one of them is held within `window` of its
   * strategy: `fresh` before asking, `stale-if-error` when asking failed.
   * Otherwise undefined, and the caller asks for the whole set, as it would
   * without this tier.
   */
  take<T>(
    scope: string,
    ids: readonly string[],
    strategy: OutboundStrategy,
    window?: "fresh" | "stale-if-error",
  ): T[] | undefined;
  /**
   * Holds the documents of an answer for `scope`, each by its `ID`, as loaded
   * `ageSeconds` ago (a cache's answer is as old as its load, not as its
   * arrival): a stale answer never passes for a fresh one, nor replaces a
   * newer document.
   */
  keep(scope: string, docs: readonly unknown[], ageSeconds?: number): void;
}

const idOf = (doc: unknown): string | undefined => {
  const id = doc && typeof doc === "object" ? (doc as { ID?: unknown }).ID : undefined;
  return typeof id === "string" && id !== "" ? id : undefined;
};

/**
 * The tier for a request context; none for drafts and editors, whose answers
 * are never stored. A document is fresh for its strategy's fresh window from
 * when it was loaded; past it, the set is asked again, and a document within
 * its stale-if-error window stands in only when that asking fails.
 */
export function documentsById(
  ctx: KeyContext,
  options: { tier?: DocumentTier; now?: () => number } = {},
): DocumentsById | undefined {
  if (!mayStoreData(ctx)) return undefined;
  const tier = options.tier ?? isolateDocumentTier;
  const now = options.now ?? Date.now;
  const prefix = `${ctx.audience}|${ctx.language}|${ctx.release ?? ""}|`;
  return {
    take<T>(scope: string, ids: readonly string[], strategy: OutboundStrategy, window = "fresh"): T[] | undefined {
      if (strategy === "no-store" || ids.length === 0) return undefined;
      const named = outboundStrategy(strategy);
      const found: T[] = [];
      const t = now();
      for (const id of ids) {
        const held = tier.read(`${prefix}${scope}|${id}`);
        if (!held) return undefined;
        const freshness = freshnessOf(Math.max(0, (t - held.t) / 1000), named);
        // Past the fresh window, a document is usable until it expires, which is its stale-if-error window.
        if (window === "fresh" ? freshness !== "fresh" : freshness === "expired") return undefined;
        found.push(held.doc as T);
      }
      return found;
    },
    keep(scope, docs, ageSeconds = 0) {
      const t = now() - Math.max(0, ageSeconds) * 1000;
      for (const doc of docs) {
        const id = idOf(doc);
        if (id === undefined) continue;
        tier.write(`${prefix}${scope}|${id}`, t, doc, JSON.stringify(doc));
      }
    },
  };
}
