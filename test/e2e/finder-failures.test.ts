import { describe, expect, inject, it } from "vitest";
import { scriptContexts } from "../support/browser";
import { control } from "../support/emulator-control";

/**
 * A finder whose search fails while the visitor filters: the list of the
 * earlier filters must not stand under the new ones, and trying again after
 * the service is back shows the answer.
 */
const DOWNLOADS = "/pim/fragment/vestamid/en/downloads";

const chromium = scriptContexts();

describe("a finder whose search fails", () => {
  it("hides the earlier results under the new filter, and shows the new ones after trying again", async () => {
    const page = await chromium.withJs.newPage();
    await page.goto(`${inject("baseUrl")}${DOWNLOADS}`);
    const finder = page.locator('[data-tool="download-center"] [data-island="finder"]');
    await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
    const results = finder.locator(".finder__result");
    expect(await results.count()).toBeGreaterThan(0);

    // A text no other test searches, so only this search fails.
    const text = `zzfail${Date.now()}`;
    await control("faults/search", { match: text, rate5xx: 1 });
    try {
      await finder.getByRole("searchbox").fill(text);
      await expect
        .poll(() => finder.getByRole("status").textContent(), { timeout: 20_000 })
        .toBe("The results could not be loaded. Please try again.");
      expect(await results.count()).toBe(0);
      expect(await finder.locator(".finder__pagination").count()).toBe(0);
      expect(new URL(page.url()).searchParams.get("q")).toBe(text);
    } finally {
      await control("faults/search", { match: text });
    }

    await finder.getByRole("link", { name: "Try again" }).click();
    await expect.poll(() => finder.getByRole("status").textContent()).toMatch(/^0 /);
    expect(await finder.getByText("No data available").count()).toBe(1);
    expect(await finder.getByRole("link", { name: "Try again" }).count()).toBe(0);
    // The link went with the error: the focus is on the count that answers it, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("finder__count-heading");
    await page.close();
  });

  it("says so when the search is slow, dims the list of before, and shows the answer when it comes", async () => {
    const page = await chromium.withJs.newPage();
    await page.goto(`${inject("baseUrl")}${DOWNLOADS}`);
    const finder = page.locator('[data-tool="download-center"] [data-island="finder"]');
    await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
    const text = `zzslow${Date.now()}`;
    await control("faults/search", { match: text, latencyMs: 6000 });
    try {
      await finder.getByRole("searchbox").fill(text);
      await expect.poll(() => finder.locator(".finder__results").getAttribute("aria-busy")).toBe("true");
      await expect
        .poll(() => finder.getByRole("status").textContent(), { timeout: 15_000 })
        .toMatch(/^Still loading: the search is answering slowly/);
      await expect.poll(() => finder.getByRole("status").textContent(), { timeout: 20_000 }).toMatch(/^0 /);
      expect(await finder.locator('[aria-busy="true"]').count()).toBe(0);
    } finally {
      await control("faults/search", { match: text });
    }
    await page.close();
  });
});
