import { describe, expect, it } from "vitest";
import { createDataCache } from "./data-cache";
import { keyedEntryBytes } from "./entry-bytes";
import { createKvWritePace } from "./kv-write-pace";
import { createMemoryTier } from "./memory-tier";
import { STRATEGIES } from "./strategies";

/** A KV that never holds anything (every read a miss) and counts its writes. */
function missingKv() {
  const puts: string[] = [];
  const kv = {
    get: async () => null,
    put: async (key: string) => {
      puts.push(key);
    },
  } as unknown as KVNamespace;
  return { kv, puts };
}

describe("KV write pace", () => {
  it("writes a key to KV once within a second, however often it is loaded", async () => {
    const { kv, puts } = missingKv();
    let t = 1_000_000;
    const writePace = createKvWritePace({ now: () => t });
    // Each cache with a memory of its own: every lookup misses memory and KV and loads again.
    const lookup = () =>
      createDataCache({ kv, waitUntil: () => {}, memory: createMemoryTier(), writePace, now: () => t }).get(
        "test:paced",
        STRATEGIES.story,
        async () => ({ t }),
      );
    await lookup();
    t += 400;
    await lookup();
    expect(puts).toEqual(["test:paced"]);
    t += 700;
    await lookup();
    expect(puts).toEqual(["test:paced", "test:paced"]);
  });

  it("remembers a bounded number of keys, the least recently written dropped first", () => {
    const pace = createKvWritePace({ maxKeys: 2, now: () => 5 });
    expect(pace.allow("a")).toBe(true);
    expect(pace.allow("b")).toBe(true);
    expect(pace.allow("a")).toBe(false);
    expect(pace.allow("c")).toBe(true);
    // "b" was dropped to make room, so it may be written again.
    expect(pace.allow("b")).toBe(true);
  });

  it("remembers keys up to its byte bound, however few that is", () => {
    // KV keys of its 512-byte limit: three fit the bound, the fourth drops the least recently written.
    const key = (name: string) => `${name}:${"k".repeat(500)}`;
    const pace = createKvWritePace({ maxKeys: 1_000, maxBytes: 3 * keyedEntryBytes(key("a")), now: () => 5 });
    for (const name of ["a", "b", "c"]) expect(pace.allow(key(name))).toBe(true);
    expect(pace.allow(key("a"))).toBe(false);
    expect(pace.allow(key("d"))).toBe(true);
    expect(pace.allow(key("b"))).toBe(true);
    expect(pace.allow(key("a"))).toBe(false);
  });
});
