import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import type { SuggestionsAnswer } from "../../shared/search/suggestions";
import { axeViolations } from "../support/axe";
import { allIslandsHydrated, scriptContexts } from "../support/browser";

/**
 * The product finder's search box as a combobox (ADR 0073), in en, de and on
 * the intranet: three letters of a trade name show the suggestions the
 * suggestions API answers, the keyboard alone picks one and opens its page,
 * Escape closes the list, axe finds nothing with the list open; the
 * completions of the word come as a group before the products, and picking
 * one fills the box and the results follow, in place; its code is
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

async function suggestAnswer(site: string, lang: string, q: string): Promise<SuggestionsAnswer> {
  const res = await fetch(`${inject("baseUrl")}/pim/api/${site}/${lang}/suggest?q=${q}&tool=products`);
  expect(res.status).toBe(200);
  return (await res.json()) as SuggestionsAnswer;
}

/** The options of the list as the API's answer orders them: its completions first, then its suggestions. */
const optionCount = (answer: SuggestionsAnswer) => answer.completions.length + answer.suggestions.length;

const countSaid = (count: number, lang: string) =>
  lang === "de"
    ? `${count} ${count === 1 ? "Vorschlag" : "Vorschläge"} verfügbar.`
    : `${count} ${count === 1 ? "suggestion" : "suggestions"} available.`;

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

/**
 * Waits until the finder has answered the text typed (it searches as the box is typed in, in place):
 * until then its results are shown dimmed as loading, which axe would take for the list's doing.
 */
async function searched(page: Page, text: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  await expect.poll(() => page.locator('[data-island="finder"] [aria-busy="true"]').count()).toBe(0);
}

const listOf = (page: Page, box: Locator) =>
  box.getAttribute("aria-controls").then((id) => page.locator(`[id="${id}"]`));

describe("the search box's suggestions, with script", () => {
  it.each(PAGES)(
    "load on the box's first focus and list a trade name's products after three letters (%s, %s)",
    async (site, lang) => {
      const answer = await suggestAnswer(site, lang, TYPED);
      const expected = answer.suggestions;
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
      expect(await options.count()).toBe(optionCount(answer));
      const firstProduct = options.nth(answer.completions.length);
      expect((await firstProduct.textContent())?.startsWith(expected[0]?.label ?? "?")).toBe(true);
      // The live count, in the page's language, of all the options.
      const live = page.locator(`[id="${await box.getAttribute("id")}-suggestion-count"]`);
      await expect.poll(() => live.textContent()).toBe(countSaid(optionCount(answer), lang));
      await searched(page, TYPED);
      expect(await list.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(PAGES)(
    "are picked with the keyboard alone: ArrowDown and Enter open the product's page (%s, %s)",
    async (site, lang) => {
      const answer = await suggestAnswer(site, lang, TYPED);
      const [first] = answer.suggestions;
      expect(first?.href).toMatch(/\/product\/PR_\d{8}$/);
      const { page, box } = await open(chromium.withJs, `/pim/fragment/${site}/${lang}/products`);
      await box.focus();
      await expect.poll(() => box.getAttribute("role")).toBe("combobox");
      await box.pressSequentially(TYPED);
      const list = await listOf(page, box);
      await expect.poll(() => list.isVisible()).toBe(true);
      // Past the completions of the word, to the first product.
      for (let i = 0; i <= answer.completions.length; i++) await box.press("ArrowDown");
      const option = list.getByRole("option").nth(answer.completions.length);
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

describe("the completions of the word being typed", () => {
  it.each([
    ["pu-additives", "en", "Complete the word", "Products"],
    ["pu-additives", "de", "Wort vervollständigen", "Produkte"],
  ] as const)(
    "come as a group before the products; ArrowDown and Enter fill the box and the results follow (%s, %s)",
    async (site, lang, completionsName, productsName) => {
      const answer = await suggestAnswer(site, lang, TYPED);
      const [completion] = answer.completions;
      expect(completion?.startsWith(TYPED)).toBe(true);
      expect(answer.suggestions.length).toBeGreaterThan(0);
      const { page, box } = await open(chromium.withJs, `/pim/fragment/${site}/${lang}/products`);
      const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]').first();
      await box.focus();
      await expect.poll(() => box.getAttribute("role")).toBe("combobox");
      await box.pressSequentially(TYPED);
      const list = await listOf(page, box);
      await expect.poll(() => list.isVisible()).toBe(true);
      // Two groups of the one listbox, each named by its heading: the completions, then the products.
      const groups = list.locator('> [role="group"]');
      expect(await groups.count()).toBe(2);
      expect(
        await groups.evaluateAll((all) =>
          all.map((g) => document.getElementById(g.getAttribute("aria-labelledby") ?? "")?.textContent),
        ),
      ).toEqual([completionsName, productsName]);
      expect(await groups.nth(0).getByRole("option").allTextContents()).toEqual(answer.completions);
      expect(await groups.nth(1).getByRole("option").count()).toBe(answer.suggestions.length);
      const live = page.locator(`[id="${await box.getAttribute("id")}-suggestion-count"]`);
      await expect.poll(() => live.textContent()).toBe(countSaid(optionCount(answer), lang));
      await searched(page, TYPED);
      expect(await list.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The finder's search, in place: the page is not loaded again.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const path = new URL(page.url()).pathname;
      await box.press("ArrowDown");
      const option = groups.nth(0).getByRole("option").first();
      expect(await box.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
      expect(await option.getAttribute("aria-selected")).toBe("true");
      await box.press("Enter");
      expect(await box.inputValue()).toBe(completion);
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(completion);
      const expected = (await (
        await fetch(`${inject("baseUrl")}/pim/api/${site}/${lang}/products?q=${encodeURIComponent(completion ?? "")}`)
      ).json()) as FinderAnswer;
      expect(expected.totalCount).toBeGreaterThan(0);
      await expect.poll(() => finder.locator('[role="status"]').first().textContent()).toBe(expected.countText);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.close();
    },
  );
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
