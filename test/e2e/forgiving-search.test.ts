import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { axeViolations } from "../support/axe";
import { allIslandsHydrated, scriptContexts } from "../support/browser";

/**
 * The finder's search box as a visitor uses it, with and without
 * JavaScript, in both languages and on the intranet: a misspelt trade name
 * finds its products with a notice, a CAS number without hyphens finds its
 * product, a German word finds the English-named products, the matched words
 * are marked, and markup typed in the box is text. Expected values come from
 * the tool's JSON API, never written down here.
 */
const chromium = scriptContexts();

const scripts = () =>
  [
    ["with JavaScript", chromium.withJs],
    ["without JavaScript", chromium.withoutJs],
  ] as const;

async function api(site: string, lang: string, query: string): Promise<FinderAnswer> {
  const res = await fetch(`${inject("baseUrl")}/pim/api/${site}/${lang}/products?${query}`);
  return (await res.json()) as FinderAnswer;
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; finder: Locator }> {
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  if (context === chromium.withJs) await allIslandsHydrated(page);
  return { page, finder: page.locator('[data-tool="product-finder"] [data-island="finder"]').first() };
}

/** Types into the search box and sends it with Enter, as a keyboard user does. */
async function search(page: Page, finder: Locator, text: string): Promise<void> {
  const box = finder.locator('.finder__search input[type="search"]');
  await box.fill(text);
  await box.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

const status = (finder: Locator) => finder.locator('[role="status"]').first();
const resultIds = (finder: Locator) =>
  finder
    .locator(".finder__result-title a")
    .evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").replace(/^.*\/product\//, "")));

describe("a misspelt trade name", () => {
  it.each([
    ["en", "No exact match for 'tegostb'. Showing results for similar words."],
    ["de", "Keine genaue Übereinstimmung für „tegostb“. Ergebnisse für ähnliche Wörter werden angezeigt."],
  ])("finds the products it resembles and says so, in %s, with and without script", async (lang, notice) => {
    const expected = await api("pu-additives", lang, "q=tegostb");
    expect(expected.totalCount).toBeGreaterThan(0);
    for (const [name, context] of scripts()) {
      const { page, finder } = await open(context, `/pim/fragment/pu-additives/${lang}/products`);
      await search(page, finder, "tegostb");
      await expect.poll(() => status(finder).textContent(), { message: name }).toBe(expected.countText);
      expect(await finder.locator(".finder__notice").textContent(), name).toContain(notice);
      // The matched word of each title is a mark element.
      const marks = await finder.locator(".finder__result-title mark").allTextContents();
      expect(marks.length, name).toBe(Math.min(expected.totalCount, expected.perPage));
      expect(new Set(marks), name).toEqual(new Set(["TEGOSTAB"]));
      // axe runs as a script: on the page with script, where the marks and the notice are the island's own.
      if (context === chromium.withJs) expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  });
});

describe("a CAS number typed without its hyphens", () => {
  it("finds its product, on the intranet and on a public page, with and without script", async () => {
    for (const site of ["intranet", "pu-additives"]) {
      const some = await api(site, "en", "q=dabco");
      const first = some.results[0];
      const cas = first?.meta
        .map((fact) => (typeof fact === "string" ? fact : fact.value))
        .find((value) => /^\d{2,7}-\d\d-\d$/.test(value)) as string;
      expect(cas, site).toBeDefined();
      for (const [name, context] of scripts()) {
        const { page, finder } = await open(context, `/pim/fragment/${site}/en/products`);
        await search(page, finder, cas.replaceAll("-", ""));
        await expect.poll(() => resultIds(finder), { message: `${site} ${name}` }).toContain(first?.id);
        expect(await finder.locator(".finder__notice").textContent(), name).toBe("");
        await page.close();
      }
    }
  });
});

describe("a German word on a German page", () => {
  it("finds the English-named products when the data language is English, with and without script", async () => {
    const expected = await api("pu-additives", "de", "q=Trennmittel&context=en-us");
    expect(expected.totalCount).toBeGreaterThan(0);
    expect(expected.results.every((r) => /release agent/.test(r.title.replace(/<\/?mark>/g, "")))).toBe(true);
    for (const [name, context] of scripts()) {
      const { page, finder } = await open(context, "/pim/fragment/pu-additives/de/products?context=en-us");
      await search(page, finder, "Trennmittel");
      await expect.poll(() => status(finder).textContent(), { message: name }).toBe(expected.countText);
      await expect.poll(() => resultIds(finder), { message: name }).toEqual(expected.results.map((r) => r.id));
      await page.close();
    }
  });
});

describe("markup typed in the box", () => {
  it("is shown as text while the data's matched words are marks, with and without script", async () => {
    // Its words (b, 8002) find TEGOSTAB® B 8002 and its kin; its tags must stay characters.
    const typed = "<b>8002</b>";
    const expected = await api("pu-additives", "en", `q=${encodeURIComponent(typed)}`);
    expect(expected.totalCount).toBeGreaterThan(0);
    for (const [name, context] of scripts()) {
      const { page, finder } = await open(context, "/pim/fragment/pu-additives/en/products");
      await search(page, finder, typed);
      await expect.poll(() => status(finder).textContent(), { message: name }).toBe(expected.countText);
      expect(await finder.locator('.finder__search input[type="search"]').inputValue(), name).toBe(typed);
      // What the finder says of the search (its chip) holds the tags as characters, never as an element.
      expect(await finder.locator(".finder__refinements").textContent(), name).toContain(typed);
      expect(await finder.locator(".finder__refinements b, .finder__results b").count(), name).toBe(0);
      const marks = await finder.locator(".finder__result-title mark").allTextContents();
      expect(marks.length, name).toBeGreaterThan(0);
      expect(
        marks.every((m) => m === "B" || m === "8002"),
        name,
      ).toBe(true);
      await page.close();
    }
  });
});
