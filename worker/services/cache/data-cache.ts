import type { Logger } from "../../logger";
import type { Deadline } from "../outbound/deadline";
import { coalesce } from "./coalesce";
import { deepFreeze } from "./deep-freeze";
import { BackendUnavailableError } from "./errors";
import { isolateKvWritePace, type KvWritePace } from "./kv-write-pace";
import { type HeldAnswer, isolateMemoryTier, type MemoryTier } from "./memory-tier";
import { type CacheStatus, type CacheStrategy, freshnessOf, retentionSeconds } from "./strategies";

/** What KV holds per key: the answer and when it was loaded. */
interface StoredEntry<T> {
  t: number;
  v: T;
}

export interface CacheResult<T> {
  /**
   * Shared by every caller that joined the same lookup and, when it came from
   * the memory tier, by every later reader of the same record (frozen): read-only.
   */
  value: T;
  status: CacheStatus;
  ageSeconds: number;
  /** Answered by the isolate's memory tier, without reading KV. */
  fromMemory?: boolean;
}

export interface LoadOptions<T> {
  /**
   * Whether an answer may be stored. Error answers are never stored: a loader
   * that failed throws, and answers that stand for a failure (an empty story
   * after a failed fetch, say) are refused here.
   */
  cacheable?: (value: T) => boolean;
}

export interface DataCache {
  /**
   * The answer for `key` under `strategy`: fresh from KV, stale while it is
   * refreshed in `waitUntil`, or loaded (one load per key per isolate, however
   * many requests ask). When loading fails, a stale answer within the
   * stale-if-error window is served; without one, BackendUnavailableError.
   * A null key (draft, editor) bypasses the cache.
   */
  get<T>(key: string | null, strategy: CacheStrategy, loader: () => Promise<T>, options?: LoadOptions<T>): Promise<T>;
  /** Same as get, with where the answer came from. */
  lookup<T>(
    key: string | null,
    strategy: CacheStrategy,
    loader: () => Promise<T>,
    options?: LoadOptions<T>,
  ): Promise<CacheResult<T>>;
  /** Cache status and time of each lookup of this request, for Server-Timing. */
  timings(): TimingEntry[];
}

/** One lookup of a request, reported as a `Server-Timing` metric. */
export interface TimingEntry {
  /** `cache-{strategy}`. */
  name: string;
  /** The cache status, with ` memory` when the memory tier answered. */
  description: string;
  durationMs: number;
}

export interface DataCacheOptions {
  kv: KVNamespace;
  /** The request's `executionCtx.waitUntil`, for background refreshes and writes. */
  waitUntil: (promise: Promise<unknown>) => void;
  logger?: Logger;
  now?: () => number;
  /** The memory in front of KV; the isolate's own by default. */
  memory?: MemoryTier;
  /** Which keys KV may be written now; the isolate's own by default. */
  writePace?: KvWritePace;
  /**
   * The request's deadline for its backends (ADR 0041). A load past it counts
   * as a failed one here, inside the cache, so a stale answer within its
   * stale-if-error window is still served; the load itself goes on.
   */
  deadline?: Deadline;
}

