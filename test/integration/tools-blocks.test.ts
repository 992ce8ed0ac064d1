import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { toolHtml } from "./tool-scope-support";

/** A page of the catalogue worker, and the part of it that is the tool block named `tool` (the page's first of that kind). */
async function page(path: string, tool: string): Promise<string> {
  const res = await SELF.fetch(`http://catalogue.test${path}`);
  expect(res.status).toBe(200);
  return toolHtml(await res.text(), tool);
}

/** The props JSON of the first island of a name. */
function islandProps(html: string, name = "finder"): Record<string, unknown> & { answer: FinderAnswer | null } {
  const id = new RegExp(`data-island="${name}" data-island-id="([^"]+)"`).exec(html)?.[1];
  const json = new RegExp(`data-island-props="${id}">([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("where a finder offers to compare", () => {
  const compareOf = async (path: string, tool: string) => {
    const html = await page(path, tool);
    return { href: islandProps(html).compareHref, picks: html.includes("finder__compare-pick") };
  };

  it("on its own page when the page holds the compare, else on the area's products page", async () => {
    expect(await compareOf("/pim/fragment/pu-additives/en/products", "product-finder")).toEqual({
      href: "/pim/fragment/pu-additives/en/products",
      picks: true,
    });
    expect(await compareOf("/pim/fragment/pu-additives/de/products-by-brand/tegostab", "product-listing")).toEqual({
      href: "/pim/fragment/pu-additives/de/products",
      picks: true,
    });
  });

  it("nowhere when neither the page nor a products page of the area holds the compare", async () => {
    // Personal care's only tool page has no compare; the intranet's products page neither.
    for (const [path, tool] of [
      ["/pim/fragment/personal-care/en/products-solutions", "product-finder"],
      ["/pim/fragment/personal-care/de/products-solutions", "product-finder"],
      ["/pim/fragment/intranet/en/products", "product-finder"],
    ] as const) {
      expect(await compareOf(path, tool), path).toEqual({ href: undefined, picks: false });
    }
  });
});

describe("without script, a finder's links and forms land on its results", () => {
  it("carry the id of the finder's results heading, prefixed like its parameters", async () => {
    // The intranet's products page holds several tools; the label finder is far down the page.
    const whole = await (
      await SELF.fetch("http://catalogue.test/pim/fragment/intranet/en/products?label-q=a&label-page=2")
    ).text();
    const html = toolHtml(whole, "label-finder");
    expect(html).toMatch(/<h3 class="finder__count-heading" id="label-finder-results"/);
    expect(/<form[^>]*class="finder__form"[^>]*>/.exec(html)?.[0]).toContain(
      'action="/pim/fragment/intranet/en/products#label-finder-results"',
    );
    const links = [...html.matchAll(/<a [^>]*href="([^"]*label-[^"]*)"/g)].map((m) => m[1] ?? "");
    // Paging (previous, numbers, next) and the chip of the search text.
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href).toMatch(/#label-finder-results$/);
    // The product finder of the same page lands on its own heading.
    expect(toolHtml(whole, "product-finder")).toMatch(/<h3 class="finder__count-heading" id="finder-results"/);
  });
});

describe("a finder on a page that presets it", () => {
  it("leaves the page's preset out of its links: Clear all leads to the page itself", async () => {
    const html = await page("/pim/fragment/vestamid/en/certificates?language=German", "download-center");
    const clear = /<a class="finder__clear" href="([^"]*)"/.exec(html)?.[1];
    expect(clear).toBe("/pim/fragment/vestamid/en/certificates#finder-results");
    const chips = [...html.matchAll(/<a class="finder__chip" href="([^"]*)"/g)].map((m) => m[1]);
    expect(chips.length).toBeGreaterThan(0);
    for (const href of chips) expect(href).not.toContain("type=");
    // The preset still applies: every document listed is a certificate.
    expect(islandProps(html).answer?.totalCount).toBeGreaterThan(0);
    expect(islandProps(html).answer?.query).toContain("type=Certificate");
  });
});

describe("tool blocks render their first results on the server", () => {
  it("renders the product finder as a GET form with results, facets in fieldsets and a live count", async () => {
    const whole = await (await SELF.fetch("http://catalogue.test/pim/fragment/pu-additives/en/products")).text();
    const html = toolHtml(whole, "product-finder");
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/pim/fragment/pu-additives/en/products#finder-results"');
    expect(html).toMatch(/<fieldset class="finder__facet"><legend>Brand<\/legend>/);
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>\d+ Products</);
    expect(html).toMatch(/name="brand"[^>]*value="dabco"/);
    expect(html).toContain('href="/pim/fragment/pu-additives/en/product/PR_');
    expect(toolHtml(whole, "product-compare")).toContain('data-island="product-compare"');
    const props = islandProps(html);
    expect(props.api).toBe("/pim/api/pu-additives/en/products");
    expect(props.answer?.results).toHaveLength(25);
    expect(whole).not.toMatch(/demo-(public|intranet)-key/);
  });

  it("reads the state from the URL: text, facets, order and page", async () => {
    const html = await page(
      "/pim/fragment/pu-additives/en/products?brand=dabco&sort=name-desc&page=1&q=catalyst",
      "product-finder",
    );
    const props = islandProps(html);
    expect(props.answer?.query).toBe("q=catalyst&brand=dabco&sort=name-desc");
    expect(html).toMatch(/<input type="checkbox"[^>]*name="brand" checked="" value="dabco"/);
    expect(html).toMatch(/<option value="name-desc" selected="">/);
  });

  it("shows No data available for a state without results", async () => {
    const html = await page("/pim/fragment/pu-additives/en/products?brand=nothing-like-this", "product-finder");
    expect(html).toContain("No data available");
    expect(html).toMatch(/>0 Products</);
  });

  it("fixes the brand of products-by-brand pages and the application of products-by-application pages", async () => {
    const brand = islandProps(
      await page("/pim/fragment/pu-additives/en/products-by-brand/tegostab", "product-listing"),
    );
    expect(brand.locked).toEqual({ brand: ["tegostab"] });
    expect(brand.searchLabel).toBeUndefined();
    expect(brand.answer?.totalCount).toBeGreaterThan(0);
    expect(brand.answer?.results.length).toBeGreaterThan(0);
    for (const item of brand.answer?.results ?? []) expect(item.meta[0]).toBe("Tegostab");
    const application = islandProps(
      await page("/pim/fragment/pu-additives/en/products-by-application/rigid-pu-foam", "product-listing"),
    );
    expect(application.locked).toEqual({ application: ["rigid-pu-foam"] });
    expect(application.answer?.totalCount).toBeLessThan(70);
  });

  it("fixes the document type of brochures and certificates pages", async () => {
    const html = await page("/pim/fragment/pu-additives/en/downloads/brochures", "download-center");
    const props = islandProps(html);
    expect(props.locked).toEqual({ type: ["Brochure"] });
    expect(props.answer?.results.length).toBeGreaterThan(0);
    for (const item of props.answer?.results ?? []) expect(item.meta[0]).toMatch(/Brochure/);
    expect(html).toContain("Download ");
  });

  it("keeps two finders on one page apart by parameter prefix", async () => {
    const path = "/pim/fragment/intranet/en/products?q=amine&item-q=drum";
    const products = await page(path, "product-finder");
    const items = await page(path, "item-finder");
    expect(products).toContain('name="q"');
    expect(items).toContain('name="item-q"');
    expect(islandProps(products).prefix ?? "").toBe("");
    expect(islandProps(products).answer?.query).toBe("q=amine");
    expect(islandProps(items).prefix).toBe("item-");
    expect(islandProps(items).answer?.query).toBe("q=drum");
  });

  it("renders the formulation finder with New badges and the contact finder with mail and phone links", async () => {
    const formulations = await page(
      "/pim/fragment/personal-care/en/products-solutions?sort=date-desc",
      "formulation-finder",
    );
    expect(formulations).toContain('class="finder__badge">New<');
    const contacts = await page("/pim/fragment/visiomer/en/contacts", "contact-finder");
    expect(contacts).toMatch(/href="mailto:[^"]+"/);
    expect(contacts).toMatch(/href="tel:\+?\d+"/);
    expect(contacts).toMatch(/<option value="[A-Z]{2}">[A-Z][a-z]/);
    const listing = await page("/pim/fragment/vestamid/en/contact", "contact-listing");
    expect(listing).toMatch(/href="mailto:[^"]+"/);
    expect(listing).toContain('name="cl-country"');
  });

  it("renders the comparison of the URL's selection", async () => {
    const list = islandProps(await page("/pim/fragment/pu-additives/en/products", "product-finder"));
    const ids = (list.answer?.results ?? []).slice(0, 2).map((r) => r.id);
    expect(ids).toHaveLength(2);
    const html = await page(`/pim/fragment/pu-additives/en/products?compare=${ids.join(",")}`, "product-compare");
    expect(html).toContain("<table");
    expect(html).toContain("compare__row--differs");
    for (const id of ids) expect(html).toContain(`/product/${id}`);
  });

  it("compares what a form without script sends: one compare parameter per ticked box", async () => {
    const list = islandProps(await page("/pim/fragment/pu-additives/en/products?size=10", "product-finder"));
    const ids = (list.answer?.results ?? []).filter((r) => r.comparable).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const two = ids.slice(0, 2);
    const html = await page(
      `/pim/fragment/pu-additives/en/products?${two.map((id) => `compare=${id}`).join("&")}`,
      "product-compare",
    );
    expect(html).toContain("<table");
    for (const id of two) expect(html).toContain(`/product/${id}`);
    expect(html).not.toContain("compare__notice");

    // More than can be compared: the first four, and the page says so.
    const five = ids.slice(0, 5);
    const many = await page(
      `/pim/fragment/pu-additives/en/products?${five.map((id) => `compare=${id}`).join("&")}`,
      "product-compare",
    );
    for (const id of five.slice(0, 4)) expect(many).toContain(`/product/${id}`);
    expect(many).not.toContain(`/product/${five[4]}`);
    expect(many).toContain("5 products were picked; at most 4 can be compared, so the first 4 are shown.");
  });

  it("says so when a picked product is not in this area's catalogue", async () => {
    const list = islandProps(await page("/pim/fragment/pu-additives/en/products", "product-finder"));
    const [own] = (list.answer?.results ?? []).map((r) => r.id);
    const html = await page(`/pim/fragment/pu-additives/en/products?compare=${own},PR_99999999`, "product-compare");
    expect(html).toContain(`/product/${own}`);
    expect(html).toContain("1 of the 2 picked products is not in this catalogue.");
  });

  it("says so when an entry of the link is not a product number, without repeating it", async () => {
    const list = islandProps(await page("/pim/fragment/pu-additives/en/products", "product-finder"));
    const [own] = (list.answer?.results ?? []).map((r) => r.id);
    const html = await page(`/pim/fragment/pu-additives/en/products?compare=${own},PR_%3Cb%3E`, "product-compare");
    expect(html).toContain(`/product/${own}`);
    expect(html).toContain("One entry of the link is not a product number and was left out.");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("PR_<");
  });

  it("ignores bad state on pages instead of failing", async () => {
    const html = await page("/pim/fragment/pu-additives/en/products?page=0&sort=bogus&colour=red", "product-finder");
    expect(islandProps(html).answer?.page).toBe(1);
  });
});
