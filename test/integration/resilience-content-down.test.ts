import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { installRecordingFetch, visit } from "./product-calls-fetch";
import { emulatorProducts, type ProductSample, productPath } from "./product-support";

// The outage is injected in this isolate's fetch: the shared emulator (and the
// test files running beside this one) never see it.
const recorder = installRecordingFetch();
afterAll(() => recorder.restore());
afterEach(() => recorder.state.down.clear());

let products: ProductSample[] = [];
beforeAll(async () => {
  products = await emulatorProducts();
});

const ORIGIN = "https://resilience.test";

describe("with the content service down", () => {
  it("still serves pages seen before, from the page cache and from the data cache", async () => {
    const seen = `${ORIGIN}/pim/fragment/vestamid/en/contact`;
    const first = await visit(seen);
    expect(first.res.status).toBe(200);

    recorder.state.down.add("storyblok");
    const again = await visit(seen);
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again.text).toContain("</html>");

    // Debug requests skip the page cache and render: the stories come from KV.
    recorder.reset();
    const rendered = await visit(`${seen}?debug=true`);
    expect(rendered.res.status).toBe(200);
    expect(rendered.res.headers.get("X-Cache-Status")).toBe("BYPASS");
    expect(recorder.calls("storyblok").filter((c) => c.path.includes("/cdn/stories"))).toEqual([]);
  });

  it("answers a page never seen with the 503 error page, not a 404 nor a 500, and never stores it", async () => {
    recorder.state.down.add("storyblok");
    const url = `${ORIGIN}/pim/fragment/trogamid/en/downloads/brochures`;
    const down = await visit(url);
    expect(down.res.status).toBe(503);
    expect(down.res.headers.get("Cache-Control")).toContain("no-store");
    expect(down.text).not.toContain("Page Not Found");
    expect(down.text).not.toContain("Injected outage");
    expect(recorder.calls("storyblok").length).toBeGreaterThan(0);
    expect((await visit(url)).res.status).toBe(503);

    // Back up: the page renders (nothing of the outage was kept).
    recorder.state.down.clear();
    const up = await visit(url);
    expect(up.res.status).toBe(200);
    expect(up.res.headers.get("X-Cache-Status")).toBe("MISS");
  });

  it("answers a product page never seen with 503 when its chrome and template cannot be loaded", async () => {
    const product = products.find((p) => p.AT_Websites.includes("pu-additives") && p.AT_Visibility.includes("Public"));
    if (!product) throw new Error("no pu-additives product");
    recorder.state.down.add("storyblok");
    const res = await visit(`${ORIGIN}${productPath("pu-additives", product.ID)}`);
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
