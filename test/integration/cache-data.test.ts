import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../worker/config";
import { createLogger } from "../../worker/logger";
import { createDataCache } from "../../worker/services/cache/data-cache";
import { BackendUnavailableError } from "../../worker/services/cache/errors";
import { dataKey } from "../../worker/services/cache/keys";
import { createMemoryTier, type MemoryTier } from "../../worker/services/cache/memory-tier";
import { kvOutboundCache } from "../../worker/services/cache/outbound-cache";
import type { CacheStrategy } from "../../worker/services/cache/strategies";
import { PUBLISHED_PUBLIC } from "../../worker/services/cache/testing";
import { createDatasheetService } from "../../worker/services/datasheets";

// The worker tsconfig does not see the global setup that declares what it provides.
const emulatorBase = () => (inject as (key: string) => string)("emulatorBase");

const base = () => emulatorBase();
const logger = createLogger({ level: "error" });
const published = PUBLISHED_PUBLIC;

/** How many requests the emulators received for `path` (their own call log). */
async function callsTo(path: string): Promise<number> {
  const res = await fetch(`${base()}/__control/calls`);
  const body = (await res.json()) as { calls: { path: string }[] };
  return body.calls.filter((c) => c.path === path).length;
}

let n = 0;
/** A product id no other test asks the data-sheet emulator for. */
const productId = () => `PR_9${String(Date.now() % 1e6).padStart(6, "0")}${++n % 10}`;

function datasheets(ctx: ExecutionContext, memory?: MemoryTier) {
  const cache = createDataCache({
    kv: env.CATALOGUE_CACHE,
    waitUntil: (p) => ctx.waitUntil(p),
    logger,
    ...(memory ? { memory } : {}),
  });
  const service = createDatasheetService({
    config: loadConfig(env as unknown as Record<string, unknown>),
    logger,
    retryDelayMs: 0,
    cache: kvOutboundCache(cache, published),
  });
  return { cache, service };
}

describe("KV data cache against the emulators", () => {
  it("answers 100 concurrent misses of one key with one backend call", async () => {
    const id = productId();
    const ctx = createExecutionContext();
    const { service } = datasheets(ctx);
    const answers = await Promise.all(Array.from({ length: 100 }, () => service.forProduct(id)));
    await waitOnExecutionContext(ctx);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await callsTo(`/datasheets/api/datasheets/productId/${id}`)).toBe(1);
  });

  it("serves a stored answer without calling the backend again", async () => {
    const id = productId();
    const ctx = createExecutionContext();
    await datasheets(ctx).service.forProduct(id);
    await waitOnExecutionContext(ctx);
    const second = createExecutionContext();
    // An isolate of its own (empty memory) reads what the first one stored in KV.
    const { service, cache } = datasheets(second, createMemoryTier());
    await service.forProduct(id);
    expect(cache.timings()[0]?.description).toBe("HIT");
    expect(await callsTo(`/datasheets/api/datasheets/productId/${id}`)).toBe(1);
  });
});

describe("KV data cache strategies", () => {
  const strategy: CacheStrategy = {
    name: "test",
    freshSeconds: 10,
    staleWhileRevalidateSeconds: 20,
    staleIfErrorSeconds: 100,
  };
  let clock = 1_000_000;
  const now = () => clock;
  const cacheOf = (ctx: ExecutionContext) =>
    createDataCache({ kv: env.CATALOGUE_CACHE, waitUntil: (p) => ctx.waitUntil(p), logger, now });

  it("goes fresh, stale-while-revalidate, stale-if-error, then unavailable", async () => {
    const key = await dataKey(published, { kind: "test", parts: { id: productId() } });
    let loads = 0;
    let fail = false;
    const loader = async () => {
      loads++;
      if (fail) throw new Error("backend down");
      return { loads };
    };
    const run = async () => {
      const ctx = createExecutionContext();
      const cache = cacheOf(ctx);
      try {
        return await cache.lookup(key, strategy, loader);
      } finally {
        await waitOnExecutionContext(ctx);
      }
    };

    expect((await run()).status).toBe("MISS");
    clock += 5_000;
    expect(await run()).toMatchObject({ status: "HIT", value: { loads: 1 } });
    clock += 10_000; // 15 s: stale, refreshed in the background
    expect(await run()).toMatchObject({ status: "STALE", value: { loads: 1 } });
    expect(loads).toBe(2);
    expect(await run()).toMatchObject({ status: "HIT", value: { loads: 2 } });

    fail = true;
    clock += 60_000; // past stale-while-revalidate, within stale-if-error
    expect(await run()).toMatchObject({ status: "STALE", value: { loads: 2 } });
    clock += 200_000; // past every window: nothing may be served
    await expect(run()).rejects.toBeInstanceOf(BackendUnavailableError);

    // The failure was not stored: the next working load is a plain miss.
    fail = false;
    expect(await run()).toMatchObject({ status: "MISS" });
  });

  it("never stores answers refused as errors, nor anything for draft or editor requests", async () => {
    let loads = 0;
    const ctx = createExecutionContext();
    const cache = cacheOf(ctx);
    const refusedKey = await dataKey(published, { kind: "test", parts: productId() });
    const refused = () => cache.get(refusedKey, strategy, async () => ++loads, { cacheable: () => false });
    await refused();
    await waitOnExecutionContext(ctx);
    await refused();
    expect(loads).toBe(2);

    const draftKey = await dataKey({ ...published, version: "draft" }, { kind: "test", parts: "x" });
    const editorKey = await dataKey({ ...published, editor: true }, { kind: "test", parts: "x" });
    expect(draftKey).toBeNull();
    expect(editorKey).toBeNull();
    const result = await cache.lookup(draftKey, strategy, async () => "draft");
    expect(result.status).toBe("BYPASS");
  });
});
