import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../support/browser";
import { control } from "../support/emulator-control";

/**
 * A visitor without JavaScript (or inside an embedding page that blocks
 * scripts): a product page from the page cache shows every section; on a
 * first visit, while sections still stream, each pending one offers the
 * complete page, and following it shows them all.
 */
let browser: Browser;
let noScript: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  noScript = await browser.newContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
});

/** Public personal-care products, from the search emulator the worker reads (last ones first: few tests render them). */
async function personalCareProducts(): Promise<string[]> {
  const res = await fetch(
    `${inject("e2eEmulatorBase")}/search/public/indexes/products-en-us/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({ top: 1000, select: "ID, AT_Websites, AT_Visibility", orderby: "ID asc" }),
    },
  );
  if (!res.ok) throw new Error(`emulator answered ${res.status}`);
  const docs = ((await res.json()) as { value: { ID: string; AT_Websites: string[]; AT_Visibility: string[] }[] })
    .value;
  return docs
    .filter((d) => d.AT_Websites.includes("personal-care") && d.AT_Visibility.includes("Public"))
    .map((d) => d.ID)
    .reverse();
}

const SECTIONS = ["downloads", "safety-data-sheets", "contacts", "cross-references", "plants", "packaging"];

describe("product pages without JavaScript", () => {
  it("shows every section of a page served from the page cache", async () => {
    const [id] = (await personalCareProducts()).slice(3);
    const url = `${inject("baseUrl")}/pim/fragment/personal-care/en/product/${id}`;
    const page = await noScript.newPage();
    // The first visits fill the cache with the complete page; poll until it is a hit.
    let status = "";
    for (let attempt = 0; attempt < 20 && status !== "HIT"; attempt++) {
      const response = await page.goto(url);
      status = response?.headers()["x-cache-status"] ?? "";
    }
    expect(status).toBe("HIT");
    for (const section of SECTIONS) {
      const region = page.locator(`section#${section}`);
      await expect.poll(() => region.count()).toBe(1);
      expect(await region.locator("[aria-busy]").count(), section).toBe(0);
      expect(await region.innerText(), section).not.toMatch(/Loading/);
    }
    expect(await page.locator("section#safety-data-sheets table").count()).toBe(1);
    await page.close();
  });

  it("offers the complete page from each pending section on a first visit, and the link shows them all", async () => {
    const [id] = (await personalCareProducts()).slice(4);
    if (!id) throw new Error("no product");
    await control("faults/datasheets", { latencyMs: 1500, match: id });
    try {
      const page = await noScript.newPage();
      // `debug=true` bypasses the page cache: this is what a first visitor is sent.
      await page.goto(`${inject("baseUrl")}/pim/fragment/personal-care/en/product/${id}?debug=true`);
      const pending = page.locator("section#safety-data-sheets [aria-busy]");
      expect(await pending.count()).toBe(1);
      const link = page.getByRole("link", { name: "Show the complete page" }).first();
      await link.click();
      await page.waitForLoadState("load");
      expect(new URL(page.url()).searchParams.get("complete")).toBe("1");
      for (const section of SECTIONS) {
        expect(await page.locator(`section#${section} [aria-busy]`).count(), section).toBe(0);
      }
      expect(await page.locator("section#safety-data-sheets table").count()).toBe(1);
      await page.close();
    } finally {
      await control("faults/datasheets", { match: id });
    }
  });
});

describe("contact cards without JavaScript", () => {
  it("show the address and number as links, one per line, and not the island's disclosures", async () => {
    const page = await noScript.newPage();
    await page.goto(`${inject("baseUrl")}/pim/fragment/vestamid/de/contact`);
    const card = page
      .locator(".cms-contact")
      .filter({ has: page.locator('[data-island="contact-action"]') })
      .first();
    await card.waitFor();
    // The island's disclosures are in the page (for where script runs) but not shown: the links say it plainly.
    expect(await card.locator("summary").count()).toBeGreaterThan(0);
    for (const summary of await card.locator("summary").all()) expect(await summary.isVisible()).toBe(false);
    expect(await card.locator("button").count()).toBe(0);
    const email = card.locator('.cms-contact__channel a[href^="mailto:"]');
    const phone = card.locator('.cms-contact__channel a[href^="tel:"]');
    expect(await email.isVisible()).toBe(true);
    expect(await phone.isVisible()).toBe(true);
    const [e, p] = [await email.boundingBox(), await phone.boundingBox()];
    expect(p?.y ?? 0).toBeGreaterThan((e?.y ?? 0) + (e?.height ?? 0) - 1);
    // Named for screen readers in the page language.
    expect(await card.locator(".cms-contact__channel").first().textContent()).toMatch(/^E-Mail: /);
    // Read as text, the two do not run together.
    expect(await card.innerText()).not.toMatch(/@example\.com\+/);
    await page.close();
  });
});

describe("finders without JavaScript", () => {
  it("open the next page of results at the finder, not at the top of a page that holds other tools", async () => {
    const page = await noScript.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${inject("baseUrl")}/pim/fragment/intranet/en/products`);
    const finder = page.locator('[data-tool="label-finder"]');
    // Far down the page, under the product finder and the scout.
    expect((await finder.boundingBox())?.y ?? 0).toBeGreaterThan(800);
    await finder.locator('a[rel="next"]').click();
    await page.waitForURL(/label-page=2/);
    expect(new URL(page.url()).hash).toBe("#label-finder-results");
    const heading = await page.locator("#label-finder-results").boundingBox();
    expect(heading?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(heading?.y ?? 801).toBeLessThan(800);
    await page.close();
  });
});
