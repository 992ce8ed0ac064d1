import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { allIslandsHydrated, scriptContexts } from "../support/browser";

/**
 * What a finder and the product compare say of values of their link they
 * cannot use as they are, with and without JavaScript, in both language
 * contexts.
 */
const products = (lang: string) => `/pim/fragment/pu-additives/${lang}/products`;

const chromium = scriptContexts();

async function api(lang: string, query = ""): Promise<FinderAnswer> {
  const res = await fetch(`${inject("baseUrl")}/pim/api/pu-additives/${lang}/products${query ? `?${query}` : ""}`);
  return (await res.json()) as FinderAnswer;
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; finder: Locator; compare: Locator }> {
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  if (context === chromium.withJs) await allIslandsHydrated(page);
  return {
    page,
    finder: page.locator('[data-tool="product-finder"] [data-island="finder"]'),
    compare: page.locator('[data-tool="product-compare"]'),
  };
}

const scripts = () =>
  [
    ["with JavaScript", chromium.withJs],
    ["without JavaScript", chromium.withoutJs],
  ] as const;

describe("what the product compare says of its link", () => {
  const compareNotices = (compare: Locator) => compare.locator(".compare__notice").allTextContents();

  it("stays said once the page is interactive, also where a picked product is not in this catalogue", async () => {
    const own = (await api("en", "size=10")).results.filter((r) => r.comparable).map((r) => r.id);
    const link = ["PR_99999999", ...own.slice(0, 4)].join(",");
    for (const [name, context] of scripts()) {
      const { page, compare } = await open(context, `${products("en")}?compare=${link}`);
      // Settled: a comparison the island asked for again would have come by now.
      await page.waitForLoadState("networkidle");
      expect(await compare.locator("thead a[href*='/product/']").count(), name).toBe(3);
      expect(await compareNotices(compare), name).toEqual([
        "5 products were picked; at most 4 can be compared, so the first 4 are shown.",
        "1 of the 4 picked products is not in this catalogue.",
      ]);
      await page.close();
    }
  });
});
