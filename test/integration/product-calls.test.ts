import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstChunk, installRecordingFetch, visit } from "./product-calls-fetch";
import { emulatorProducts, type ProductSample, productPath } from "./product-support";

const recorder = installRecordingFetch();
afterAll(() => recorder.restore());

let products: ProductSample[] = [];
beforeAll(async () => {
  products = await emulatorProducts();
});

/** Loads whose answers are streamed after the shell (related documents, data sheets). */
const DEFERRED = /^\/datasheets\/|^\/search\/[a-z]+\/indexes\/(?!products-)/;

const first = (site: string) =>
  products.find((p) => p.AT_Websites.includes(site) && p.AT_Visibility.includes("Public"));

describe("backend calls of a product page", () => {
  it("waits for at most 4 backend calls before the first byte of an uncached page (one content call for chrome and template)", async () => {
    // A cold isolate: no cv known yet, no story or product cached.
    const product = first("visiomer");
    if (!product) throw new Error("no visiomer product");
    const url = `https://calls.test${productPath("visiomer", product.ID)}`;
    recorder.reset();
    const page = await firstChunk(url);
    const before = recorder.calls().slice();
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("X-Cache-Status")).toBe("MISS");
    const html = await page.finish();
    expect(html).toContain(`data-product-id="${product.ID}"`);

    const awaited = before.filter((c) => !DEFERRED.test(c.path));
    expect(awaited.length, awaited.map((c) => c.path).join(", ")).toBeLessThanOrEqual(4);
    const stories = awaited.filter((c) => c.path.endsWith("/cdn/stories"));
    expect(stories).toHaveLength(1);
    expect(stories[0]?.bySlugs?.split(",").sort()).toEqual([
      "visiomer/settings/footer",
      "visiomer/settings/navbar",
      "visiomer/settings/product-template",
    ]);
    // The template and the chrome come in that one call, never as single-story fetches.
    expect(awaited.filter((c) => c.path.includes("/cdn/stories/"))).toEqual([]);
    expect(awaited.filter((c) => c.path.includes("/indexes/products-"))).toHaveLength(1);
  });

  it("makes no backend call at all for a page already in the page cache", async () => {
    const product = first("world-of-protectosil");
    if (!product) throw new Error("no world-of-protectosil product");
    const url = `https://calls.test${productPath("world-of-protectosil", product.ID)}`;
    const miss = await visit(url);
    expect(miss.res.status).toBe(200);
    recorder.reset();
    const hit = await visit(url);
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(hit.text).toContain(`data-product-id="${product.ID}"`);
    // The cv is read from isolate memory within its refresh interval.
    expect(recorder.calls()).toEqual([]);
  });
});
