import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../support/browser";

/** On a phone the results come first: the finder's filters fold once it is interactive. */
const FINDER_PAGE = "/pim/fragment/pu-additives/en/products";
const ISLAND = '[data-tool="product-finder"] [data-island="finder"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("finder on a phone", () => {
  it("folds the filters after hydration and opens them from the summary", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${inject("baseUrl")}${FINDER_PAGE}`);
    await page.locator(`${ISLAND}[data-hydrated="true"]`).waitFor();
    const filters = page.locator(`${ISLAND} details.finder__filters`);
    await expect.poll(() => filters.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await filters.locator(":scope > summary").click();
    expect(await filters.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await filters.locator('input[type="checkbox"]').first().isVisible()).toBe(true);
    await page.close();
  });

  it("wraps a long search text's chip inside the page, whatever its length", async () => {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${inject("baseUrl")}${FINDER_PAGE}?q=${"x".repeat(200)}`);
      expect(await page.locator(`${ISLAND} .finder__chip`).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), String(width)).toBeLessThanOrEqual(width);
      await page.close();
    }
  });

  it("keeps each of the order controls beside its label when the row wraps", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${inject("baseUrl")}${FINDER_PAGE}`);
    const order = page.locator(`${ISLAND} .finder__order`);
    for (const label of await order.locator("label").all()) {
      const control = page.locator(`[id="${await label.getAttribute("for")}"]`);
      const [a, b] = [await label.boundingBox(), await control.boundingBox()];
      const middle = (box: typeof a) => (box?.y ?? 0) + (box?.height ?? 0) / 2;
      expect(Math.abs(middle(a) - middle(b)), (await label.textContent()) ?? "").toBeLessThan(8);
    }
    await page.close();
  });

  it("shows the filters folded from the first paint, so hydrating shifts no layout", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${inject("baseUrl")}${FINDER_PAGE}`);
    const filters = page.locator(`${ISLAND} details.finder__filters[data-ready]`);
    await filters.waitFor({ state: "attached" });
    expect(await filters.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    // Two frames after the fold: any shift it caused has been reported by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    await page.close();
  });

  it("keeps the filters open without JavaScript and on wide screens", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const phone = await noScript.newPage();
    await phone.goto(`${inject("baseUrl")}${FINDER_PAGE}`);
    expect(
      await phone.locator(`${ISLAND} details.finder__filters`).evaluate((el) => (el as HTMLDetailsElement).open),
    ).toBe(true);
    await noScript.close();

    const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.goto(`${inject("baseUrl")}${FINDER_PAGE}`);
    await wide.locator(`${ISLAND}[data-hydrated="true"]`).waitFor();
    const filters = wide.locator(`${ISLAND} details.finder__filters`);
    expect(await filters.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await filters.locator(":scope > summary").isVisible()).toBe(false);
    await wide.close();
  });
});

describe("a step flow's results on a phone", () => {
  const SCOUT =
    "/pim/fragment/intranet/en/products?scout-product=DMCHA&scout-industry=Polyurethanes&scout-effect=Cell+Opening&scout-region=North+America";

  // Each width is a page of its own, measured once the island has hydrated: a resize
  // of an open page can be read before its layout settles.
  async function measure(width: number) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${inject("baseUrl")}${SCOUT}`);
    await page.locator('[data-tool="competitive-scout"] [data-island="step-flow"][data-hydrated="true"]').waitFor();
    const result = page.locator('[data-tool="competitive-scout"] .flow__result').first();
    const label = await result.locator(".flow__pick dt").nth(1).boundingBox();
    const value = await result.locator(".flow__pick dd").nth(1).boundingBox();
    const card = await result.locator(".flow__picks").boundingBox();
    await page.close();
    if (!label || !value || !card) throw new Error("no result");
    return { label, value, card };
  }

  it("stand each value under its label, across the card, so names break between words only", async () => {
    const phone = await measure(375);
    expect(phone.value.y).toBeGreaterThanOrEqual(phone.label.y + phone.label.height - 1);
    expect(phone.value.width).toBeGreaterThan(phone.card.width * 0.9);
    // On a wide screen they stay side by side.
    const wide = await measure(1280);
    expect(Math.abs(wide.value.y - wide.label.y)).toBeLessThan(4);
  });
});
