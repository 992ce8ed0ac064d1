import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { CompareAnswer } from "../../shared/finder/answer";
import { axeViolations } from "../support/axe";
import { allIslandsHydrated, scriptContexts, stylesheetsLoaded } from "../support/browser";

/**
 * The comparison to take away: the CSV file holds what the page shows, and
 * the print layout (A4) shows every row and section without navigation or
 * controls, with the page's address; for the compare and a product page, with
 * script and without, in en and de.
 */
const chromium = scriptContexts();
const base = () => inject("baseUrl");

async function threeIds(lang: "en" | "de"): Promise<string[]> {
  const res = await fetch(`${base()}/pim/api/pu-additives/${lang}/products?size=10`);
  const answer = (await res.json()) as { results: { id: string }[] };
  return answer.results.slice(0, 3).map((r) => r.id);
}

async function open(context: BrowserContext, path: string, js: boolean): Promise<Page> {
  const page = await context.newPage();
  const res = await page.goto(`${base()}${path}`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  await stylesheetsLoaded(page);
  if (js) await allIslandsHydrated(page);
  return page;
}

const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).display !== "none" && el.getClientRects().length > 0));

describe.each([
  ["en", true],
  ["en", false],
  ["de", true],
  ["de", false],
] as const)("the compare (%s, script %s)", (lang, js) => {
  it("exports a CSV holding every row the page shows, and prints every row with the page's address", async () => {
    const ids = await threeIds(lang);
    const path = `/pim/fragment/pu-additives/${lang}/products?compare=${ids.join(",")}`;
    const page = await open(js ? chromium.withJs : chromium.withoutJs, path, js);
    const compare = page.locator('[data-island="product-compare"]');
    const labels = await compare
      .locator("tbody th[scope=row]")
      .evaluateAll((ths) => ths.map((th) => th.firstChild?.textContent ?? ""));
    const api = (await (
      await fetch(`${base()}/pim/api/pu-additives/${lang}/compare?compare=${ids.join(",")}`)
    ).json()) as CompareAnswer;
    expect(labels).toEqual(api.rows.map((r) => r.label));
    const href = await compare.locator("a.compare__export").getAttribute("href");
    expect(href).toBe(`/pim/api/pu-additives/${lang}/compare.csv?compare=${ids.join(",")}`);
    const csv = await (await fetch(`${base()}${href}`)).text();
    // Every row of the table is a line of the file, after the names; German fields are separated by semicolons.
    const separator = lang === "de" ? ";" : ",";
    const firstCells = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) =>
        line.startsWith('"') ? JSON.parse(line.slice(0, line.indexOf('"', 1) + 1)) : line.split(separator)[0],
      );
    expect(firstCells).toEqual(labels);
    expect(await shown(page, ".compare__legend")).toEqual([true]);

    await page.emulateMedia({ media: "print" });
    expect(await shown(page, "tbody tr")).toEqual(labels.map(() => true));
    expect(await shown(page, ".compare__remove, .compare__export")).not.toContain(true);
    expect(await shown(page, '[data-island="finder"]')).toEqual([false]);
    expect(await shown(page, ".cms-nav")).not.toContain(true);
    const url = page.locator(".print-url");
    expect(await shown(page, ".print-url")).toEqual([true]);
    expect(await url.textContent()).toBe(
      `${base()}/pim/fragment/pu-additives/${lang}/products?compare=${ids.join(",")}`,
    );
    // The table is printed whole: nothing scrolls on paper.
    expect(await page.locator(".compare__scroll").evaluate((el) => getComputedStyle(el).overflowX)).toBe("visible");
    await page.close();
  });
});

describe.each(["en", "de"] as const)("a product page (%s)", (lang) => {
  it("prints every section open, without navigation, with its address; axe finds nothing on screen", async () => {
    const [id] = await threeIds(lang);
    const path = `/pim/fragment/pu-additives/${lang}/product/${id}`;
    const page = await open(chromium.withJs, path, false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await shown(page, ".print-url")).toEqual([false]);
    await page.emulateMedia({ media: "print" });
    const sections = await shown(page, ".detail-section");
    expect(sections.length).toBeGreaterThan(3);
    expect(sections).not.toContain(false);
    expect(await shown(page, ".section-nav, .cms-nav, .skip-link")).not.toContain(true);
    expect(await page.locator(".print-url").textContent()).toBe(`${base()}${path}`);
    expect(await shown(page, ".print-url")).toEqual([true]);
    // Whatever folds on screen is open on paper.
    const folded = await page
      .locator("details:not([open]) > :not(summary)")
      .evaluateAll((els) => els.filter((el) => el.getClientRects().length === 0).length);
    expect(folded).toBe(0);
    await page.close();
  });
});

describe("the compare on a phone", () => {
  it("never hides a focused link entirely under its sticky first column (WCAG 2.4.11)", async () => {
    const ids = await threeIds("en");
    const page = await chromium.withJs.newPage();
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`${base()}/pim/fragment/pu-additives/en/products?compare=${ids.join(",")}`, { waitUntil: "load" });
    await allIslandsHydrated(page);
    const scroller = page.locator(".compare__scroll");
    const links = page.locator(".compare__table thead th:not(:first-child) a");
    expect(await links.count()).toBe(6);
    // The table is wider than the phone: it scrolls under its first column.
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 100)).toBe(true);
    // Scrolled to the far end, then back to each link in turn: each shows beside the column.
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    for (let i = (await links.count()) - 1; i >= 0; i--) {
      const link = links.nth(i);
      await link.focus();
      const uncovered = await link.evaluate((el) => {
        const sticky = document.querySelector(".compare__table thead th:first-child")?.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        // AA asks that focus is not entirely hidden: some of the link shows beside the column.
        return sticky !== undefined && box.right - sticky.right >= 8;
      });
      expect(uncovered, `link ${i}`).toBe(true);
    }
    await page.close();
  });
});
