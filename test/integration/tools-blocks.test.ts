import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { createToolPageTestApp } from "../../worker/views/tools/test-page";

const app = createToolPageTestApp();

async function page(path: string, blocks: string[]): Promise<string> {
  const res = await app.request(`http://example.com${path}`, { headers: { "x-test-blocks": blocks.join(",") } }, env);
  expect(res.status).toBe(200);
  return res.text();
}

/** The props JSON of the first island of a name. */
function islandProps(html: string, name = "finder"): Record<string, unknown> & { answer: FinderAnswer | null } {
  const id = new RegExp(`data-island="${name}" data-island-id="([^"]+)"`).exec(html)?.[1];
  const json = new RegExp(`data-island-props="${id}">([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("tool blocks render their first results on the server", () => {
  it("renders the product finder as a GET form with results, facets in fieldsets and a live count", async () => {
    const html = await page("/pim/fragment/pu-additives/en/products", ["product-finder", "product-compare"]);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/pim/fragment/pu-additives/en/products"');
    expect(html).toMatch(/<fieldset class="finder__facet"><legend>Brand<\/legend>/);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>\d+ Products</);
    expect(html).toMatch(/name="brand"[^>]*value="dabco"/);
    expect(html).toContain('href="/pim/fragment/pu-additives/en/product/PR_');
    expect(html).toContain('data-island="product-compare"');
    const props = islandProps(html);
    expect(props.api).toBe("/pim/api/pu-additives/en/products");
    expect(props.answer?.results).toHaveLength(25);
    expect(html).not.toMatch(/demo-(public|intranet)-key/);
  });

  it("reads the state from the URL: text, facets, order and page", async () => {
    const html = await page("/pim/fragment/pu-additives/en/products?brand=dabco&sort=name-desc&page=1&q=catalyst", [
      "product-finder",
    ]);
    const props = islandProps(html);
    expect(props.answer?.query).toBe("q=catalyst&brand=dabco&sort=name-desc");
    expect(html).toMatch(/<input type="checkbox"[^>]*name="brand" checked="" value="dabco"/);
    expect(html).toMatch(/<option value="name-desc" selected="">/);
  });

  it("shows No data available for a state without results", async () => {
    const html = await page("/pim/fragment/pu-additives/en/products?brand=nothing-like-this", ["product-finder"]);
    expect(html).toContain("No data available");
    expect(html).toMatch(/>0 Products</);
  });

  it("fixes the brand of products-by-brand pages and the application of products-by-application pages", async () => {
    const brand = islandProps(
      await page("/pim/fragment/pu-additives/en/products-by-brand/tegostab", ["product-listing"]),
    );
    expect(brand.locked).toEqual({ brand: ["tegostab"] });
    expect(brand.searchLabel).toBeUndefined();
    expect(brand.answer?.totalCount).toBeGreaterThan(0);
    for (const item of brand.answer?.results ?? []) expect(item.meta[0]).toBe("Tegostab");
    const application = islandProps(
      await page("/pim/fragment/pu-additives/en/products-by-application/rigid-pu-foam", ["product-listing"]),
    );
    expect(application.locked).toEqual({ application: ["rigid-pu-foam"] });
    expect(application.answer?.totalCount).toBeLessThan(70);
  });

  it("fixes the document type of brochures and certificates pages", async () => {
    const html = await page("/pim/fragment/pu-additives/en/downloads/brochures", ["download-center"]);
    const props = islandProps(html);
    expect(props.locked).toEqual({ type: ["Brochure"] });
    for (const item of props.answer?.results ?? []) expect(item.meta[0]).toMatch(/Brochure/);
    expect(html).toContain("Download ");
  });

  it("keeps two finders on one page apart by parameter prefix", async () => {
    const html = await page("/pim/fragment/intranet/en/products?q=amine&item-q=drum", [
      "product-finder",
      "item-finder",
    ]);
    expect(html).toContain('name="q"');
    expect(html).toContain('name="item-q"');
    const items = islandProps(
      html.slice(html.indexOf('data-island="finder"', html.indexOf('data-island="finder"') + 10)),
    );
    expect(items.prefix).toBe("item-");
  });

  it("renders the formulation finder with New badges and the contact finder with mail and phone links", async () => {
    const formulations = await page("/pim/fragment/personal-care/en/products-solutions?sort=date-desc", [
      "formulation-finder",
    ]);
    expect(formulations).toContain('class="finder__badge">New<');
    const contacts = await page("/pim/fragment/vestamid/en/contact", ["contact-finder", "contact-listing"]);
    expect(contacts).toMatch(/href="mailto:[^"]+"/);
    expect(contacts).toMatch(/href="tel:\+?\d+"/);
    expect(contacts).toMatch(/<option value="[A-Z]{2}">[A-Z][a-z]/);
    expect(contacts).toContain('name="cl-country"');
  });

  it("renders the comparison of the URL's selection", async () => {
    const list = islandProps(await page("/pim/fragment/pu-additives/en/products", ["product-finder"]));
    const ids = (list.answer?.results ?? []).slice(0, 2).map((r) => r.id);
    const html = await page(`/pim/fragment/pu-additives/en/products?compare=${ids.join(",")}`, ["product-compare"]);
    expect(html).toContain("<table");
    expect(html).toContain("compare__row--differs");
    for (const id of ids) expect(html).toContain(`/product/${id}`);
  });

  it("ignores bad state on pages instead of failing", async () => {
    const html = await page("/pim/fragment/pu-additives/en/products?page=0&sort=bogus&colour=red", ["product-finder"]);
    expect(islandProps(html).answer?.page).toBe(1);
  });
});
