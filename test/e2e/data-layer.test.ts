import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../support/browser";

/**
 * The catalogue framed by an embedding page, as on the company's sites: the
 * page and its tools post data-layer messages to the parent, only to the
 * configured parent origins, and never the same message twice in a row.
 */
const PATH = "/pim/fragment/personal-care/en/products-solutions";
const base = () => inject("baseUrl");
const allowedParent = () => inject("parentUrl");
/** The same page under another name: another origin, not allowed. */
const otherParent = () => allowedParent().replace("127.0.0.1", "localhost");

interface Received {
  origin: string;
  data: Record<string, unknown>;
}

/** The embedding page at `parent` framing `path`; it records every message it receives. */
async function embed(context: BrowserContext, parent: string, path: string): Promise<{ page: Page; frame: Frame }> {
  const page = await context.newPage();
  await page.goto(`${parent}/embed?src=${encodeURIComponent(`${base()}${path}`)}`);
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  if (!frame) throw new Error("no frame");
  return { page, frame };
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const events = async (page: Page) => (await received(page)).map((m) => m.data.event);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("data-layer messages to the embedding page", () => {
  it("sends page view, search, filter, compare and result click to the allowed parent, each once", async () => {
    const context = await browser.newContext();
    const { page, frame } = await embed(context, allowedParent(), PATH);
    await frame.locator('[data-tool="formulation-finder"] [data-island="finder"][data-hydrated="true"]').waitFor();
    await frame.locator('[data-tool="product-finder"] [data-island="finder"][data-hydrated="true"]').waitFor();
    await expect.poll(() => events(page)).toContain("page_view");

    const formulations = frame.locator('[data-tool="formulation-finder"] [data-island="finder"]');
    const search = formulations.locator('.finder__search input[type="search"]');
    const isFormulations = (url: string) => url.includes("/pim/api/personal-care/en/formulations?");
    await search.fill("cream");
    await expect.poll(async () => (await events(page)).includes("search")).toBe(true);
    // The same search submitted again: loaded again, but the same message is not sent twice.
    for (let i = 0; i < 2; i++) {
      const loaded = page.waitForResponse((r) => isFormulations(r.url()));
      await search.press("Enter");
      await (await loaded).finished();
    }

    const products = frame.locator('[data-tool="product-finder"] [data-island="finder"]');
    const brand = products.locator('.finder__facets input[type="checkbox"][name="brand"]').first();
    await brand.check();
    await expect.poll(async () => (await events(page)).includes("filter")).toBe(true);
    await products.locator(".finder__result-title a").first().click();
    await expect.poll(async () => (await events(page)).includes("result_click")).toBe(true);
    // The click opens the product: it lands before the frame is sent elsewhere.
    await frame.waitForURL(/\/product\//);
    // Personal care's page has no compare table, so its finder offers none: compare on an area's products page.
    await frame.goto(`${base()}/pim/fragment/pu-additives/en/products`);
    const withCompare = frame.locator('[data-tool="product-finder"] [data-island="finder"][data-hydrated="true"]');
    await withCompare.waitFor();
    await withCompare.locator('.finder__compare-pick input[type="checkbox"]').first().check();
    await expect.poll(async () => (await events(page)).includes("compare")).toBe(true);

    const messages = await received(page);
    for (const message of messages) expect(message.origin).toBe(new URL(base()).origin);
    const searches = messages.filter((m) => m.data.event === "search" && m.data.search_term === "cream");
    expect(searches).toHaveLength(1);
    expect(searches[0]?.data).toMatchObject({ tool: "formulations", results: expect.any(Number) });
    expect(messages.find((m) => m.data.event === "page_view")?.data).toMatchObject({ page_path: PATH });
    for (let i = 1; i < messages.length; i++)
      expect(JSON.stringify(messages[i]?.data)).not.toBe(JSON.stringify(messages[i - 1]?.data));
    await context.close();
  });

  it("sends nothing to a parent that is not allowed", async () => {
    const context = await browser.newContext();
    // That parent could not frame the catalogue at all (frame-ancestors); let it, to see what reaches it.
    await context.route(`${base()}/pim/fragment/**`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      await route.fulfill({ response, headers });
    });
    const { page, frame } = await embed(context, otherParent(), PATH);
    await frame.locator('[data-tool="product-finder"] [data-island="finder"][data-hydrated="true"]').waitFor();
    await frame
      .locator('[data-tool="product-finder"] .finder__facets input[type="checkbox"][name="brand"]')
      .first()
      .check();
    const local = () =>
      frame.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((m) => m.event),
      );
    await expect.poll(local).toEqual(["page_view", "filter"]);
    expect(await received(page)).toEqual([]);
    await context.close();
  });
});
