import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { SuggestionItem } from "../../shared/search/suggestions";
import { axeViolations } from "../support/axe";
import { allIslandsHydrated, scriptContexts } from "../support/browser";

/**
 * The product finder's search box as a combobox (ADR 0073), in en, de and on
 * the intranet: three letters of a trade name show the suggestions the
 * suggestions API answers, the keyboard alone picks one and opens its page,
 * Escape closes the list, axe finds nothing with the list open; its code is
 * loaded on the box's first focus, not with the page; and without script
 * the box is a plain search field of the finder's form. Expected values come
 * from the API, never written down here.
 */
const chromium = scriptContexts();

const PAGES = [
  ["pu-additives", "en"],
  ["pu-additives", "de"],
  ["intranet", "en"],
] as const;

const TYPED = "teg";

async function suggestions(site: string, lang: string, q: string): Promise<SuggestionItem[]> {
  const res = await fetch(`${inject("baseUrl")}/pim/api/${site}/${lang}/suggest?q=${q}&tool=products`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { suggestions: SuggestionItem[] }).suggestions;
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; box: Locator; scripts: string[] }> {
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  if (context === chromium.withJs) await allIslandsHydrated(page);
  const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]').first();
  return { page, box: finder.locator('.finder__search input[type="search"]'), scripts };
}

const listOf = (page: Page, box: Locator) =>
  box.getAttribute("aria-controls").then((id) => page.locator(`[id="${id}"]`));

describe("the search box's suggestions, with script", () => {
  it.each(PAGES)(
    "load on the box's first focus and list a trade name's products after three letters (%s, %s)",
    async (site, lang) => {
      const expected = await suggestions(site, lang, TYPED);
      expect(expected.length).toBeGreaterThan(0);
      const { page, box, scripts } = await open(chromium.withJs, `/pim/fragment/${site}/${lang}/products`);
      // Not with the page: only once the box has the focus.
      expect(scripts.some((path) => path.includes("/search-box-"))).toBe(false);
      await box.focus();
      await expect.poll(() => box.getAttribute("role")).toBe("combobox");
      expect(scripts.some((path) => path.includes("/search-box-"))).toBe(true);
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      await box.pressSequentially(TYPED);
      const list = await listOf(page, box);
      await expect.poll(() => list.isVisible()).toBe(true);
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      expect(await list.getAttribute("role")).toBe("listbox");
      const options = list.getByRole("option");
      expect(await options.count()).toBe(expected.length);
      expect((await options.first().textContent())?.startsWith(expected[0]?.label ?? "?")).toBe(true);
      // The live count, in the page's language.
      const live = page.locator(`[id="${await box.getAttribute("id")}-suggestion-count"]`);
      await expect
        .poll(() => live.textContent())
        .toBe(
          lang === "de"
            ? `${expected.length} ${expected.length === 1 ? "Vorschlag" : "Vorschläge"} verfügbar.`
            : `${expected.length} ${expected.length === 1 ? "suggestion" : "suggestions"} available.`,
        );
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(PAGES)(
    "are picked with the keyboard alone: ArrowDown and Enter open the product's page (%s, %s)",
    async (site, lang) => {
      const [first] = await suggestions(site, lang, TYPED);
      expect(first?.href).toMatch(/\/product\/PR_\d{8}$/);
      const { page, box } = await open(chromium.withJs, `/pim/fragment/${site}/${lang}/products`);
      await box.focus();
      await expect.poll(() => box.getAttribute("role")).toBe("combobox");
      await box.pressSequentially(TYPED);
      const list = await listOf(page, box);
      await expect.poll(() => list.isVisible()).toBe(true);
      await box.press("ArrowDown");
      const option = list.getByRole("option").first();
      expect(await box.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
      expect(await option.getAttribute("aria-selected")).toBe("true");
      // The focus stays in the box while the list is walked.
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      await box.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname).toBe(first?.href);
      await page.close();
    },
  );

  it.each(PAGES)("close with Escape, keeping what was typed (%s, %s)", async (site, lang) => {
    const { page, box } = await open(chromium.withJs, `/pim/fragment/${site}/${lang}/products`);
    await box.focus();
    await expect.poll(() => box.getAttribute("role")).toBe("combobox");
    await box.pressSequentially(TYPED);
    const list = await listOf(page, box);
    await expect.poll(() => list.isVisible()).toBe(true);
    await box.press("ArrowDown");
    await box.press("Escape");
    expect(await list.isVisible()).toBe(false);
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();
    expect(await box.inputValue()).toBe(TYPED);
    await page.close();
  });
});

describe("the search box without script", () => {
  it.each(PAGES)("is a plain search field whose form still searches (%s, %s)", async (site, lang) => {
    const { page, box } = await open(chromium.withoutJs, `/pim/fragment/${site}/${lang}/products`);
    expect(await box.getAttribute("role")).toBeNull();
    expect(await box.getAttribute("aria-expanded")).toBeNull();
    expect(await page.getByRole("listbox").count()).toBe(0);
    expect(await page.getByRole("searchbox").count()).toBeGreaterThan(0);
    const name = (await box.getAttribute("name")) ?? "";
    expect(name).toMatch(/q$/);
    await box.fill("tegostab");
    await box.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe("tegostab");
    expect(await page.getByRole("listbox").count()).toBe(0);
    await page.close();
  });
});
