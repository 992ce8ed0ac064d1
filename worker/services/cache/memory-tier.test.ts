import { describe, expect, it } from "vitest";
import { createMemoryTier, memoryTierEntryBytes } from "./memory-tier";

/** An answer of `chars` characters of JSON. */
const answer = (chars: number) => JSON.stringify({ value: "x".repeat(chars - 12) });

describe("memory tier byte bound", () => {
  it("evicts the least recently used answer once its bytes would pass the bound, whatever the entry count", () => {
    // Keys of one character each, so every entry counts alike: its JSON, its parsed value, its key.
    const each = memoryTierEntryBytes("a", answer(400));
    const tier = createMemoryTier({ maxEntries: 1_000, maxBytes: each * 2 });
    tier.write("a", 1, answer(400));
    tier.write("b", 1, answer(400));
    expect(tier.sizes()).toEqual({ entries: 2, bytes: each * 2 });
    tier.read("a");
    tier.write("c", 1, answer(400));
    expect(tier.read("b")).toBeUndefined();
    expect(tier.read("a")?.json).toBe(answer(400));
    expect(tier.read("c")?.json).toBe(answer(400));
    expect(tier.sizes().bytes).toBeLessThanOrEqual(each * 2);
  });

  it("holds no answer larger than one entry may be, and keeps what it held", () => {
    const small = memoryTierEntryBytes("small", answer(400));
    const tier = createMemoryTier({ maxBytes: 10_000, maxEntryBytes: small });
    tier.write("small", 1, answer(400));
    tier.write("large", 1, answer(401));
    expect(tier.read("large")).toBeUndefined();
    expect(tier.read("small")).toBeDefined();
    expect(tier.sizes()).toEqual({ entries: 1, bytes: small });
  });

  it("counts an entry's key: long keys fill the bound with small answers", () => {
    const key = (n: number) => `${n}:${"k".repeat(2_000)}`;
    const each = memoryTierEntryBytes(key(0), answer(20));
    const tier = createMemoryTier({ maxEntries: 1_000, maxBytes: each * 3 });
    for (let n = 0; n < 4; n++) tier.write(key(n), 1, answer(20));
    expect(tier.sizes()).toEqual({ entries: 3, bytes: each * 3 });
    expect(tier.read(key(0))).toBeUndefined();
  });
});
