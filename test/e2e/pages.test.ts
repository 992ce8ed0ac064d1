import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and collects everything that went wrong while it loaded. */
async function open(path: string) {
  const page = await browser.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (req) => problems.push(`request failed: ${req.url()}`));
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  const response = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  return { page, response, problems, scripts };
}

async function fontFamily(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).fontFamily);
}

describe("pages in a browser", () => {
  it("renders a content page without console errors, styled, with fonts loaded", async () => {
    const { page, response, problems } = await open("/pim/fragment/pu-additives/en/");
    expect(response?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready);
    expect(problems).toEqual([]);
    expect(await fontFamily(page)).toContain("Inter");
    expect(await page.evaluate(() => document.fonts.check('700 16px "Inter"'))).toBe(true);
    expect(await page.title()).toMatch(/\| Specialty Chemicals$/);
    await page.close();
  });

  it("loads no framework on a page without islands: only the data layer's page view, where parents may embed it", async () => {
    const { page, scripts, problems } = await open("/pim/fragment/vestenamer/en/");
    // The browser tests configure a parent origin; without one the page loads no script at all.
    expect(scripts.map((url) => new URL(url).pathname.replace(/-[\w-]{8}\.js$/, ".js")).sort()).toEqual([
      "/assets/data-layer.js",
      "/assets/page-view.js",
    ]);
    const bytes = await page.evaluate(async (urls) => {
      const sizes = await Promise.all(urls.map(async (url) => (await (await fetch(url)).text()).length));
      return sizes.reduce((a, b) => a + b, 0);
    }, scripts);
    expect(bytes).toBeLessThan(2_000);
    expect(await page.evaluate(() => document.querySelectorAll("[data-island]").length)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("prints a product page without the area's navigation and the section links", async () => {
    const html = await (await fetch(`${inject("baseUrl")}/pim/fragment/pu-additives/en/products`)).text();
    const product = /href="(\/pim\/fragment\/pu-additives\/en\/product\/PR_\d+)"/.exec(html)?.[1];
    const { page } = await open(product ?? "");
    for (const selector of [".cms-nav", ".section-nav"])
      expect(await page.locator(selector).first().isVisible()).toBe(true);
    await page.emulateMedia({ media: "print" });
    for (const selector of [".cms-nav", ".section-nav", ".skip-link"])
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    expect(await page.locator("main h1").isVisible()).toBe(true);
    await page.close();
  });

  it("shows the 404 page with the path as text", async () => {
    const { page, response, problems } = await open("/pim/fragment/pu-additives/en/product/PR_1234567");
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId("error-message").textContent()).toBe(
      "Page Not Found: /pim/fragment/pu-additives/en/product/PR_1234567",
    );
    // The browser reports the 404 status itself as a console error; nothing else may fail.
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await page.close();
  });

  it("fits a 320 px wide frame without horizontal scrolling", async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${inject("baseUrl")}/pim/fragment/visiomer/en/`, { waitUntil: "load" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
