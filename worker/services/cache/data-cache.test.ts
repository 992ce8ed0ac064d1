import { describe, expect, it } from "vitest";
import { createDataCache, PENDING_WRITES_MAX_BYTES, PENDING_WRITES_MAX_ENTRIES, pendingWriteSizes } from "./data-cache";
import { STRATEGIES } from "./strategies";

/** A KV whose writes never finish, so every answer stays pending. */
const stuckKv = {
  get: async () => null,
  put: () => new Promise<void>(() => {}),
} as unknown as KVNamespace;

describe("answers waiting for their KV write", () => {
  it("are bounded by entries and by bytes however slow KV is", async () => {
    const cache = createDataCache({ kv: stuckKv, waitUntil: () => {} });
    for (let i = 0; i < PENDING_WRITES_MAX_ENTRIES + 200; i++) {
      await cache.get(`test:small:${i}`, STRATEGIES.story, async () => ({ i }));
    }
    expect(pendingWriteSizes().entries).toBe(PENDING_WRITES_MAX_ENTRIES);

    const big = "x".repeat(256 * 1024);
    for (let i = 0; i < 64; i++) {
      await cache.get(`test:big:${i}`, STRATEGIES.story, async () => ({ big }));
    }
    expect(pendingWriteSizes().bytes).toBeLessThanOrEqual(PENDING_WRITES_MAX_BYTES);
    expect(pendingWriteSizes().entries).toBeLessThan(PENDING_WRITES_MAX_ENTRIES);
  });

  it("still answer a second request for a key whose write is under way, without loading again", async () => {
    const cache = createDataCache({ kv: stuckKv, waitUntil: () => {} });
    let loads = 0;
    const loader = async () => ++loads;
    expect(await cache.get("test:pending:again", STRATEGIES.story, loader)).toBe(1);
    expect(await cache.get("test:pending:again", STRATEGIES.story, loader)).toBe(1);
    expect(loads).toBe(1);
  });
});
