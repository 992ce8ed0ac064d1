import { describe, expect, it } from "vitest";
import { createMemoryTier, MEMORY_TIER_BYTES_PER_CHAR } from "./memory-tier";

/** An answer of `chars` characters of JSON. */
const answer = (chars: number) => JSON.stringify({ value: "x".repeat(chars - 12) });

describe("memory tier byte bound", () => {
  it("evicts the least recently used answer once its bytes would pass the bound, whatever the entry count", () => {
    const each = 400 * MEMORY_TIER_BYTES_PER_CHAR;
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
    const tier = createMemoryTier({ maxBytes: 10_000, maxEntryBytes: 1_200 });
    tier.write("small", 1, answer(400));
    tier.write("large", 1, answer(401));
    expect(tier.read("large")).toBeUndefined();
    expect(tier.read("small")).toBeDefined();
    expect(tier.sizes()).toEqual({ entries: 1, bytes: 1_200 });
  });
});
