import { describe, expect, it } from "vitest";
import { untilHit, visit } from "./entry-visit";
import { emulatorProducts, productPath, scopedFaults } from "./product-support";

/**
 * The catalogue worker with the search and data-sheet services failing every
 * attempt (first try and retries) for this file's own two products. The fault
 * rules are scoped to their ids, so the test files running at the same time
 * never see them.
 */
const fault = scopedFaults();
async function backendsDownFor(id: string): Promise<void> {
  await fault("search", id, { rate5xx: 1 });
  await fault("datasheets", id, { rate5xx: 1 });
}

/** Two public VESTAMID products from the end of its list, which no other test renders. */
async function twoProducts(): Promise<[string, string]> {
  const ids = (await emulatorProducts())
    .filter((p) => p.AT_Websites.includes("vestamid") && p.AT_Visibility.includes("Public"))
    .map((p) => p.ID)
    .slice(-2);
  const [a, b] = ids;
  if (!a || !b) throw new Error("fewer than two public vestamid products");
  return [a, b];
}

const url = (id: string) => `https://resilience-backend.test${productPath("vestamid", id)}`;

describe("with a backend down", () => {
  it("serves every page seen before from cache and answers a never-seen page with 503, not 500", async () => {
    const [seenId, unseenId] = await twoProducts();
    const seen = url(seenId);
    const unseen = url(unseenId);
    const first = await visit(seen);
    expect(first.res.status).toBe(200);
    expect(first.text).toContain(`data-product-id="${seenId}"`);
    const stored = await untilHit(seen);

    await backendsDownFor(seenId);
    await backendsDownFor(unseenId);
    const again = await visit(seen);
    expect(again.res.status).toBe(200);
    expect(again.text).toBe(stored.text);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");

    const never = await visit(unseen);
    expect(never.res.status).toBe(503);
    expect(never.text).toContain("temporarily unavailable");
    expect(never.text).not.toContain(`data-product-id="${unseenId}"`);
    // Not stored: the error page is rendered again, never served from cache.
    expect(never.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(never.res.headers.get("Cache-Control")).toContain("no-store");
    expect((await visit(unseen)).res.headers.get("X-Cache-Status")).toBe("MISS");
  });
});