/** A KV data cache bound to one request (its waitUntil and its timings). */
export function createDataCache(options: DataCacheOptions): DataCache {
  const { kv, waitUntil, logger } = options;
  /** A load held to the request's deadline; past it the backend is not asked at all (its answer would come to nobody). */
  const withinDeadline = <T>(service: string, start: () => Promise<T>): Promise<T> => {
    const deadline = options.deadline;
    if (!deadline) return start();
    return deadline.passed() ? Promise.reject(deadline.refuse(service)) : deadline(service, start());
  };
  const memory = options.memory ?? isolateMemoryTier;
  const writePace = options.writePace ?? isolateKvWritePace;
  const now = options.now ?? Date.now;
  const timings: TimingEntry[] = [];
  const ageOf = (t: number) => Math.max(0, (now() - t) / 1000);

  const parse = <T>(json: string): StoredEntry<T> | null => {
    const entry = JSON.parse(json) as StoredEntry<T> | null;
    return entry && typeof entry.t === "number" ? entry : null;
  };
  /** A held record's value, parsed by its first reader and shared, frozen, by every later one. */
  const shared = <T>(held: HeldAnswer): StoredEntry<T> | null => {
    held.parsed ??= deepFreeze(parse<T>(held.json));
    return held.parsed as StoredEntry<T> | null;
  };

  /**
   * A fresh answer the memory tier holds, taken without I/O. Such a lookup
   * has nothing to share with other callers, so it skips the coalescing
   * (its table entry, its promise handed to `waitUntil`), which cost more
   * than the read itself on a page of ten lookups answered from memory.
   */
  const freshInMemory = <T>(key: string, strategy: CacheStrategy): CacheResult<T> | undefined => {
    const held = memory.read(key);
    if (!held) return undefined;
    const ageSeconds = ageOf(held.t);
    if (freshnessOf(ageSeconds, strategy) !== "fresh") return undefined;
    const entry = shared<T>(held);
    if (!entry) return undefined;
    memory.countLookup(true);
    return { value: entry.v, status: "HIT", ageSeconds, fromMemory: true };
  };

  /**
   * Memory answers while its entry is fresh. Past that KV is read too, since
   * another isolate may have refreshed the answer, and the newer of the two
   * is used (and kept in memory).
   */
  const read = async <T>(
    key: string,
    strategy: CacheStrategy,
  ): Promise<{ entry: StoredEntry<T> | null; fromMemory: boolean }> => {
    const held = memory.read(key);
    const heldFresh = held !== undefined && freshnessOf(ageOf(held.t), strategy) === "fresh";
    memory.countLookup(heldFresh);
    if (held && heldFresh) return { entry: shared<T>(held), fromMemory: true };
    let stored: { entry: StoredEntry<T>; json: string } | null = null;
    try {
      // A stalled KV would hold the request as a stalled backend would: its read is held to the deadline
      // too, and past it counts as a miss (a stale answer held in memory can still stand in).
      const json = await withinDeadline("cache-read", () => kv.get(key, "text"));
      const entry = json === null ? null : parse<T>(json);
      if (json !== null && entry) stored = { entry, json };
    } catch (error) {
      // A KV hiccup (or an unreadable record) must not take the page down: behave as a miss.
      logger?.warn("Cache read failed", { key, error: String(error) });
    }
    if (stored && (!held || stored.entry.t >= held.t)) {
      memory.write(key, stored.entry.t, stored.json);
      return { entry: stored.entry, fromMemory: false };
    }
    return { entry: held ? shared<T>(held) : null, fromMemory: false };
  };

  const write = <T>(key: string, strategy: CacheStrategy, value: T) => {
    const entry: StoredEntry<T> = { t: now(), v: value };
    const json = JSON.stringify(entry);
    // In memory at once: a request arriving while the KV write is under way does not load again.
    memory.write(key, entry.t, json);
    if (!writePace.allow(key)) return;
    const put = kv
      .put(key, json, { expirationTtl: retentionSeconds(strategy) })
      .catch((error: unknown) => logger?.warn("Cache write failed", { key, error: String(error) }));
    waitUntil(put);
  };

  /** Loads and stores; concurrent loads of one key in this isolate share one call. */
  const load = <T>(key: string, strategy: CacheStrategy, loader: () => Promise<T>, opts: LoadOptions<T>) =>
    coalesce(
      `load:${key}`,
      async () => {
        const value = await loader();
        if (opts.cacheable?.(value) ?? true) write(key, strategy, value);
        return value;
      },
      { keepAlive: waitUntil },
    );

  const resolve = async <T>(
    key: string,
    strategy: CacheStrategy,
    loader: () => Promise<T>,
    opts: LoadOptions<T>,
  ): Promise<CacheResult<T>> => {
    const { entry, fromMemory } = await read<T>(key, strategy);
    const ageSeconds = entry ? ageOf(entry.t) : 0;
    const freshness = entry ? freshnessOf(ageSeconds, strategy) : "expired";
    if (entry && freshness === "fresh") return { value: entry.v, status: "HIT", ageSeconds, fromMemory };
    if (entry && freshness === "stale-while-revalidate") {
      waitUntil(
        load(key, strategy, loader, opts).catch((error: unknown) =>
          logger?.warn("Background refresh failed; stale answer kept", { key, error: String(error) }),
        ),
      );
      return { value: entry.v, status: "STALE", ageSeconds };
    }
    try {
      const value = await withinDeadline(`cache-${strategy.name}`, () => load(key, strategy, loader, opts));
      // A refused answer (standing for a failure) must not replace a usable stale one.
      if (entry && freshness === "stale-if-error" && opts.cacheable && !opts.cacheable(value)) {
        return { value: entry.v, status: "STALE", ageSeconds };
      }
      return { value, status: "MISS", ageSeconds: 0 };
    } catch (error) {
      if (entry && freshness === "stale-if-error") {
        logger?.warn("Backend failed; serving stale answer", { key, strategy: strategy.name, error: String(error) });
        return { value: entry.v, status: "STALE", ageSeconds };
      }
      throw new BackendUnavailableError(strategy.name, { cause: error });
    }
  };

  const lookup = async <T>(
    key: string | null,
    strategy: CacheStrategy,
    loader: () => Promise<T>,
    opts: LoadOptions<T> = {},
  ): Promise<CacheResult<T>> => {
    const started = now();
    const record = (status: CacheStatus, fromMemory = false) =>
      timings.push({
        name: `cache-${strategy.name}`,
        description: fromMemory ? `${status} memory` : status,
        durationMs: now() - started,
      });
    if (key === null) {
      try {
        const value = await withinDeadline(`cache-${strategy.name}`, loader);
        record("BYPASS");
        return { value, status: "BYPASS", ageSeconds: 0 };
      } catch (error) {
        record("BYPASS");
        throw new BackendUnavailableError(strategy.name, { cause: error });
      }
    }
    const held = freshInMemory<T>(key, strategy);
    if (held) {
      record("HIT", true);
      return held;
    }
    // Every caller of this isolate asking for the key right now shares one lookup.
    try {
      const result = await coalesce(`get:${key}`, () => resolve(key, strategy, loader, opts), { keepAlive: waitUntil });
      record(result.status, result.fromMemory);
      return result;
    } catch (error) {
      record("MISS");
      throw error;
    }
  };

  return {
    lookup,
    get: async (key, strategy, loader, opts) => (await lookup(key, strategy, loader, opts)).value,
    timings: () => [...timings],
  };
}
