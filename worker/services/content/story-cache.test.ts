import type { ISbResult } from "storyblok-js-client";
import { describe, expect, it } from "vitest";
import { createMemoryStoryCache, storyCacheEntryBytes } from "./story-cache";

const answer = (id: number, text = "x") => ({ data: { story: { id, content: { text } } }, headers: {} }) as ISbResult;

describe("memory story cache", () => {
  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createMemoryStoryCache({ maxEntries: 3 });
    for (const id of [1, 2, 3]) await cache.set(`k${id}`, answer(id));
    await cache.get("k1");
    await cache.set("k4", answer(4));
    expect(cache.sizes().entries).toBe(3);
    expect(await cache.get("k2")).toBeUndefined();
    expect(await cache.get("k1")).toEqual(answer(1));
  });

  it("keeps at most maxBytes of JSON, and does not keep an answer larger than that", async () => {
    const cache = createMemoryStoryCache({ maxEntries: 1000, maxBytes: 10_000 });
    for (let id = 0; id < 100; id++) await cache.set(`k${id}`, answer(id, "y".repeat(900)));
    const { entries, bytes } = cache.sizes();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBeLessThan(100);
    expect(await cache.get("k99")).toBeDefined();
    await cache.set("huge", answer(1, "z".repeat(20_000)));
    expect(await cache.get("huge")).toBeUndefined();
    expect(cache.sizes().bytes).toBeLessThanOrEqual(10_000);
  });

  it("counts a key's bytes beside its JSON: long slugs fill the bound with small answers", async () => {
    const key = (id: number) => `${id}:${"s".repeat(4_000)}`;
    const each = storyCacheEntryBytes(key(1), JSON.stringify(answer(1)));
    const cache = createMemoryStoryCache({ maxEntries: 1000, maxBytes: each * 3 });
    for (let id = 1; id <= 4; id++) await cache.set(key(id), answer(id));
    expect(cache.sizes()).toEqual({ entries: 3, bytes: each * 3 });
    expect(await cache.get(key(1))).toBeUndefined();
    expect(await cache.get(key(4))).toEqual(answer(4));
  });

  it("hands every reader a copy of its own, and empties on flush", async () => {
    const cache = createMemoryStoryCache();
    await cache.set("k", answer(1));
    const first = (await cache.get("k")) as unknown as { data: { story: { id: number } } };
    first.data.story.id = 99;
    expect(await cache.get("k")).toEqual(answer(1));
    await cache.flush();
    expect(cache.sizes()).toEqual({ entries: 0, bytes: 0 });
  });
});
