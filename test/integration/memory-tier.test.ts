import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../worker/config";
import { createLogger } from "../../worker/logger";
import { signWebhookBody } from "../../worker/routes/webhooks";
import { createDataCache } from "../../worker/services/cache/data-cache";
import { createMemoryTier } from "../../worker/services/cache/memory-tier";
import { kvOutboundCache } from "../../worker/services/cache/outbound-cache";
import { PUBLISHED_PUBLIC } from "../../worker/services/cache/testing";
import { createDatasheetService } from "../../worker/services/datasheets";
import { emulatorProducts, productPath } from "./product-support";

const SECRET = "demo-webhook-secret";
const logger = createLogger({ level: "error" });
const published = PUBLISHED_PUBLIC;

/** The descriptions of one data-cache metric in a response's Server-Timing, e.g. `cache-story` -> ["HIT memory"]. */
function lookups(res: Response, metric: string): string[] {
  const header = res.headers.get("Server-Timing") ?? "";
  return [...header.matchAll(new RegExp(`${metric};dur=[\\d.]+;desc="([^"]*)"`, "g"))].map((m) => m[1] ?? "");
}

/** A debug request: never from the page cache, so the page is rendered every time. */
async function render(path: string) {
  const res = await SELF.fetch(`http://example.com${path}?debug=true`);
  expect(res.status).toBe(200);
  await res.text();
  return res;
}

/** A KV that counts the reads it is asked for. */
function countingKv() {
  const reads: string[] = [];
  const kv = new Proxy(env.CATALOGUE_CACHE, {
    get(target, name) {
      if (name === "get")
        return (key: string, type: "text") => {
          reads.push(key);
          return target.get(key, type);
        };
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv, reads };
}

describe("the memory tier in front of KV", () => {
  it("serves a second uncached product page's stories and product data from memory, and a publish makes them unreachable", async () => {
    const product = (await emulatorProducts()).find(
      (p) => p.AT_Visibility.includes("Public") && p.AT_Websites.includes("pu-additives"),
    );
    if (!product) throw new Error("no public product on pu-additives");
    const path = productPath("pu-additives", product.ID);

    await render(path);
    const warm = await render(path);
    expect(lookups(warm, "cache-story").length).toBeGreaterThan(0);
    expect(lookups(warm, "cache-catalogue").length).toBeGreaterThan(0);
    for (const metric of ["cache-story", "cache-catalogue"]) {
      expect(lookups(warm, metric).every((d) => d === "HIT memory")).toBe(true);
    }
    expect(warm.headers.get("X-Memory-Tier")).toMatch(
      /^lookups=\d+, hits=\d+, entries=\d+, bytes=\d+, page-lookups=\d+, page-hits=\d+, page-entries=\d+, page-bytes=\d+$/,
    );

    // A publish: Storyblok moves its cv, the webhook moves the worker's.
    await fetch(`${inject("emulatorBase")}/__control/storyblok/cv`, { method: "POST" });
    const body = JSON.stringify({ action: "published", story_id: 1, space_id: 100000, full_slug: "pu-additives" });
    const hook = await SELF.fetch("http://example.com/pim/webhooks/storyblok", {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": await signWebhookBody(SECRET, body) },
      body,
    });
    expect(hook.status).toBe(200);

    const afterPublish = await render(path);
    expect(lookups(afterPublish, "cache-story")).not.toContain("HIT memory");
    expect(lookups(afterPublish, "cache-story")).toContain("MISS");
    const again = await render(path);
    expect(lookups(again, "cache-story").every((d) => d === "HIT memory")).toBe(true);
  });

  it("answers a data sheet lookup of a second request without reading KV", async () => {
    const id = `PR_8${String(Date.now() % 1e7).padStart(7, "0")}`;
    const memory = createMemoryTier();
    const { kv, reads } = countingKv();
    const run = async () => {
      const ctx = createExecutionContext();
      const cache = createDataCache({ kv, waitUntil: (p) => ctx.waitUntil(p), logger, memory });
      const service = createDatasheetService({
        config: loadConfig(env as unknown as Record<string, unknown>),
        logger,
        retryDelayMs: 0,
        cache: kvOutboundCache(cache, published),
      });
      const answer = await service.forProduct(id);
      await waitOnExecutionContext(ctx);
      return { answer, timings: cache.timings() };
    };
    const first = await run();
    const readsOfFirst = reads.length;
    expect(readsOfFirst).toBeGreaterThan(0);
    const second = await run();
    expect(second.answer).toEqual(first.answer);
    expect(second.timings.map((t) => t.description)).toEqual(["HIT memory"]);
    expect(reads.length).toBe(readsOfFirst);
  });
});
