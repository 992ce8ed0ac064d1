import { beforeAll, describe, expect, it } from "vitest";
import { emulatorCalls, untilHit, visit } from "./entry-visit";
import { emulatorProducts, type ProductSample, productPath, scopedFaults } from "./product-support";

/**
 * The content service down for what each test asks of it: the outage is
 * scoped to stories no other test file reads (a page of its own, the product
 * template of an area whose product pages no other file renders), so the
 * test files running beside this one never see it; it is lifted after each test.
 */
const fault = scopedFaults();
const contentDown = (slug: string) => fault("storyblok", slug, { rate5xx: 1 });

let products: ProductSample[] = [];
beforeAll(async () => {
  products = await emulatorProducts();
});

const ORIGIN = "https://resilience.test";

/** This page's story calls among the emulators' calls since `since` (a length of their log). */
const storyCallsSince = async (since: number, slug: string) =>
  (await emulatorCalls("", "storyblok"))
    .slice(since)
    .filter((c) => c.path.includes("/cdn/stories") && `${c.path}${decodeURIComponent(c.query)}`.includes(slug));
const logLength = async () => (await emulatorCalls("", "storyblok")).length;

describe("with the content service down", () => {
  it("still serves pages seen before, from the page cache and from the data cache", async () => {
    const slug = "vestenamer/contact";
    const seen = `${ORIGIN}/pim/fragment/vestenamer/en/contact`;
    const first = await visit(seen);
    expect(first.res.status).toBe(200);
    await untilHit(seen);

    // Its own story only: a render that asked for any story of the area would show in the call log below.
    await contentDown(slug);
    const again = await visit(seen);
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again.text).toContain("</html>");

    // Debug requests skip the page cache and render: the stories come from KV.
    const since = await logLength();
    const rendered = await visit(`${seen}?debug=true`);
    expect(rendered.res.status).toBe(200);
    expect(rendered.res.headers.get("X-Cache-Status")).toBe("BYPASS");
    expect(await storyCallsSince(since, "vestenamer/")).toEqual([]);
  });

  it("answers a page never seen with the 503 error page, not a 404 nor a 500, and never stores it", async () => {
    const slug = "trogamid/downloads/certificates";
    await contentDown(slug);
    const url = `${ORIGIN}/pim/fragment/trogamid/en/downloads/certificates`;
    const since = await logLength();
    const down = await visit(url);
    expect(down.res.status).toBe(503);
    expect(down.res.headers.get("Cache-Control")).toContain("no-store");
    expect(down.text).not.toContain("Page Not Found");
    expect(down.text).not.toContain("Injected failure");
    expect((await storyCallsSince(since, slug)).length).toBeGreaterThan(0);
    expect((await visit(url)).res.status).toBe(503);

    // Back up: the page renders (nothing of the outage was kept).
    await fault("storyblok", slug, {});
    const up = await visit(url);
    expect(up.res.status).toBe(200);
    expect(up.res.headers.get("X-Cache-Status")).toBe("MISS");
  });

  it("answers a product page never seen with 503 when its chrome and template cannot be loaded", async () => {
    const product = products.find((p) => p.AT_Websites.includes("vestenamer") && p.AT_Visibility.includes("Public"));
    if (!product) throw new Error("no vestenamer product");
    await contentDown("vestenamer/settings/product-template");
    const res = await visit(`${ORIGIN}${productPath("vestenamer", product.ID)}`);
    expect(res.res.status).toBe(503);
    expect(res.text).not.toContain(`data-product-id="${product.ID}"`);
  });

  it("still tells a page that does not exist (404) when the content service is up", async () => {
    const path = "/pim/fragment/vestamid/en/no-such-page";
    const res = await visit(`${ORIGIN}${path}`);
    expect(res.res.status).toBe(404);
    expect(res.text).toContain(`Page Not Found: ${path}`);
  });
});
