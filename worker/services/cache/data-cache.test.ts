import { describe, expect, it } from "vitest";
import { type Deadline, requestDeadline } from "../outbound/deadline";
import { createDataCache } from "./data-cache";
import { keyedEntryBytes } from "./entry-bytes";
import { BackendUnavailableError } from "./errors";
import { dataKey } from "./keys";
import { createMemoryTier, MEMORY_TIER_MAX_BYTES, MEMORY_TIER_MAX_ENTRIES } from "./memory-tier";
import { STRATEGIES } from "./strategies";
import { PUBLISHED_PUBLIC } from "./testing";

/** A KV whose writes never finish and that counts its reads. */
function stuckKv() {
  const reads: string[] = [];
  const kv = {
    get: async (key: string) => {
      reads.push(key);
      return null;
    },
    put: () => new Promise<void>(() => {}),
  } as unknown as KVNamespace;
  return { kv, reads };
}

const published = PUBLISHED_PUBLIC;

describe("the memory tier in front of KV", () => {
  it("is bounded by entries and by bytes", async () => {
    const memory = createMemoryTier();
    const cache = createDataCache({ kv: stuckKv().kv, waitUntil: () => {}, memory });
    for (let i = 0; i < MEMORY_TIER_MAX_ENTRIES + 200; i++) {
      await cache.get(`test:small:${i}`, STRATEGIES.story, async () => ({ i }));
    }
    expect(memory.sizes().entries).toBe(MEMORY_TIER_MAX_ENTRIES);

    const big = "x".repeat(256 * 1024);
    for (let i = 0; i < 40; i++) {
      await cache.get(`test:big:${i}`, STRATEGIES.story, async () => ({ big }));
    }
    expect(memory.sizes().bytes).toBeLessThanOrEqual(MEMORY_TIER_MAX_BYTES);
    expect(memory.sizes().entries).toBeLessThan(MEMORY_TIER_MAX_ENTRIES);

    // An answer above the per-entry bound is served, not kept.
    const huge = "y".repeat(700 * 1024);
    await cache.get("test:huge", STRATEGIES.story, async () => ({ huge }));
    expect(memory.read("test:huge")).toBeUndefined();
  });

  it("counts an entry as its JSON, the parsed value its readers share, and its key", () => {
    const memory = createMemoryTier();
    const json = JSON.stringify({ t: 1, v: "z".repeat(1000) });
    memory.write("test:counted", 1, json);
    expect(memory.sizes().bytes).toBe(json.length * 3 + keyedEntryBytes("test:counted"));
    // Nine answers of 600,000 characters of JSON (1.8 MB counted each) do not fit the 8 MB an isolate gives the tier.
    for (let i = 0; i < 9; i++) memory.write(`test:mb:${i}`, 1, "w".repeat(600_000));
    expect(memory.sizes().bytes).toBeLessThanOrEqual(MEMORY_TIER_MAX_BYTES);
    const held = Array.from({ length: 9 }, (_, i) => memory.read(`test:mb:${i}`)).filter(Boolean);
    expect(held.length).toBe(4);
  });

  it("answers a second request without reading KV, each with a copy of its own", async () => {
    const memory = createMemoryTier();
    const { kv, reads } = stuckKv();
    let loads = 0;
    const loader = async () => ({ loads: ++loads });
    const first = await createDataCache({ kv, waitUntil: () => {}, memory }).get(
      "test:again",
      STRATEGIES.story,
      loader,
    );
    first.loads = 99;
    const second = createDataCache({ kv, waitUntil: () => {}, memory });
    expect(await second.lookup("test:again", STRATEGIES.story, loader)).toMatchObject({
      value: { loads: 1 },
      status: "HIT",
      fromMemory: true,
    });
    expect(second.timings()[0]?.description).toBe("HIT memory");
    expect(loads).toBe(1);
    expect(reads).toEqual(["test:again"]);
    expect(memory.stats()).toEqual({ lookups: 2, hits: 1 });
  });

  it("answers a fresh memory entry without I/O of its own: nothing handed to waitUntil, nothing coalesced", async () => {
    const memory = createMemoryTier();
    const { kv, reads } = stuckKv();
    await createDataCache({ kv, waitUntil: () => {}, memory }).get("test:quiet", STRATEGIES.story, async () => 1);
    const handed: Promise<unknown>[] = [];
    const cache = createDataCache({ kv, waitUntil: (promise) => handed.push(promise), memory });
    // Ten lookups at once, as a page makes them: each is answered from memory, none waits for another.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.lookup("test:quiet", STRATEGIES.story, async () => 2)),
    );
    expect(answers.map((a) => [a.value, a.status, a.fromMemory])).toEqual(Array(10).fill([1, "HIT", true]));
    expect(handed).toEqual([]);
    expect(reads).toEqual(["test:quiet"]);
    expect(memory.stats()).toEqual({ lookups: 11, hits: 10 });
  });

  it("hands every memory reader the same frozen value, parsed once, that no request can change", async () => {
    const memory = createMemoryTier();
    const { kv } = stuckKv();
    const loader = async () => ({ list: [{ name: "b" }, { name: "a" }] });
    await createDataCache({ kv, waitUntil: () => {}, memory }).get("test:shared", STRATEGIES.story, loader);
    const read = () =>
      createDataCache({ kv, waitUntil: () => {}, memory }).get("test:shared", STRATEGIES.story, loader);
    const first = await read();
    expect(await read()).toBe(first);
    expect(() => {
      (first.list[0] as { name: string }).name = "changed";
    }).toThrow(TypeError);
    expect(() => first.list.sort((x, y) => x.name.localeCompare(y.name))).toThrow(TypeError);
    expect(await read()).toEqual({ list: [{ name: "b" }, { name: "a" }] });
  });

  it("answers only while fresh: past that it reads KV and refreshes as the strategy says", async () => {
    const memory = createMemoryTier();
    const { kv, reads } = stuckKv();
    let clock = 1_000_000;
    const cache = () => createDataCache({ kv, waitUntil: () => {}, memory, now: () => clock });
    let loads = 0;
    const loader = async () => ++loads;
    await cache().get("test:fresh", STRATEGIES.reference, loader);
    clock += (STRATEGIES.reference.freshSeconds + 1) * 1000;
    const stale = await cache().lookup("test:fresh", STRATEGIES.reference, loader);
    expect(stale).toMatchObject({ status: "STALE", value: 1 });
    expect(stale.fromMemory).not.toBe(true);
    expect(reads).toHaveLength(2);
  });

  it("serves a stale answer when the refresh is not done by the request's deadline, else fails as unavailable", async () => {
    const memory = createMemoryTier();
    const { kv } = stuckKv();
    let clock = 1_000_000;
    const cache = (deadline?: Deadline) =>
      createDataCache({ kv, waitUntil: () => {}, memory, now: () => clock, ...(deadline ? { deadline } : {}) });
    await cache().get("test:deadline", STRATEGIES.catalogue, async () => "first");
    // Past fresh and stale-while-revalidate, within stale-if-error: only a failed refresh lets it stand in.
    clock += (STRATEGIES.catalogue.freshSeconds + STRATEGIES.catalogue.staleWhileRevalidateSeconds + 60) * 1000;
    const hanging = () => new Promise<string>(() => {});
    const stale = await cache(requestDeadline(20)).lookup("test:deadline", STRATEGIES.catalogue, hanging);
    expect(stale).toMatchObject({ status: "STALE", value: "first" });
    // Past the deadline the backend is not asked at all; the stale answer stands in at once.
    let asked = 0;
    const counted = async () => {
      asked++;
      return "fresh";
    };
    const late = await cache(requestDeadline(0)).lookup("test:deadline", STRATEGIES.catalogue, counted);
    expect(late).toMatchObject({ status: "STALE", value: "first" });
    expect(asked).toBe(0);
    // Nothing to stand in: unavailable, the 503 path, at the deadline.
    await expect(
      cache(requestDeadline(20)).lookup("test:deadline-none", STRATEGIES.catalogue, hanging),
    ).rejects.toBeInstanceOf(BackendUnavailableError);
  });

  it("holds its KV read to the request's deadline: a stalled KV fails the lookup at the deadline, a stale answer in memory stands in", async () => {
    const stalled = {
      get: () => new Promise<string | null>(() => {}),
      put: () => new Promise<void>(() => {}),
    } as unknown as KVNamespace;
    const hanging = () => new Promise<string>(() => {});
    const none = createDataCache({
      kv: stalled,
      waitUntil: () => {},
      memory: createMemoryTier(),
      deadline: requestDeadline(20),
    });
    await expect(none.lookup("test:kv-stalled", STRATEGIES.catalogue, hanging)).rejects.toBeInstanceOf(
      BackendUnavailableError,
    );
    // A stale answer held in memory stands in.
    const memory = createMemoryTier();
    let clock = 1_000_000;
    await createDataCache({ kv: stuckKv().kv, waitUntil: () => {}, memory, now: () => clock }).get(
      "test:kv-stalled-stale",
      STRATEGIES.catalogue,
      async () => "first",
    );
    clock += (STRATEGIES.catalogue.freshSeconds + STRATEGIES.catalogue.staleWhileRevalidateSeconds + 60) * 1000;
    const stale = await createDataCache({
      kv: stalled,
      waitUntil: () => {},
      memory,
      now: () => clock,
      deadline: requestDeadline(20),
    }).lookup("test:kv-stalled-stale", STRATEGIES.catalogue, hanging);
    expect(stale).toMatchObject({ status: "STALE", value: "first" });
  });

  it("never holds draft or editor answers", async () => {
    const memory = createMemoryTier();
    const cache = createDataCache({ kv: stuckKv().kv, waitUntil: () => {}, memory });
    for (const ctx of [
      { ...published, version: "draft" as const },
      { ...published, editor: true },
    ]) {
      const key = await dataKey(ctx, { kind: "story", cv: 1, parts: "home" });
      expect((await cache.lookup(key, STRATEGIES.story, async () => "draft")).status).toBe("BYPASS");
    }
    expect(memory.sizes()).toEqual({ entries: 0, bytes: 0 });
    expect(memory.stats().lookups).toBe(0);
  });
});
