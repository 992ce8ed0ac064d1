import { beforeAll, describe, expect, it } from "vitest";
import { type EmulatorCall, emulatorCalls, firstChunk, untilHit, visit } from "./entry-visit";
import { emulatorProducts, type ProductSample, productPath } from "./product-support";

let products: ProductSample[] = [];
beforeAll(async () => {
  products = await emulatorProducts();
});

/** Loads whose answers are streamed after the shell (related documents, data sheets). */
const DEFERRED = /^\/datasheets\/|^\/search\/[a-z]+\/indexes\/(?!products-)/;

/**
 * The calls the emulators received while `during` ran that belong to a page of
 * `site` showing `productId`: its product searches and data sheets (they hold
 * the id), its chrome and template (they hold the site's settings slugs), and
 * the content's cv read. The emulators' log also holds the calls of the test
 * files running beside this one: their calls hold neither, and of the cv reads
 * in the window at most one is this request's (an isolate reads the cv at most
 * once per refresh interval).
 */
async function callsDuring<T>(site: string, productId: string, during: () => Promise<T>) {
  const log = () => emulatorCalls("");
  const before = (await log()).length;
  const result = await during();
  const window = (await log()).slice(before);
  const own = window.filter(
    (c) =>
      c.path.includes(productId) ||
      (c.body ?? "").includes(productId) ||
      decodeURIComponent(c.query).includes(`${site}/settings/`),
  );
  const cvReads = window.filter((c) => c.path.endsWith("/cdn/spaces/me") && c.query.includes("token=demo-published"));
  return { result, calls: [...own, ...cvReads.slice(0, 1)] as EmulatorCall[] };
}

const bySlugs = (c: EmulatorCall) => new URLSearchParams(c.query).get("by_slugs");

const first = (site: string) =>
  products.find((p) => p.AT_Websites.includes(site) && p.AT_Visibility.includes("Public"));

describe("backend calls of a product page", () => {
  it("waits for at most 4 backend calls before the first byte of an uncached page (one content call for chrome and template)", async () => {
    // A cold isolate: no cv known yet, no story or product cached.
    const product = first("visiomer");
    if (!product) throw new Error("no visiomer product");
    const url = `https://calls.test${productPath("visiomer", product.ID)}`;
    const { result: page, calls: before } = await callsDuring("visiomer", product.ID, () => firstChunk(url));
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("X-Cache-Status")).toBe("MISS");
    const html = await page.finish();
    expect(html).toContain(`data-product-id="${product.ID}"`);

    const awaited = before.filter((c) => !DEFERRED.test(c.path));
    expect(awaited.length, awaited.map((c) => c.path).join(", ")).toBeLessThanOrEqual(4);
    const stories = awaited.filter((c) => c.path.endsWith("/cdn/stories"));
    expect(stories).toHaveLength(1);
    expect((stories[0] ? bySlugs(stories[0]) : null)?.split(",").sort()).toEqual([
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
    // Stored in the background after the first answer.
    await untilHit(url);
    const { result: hit, calls } = await callsDuring("world-of-protectosil", product.ID, () => visit(url));
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(hit.text).toContain(`data-product-id="${product.ID}"`);
    // The cv is read from isolate memory within its refresh interval.
    expect(calls).toEqual([]);
  });
});
