import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { resultCountText } from "../../shared/search/result-count";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";

/**
 * The product finder's registration filter and property ranges in a browser,
 * with script and without, in en and de. Expected counts come from the demo
 * data as the search emulator holds it (the per-region status fields and the
 * typical-property values), never from the worker's answer.
 */
const chromium = scriptContexts({ bypassCSP: true });
const SITE = "pu-additives";
const WORDS: Record<string, Record<string, string>> = {
  en: { listed: "Listed", registered: "Registered" },
  de: { listed: "Gelistet", registered: "Registriert" },
};

interface Demo {
  ID: string;
  AT_Websites: string[];
  AT_Visibility: string[];
  AT_TypicalViscosity: number | null;
  AT_TypicalDensity: number | null;
  [field: string]: unknown;
}

async function demo(lang: "en" | "de"): Promise<Demo[]> {
  const res = await fetch(
    `${inject("e2eEmulatorBase")}/search/public/indexes/products-${lang === "en" ? "en-us" : "de-de"}/docs/search?api-version=2020-06-30`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({ top: 1000 }),
    },
  );
  const all = ((await res.json()) as { value: Demo[] }).value;
  return all.filter((p) => p.AT_Websites.includes(SITE) && p.AT_Visibility.includes("Public"));
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; finder: Locator }> {
  const page = await context.newPage();
  await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  if (context === chromium.withJs) {
    await expect.poll(() => page.locator('[data-island="finder"]').first().getAttribute("data-hydrated")).toBe("true");
  }
  return { page, finder: page.locator('[data-island="finder"]').first() };
}

const status = (finder: Locator) => finder.locator('[role="status"]').first();
const box = (finder: Locator, name: RegExp) => finder.getByRole("checkbox", { name });

describe.each(["en", "de"] as const)("the registration filter (%s)", (lang) => {
  const path = `/pim/fragment/${SITE}/${lang}/products`;
  const holds = (p: Demo, region: string) =>
    [WORDS[lang]?.listed, WORDS[lang]?.registered].includes(p[`AT_RegStatus${region}_Value`] as string);

  it("with script: picking regions narrows to the products listed there, any one or every one", async () => {
    const data = await demo(lang);
    const china = data.filter((p) => holds(p, "China")).length;
    const either = data.filter((p) => holds(p, "China") || holds(p, "Korea")).length;
    const both = data.filter((p) => holds(p, "China") && holds(p, "Korea")).length;
    expect(either).toBeGreaterThan(both);
    const { page, finder } = await open(chromium.withJs, path);
    await box(finder, /^Listed$/).check();
    await box(finder, /^Registered$/).check();
    await box(finder, /^China \(IECSC\) \(/).check();
    await expect.poll(() => status(finder).textContent()).toBe(resultCountText("product", china));
    await box(finder, /^Korea \(KECI\) \(/).check();
    await expect.poll(() => status(finder).textContent()).toBe(resultCountText("product", either));
    await box(finder, /^Every picked region/).check();
    await expect.poll(() => status(finder).textContent()).toBe(resultCountText("product", both));
    const params = new URL(page.url()).searchParams;
    expect(params.getAll("reg").sort()).toEqual(["China", "Korea"]);
    expect(params.get("regmatch")).toBe("all");
    expect(await axeViolations(page)).toEqual([]);
    // Clear all takes the whole group away.
    await finder.getByRole("link", { name: "Clear all" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("reg")).toEqual([]);
    await page.close();
  });

  it("without script: the form sends the picks, chips link to the state without each", async () => {
    const data = await demo(lang);
    const either = data.filter((p) => holds(p, "China") || holds(p, "Korea")).length;
    const { page, finder } = await open(
      chromium.withoutJs,
      `${path}?reg=China&regstatus=listed&regstatus=registered&regmatch=all`,
    );
    const both = data.filter((p) => holds(p, "China") && holds(p, "Korea")).length;
    await box(finder, /^Korea \(KECI\) \(/).check();
    await finder.getByRole("button", { name: "Show results" }).click();
    await page.waitForLoadState("load");
    expect(await status(finder).textContent()).toBe(resultCountText("product", both));
    await finder.getByRole("link", { name: /^Remove filter Regions to match/ }).click();
    await page.waitForLoadState("load");
    expect(await status(finder).textContent()).toBe(resultCountText("product", either));
    await page.close();
  });

  it("a density typed with a decimal comma, with script and without, filters by that decimal", async () => {
    const data = await demo(lang);
    const from = data.filter((p) => p.AT_TypicalDensity !== null && p.AT_TypicalDensity >= 1.1).length;
    expect(from).toBeGreaterThan(0);
    for (const context of [chromium.withJs, chromium.withoutJs]) {
      const { page, finder } = await open(context, `${path}?size=100`);
      const field = finder.locator('input[type="text"][name="density_min"]');
      const entries = await page.evaluate(() => history.length);
      const asked: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/pim/api/") && r.url().includes("density_min")) asked.push(r.url());
      });
      await field.click();
      // Typed key by key, as a visitor would: a number field of an English browser dropped the comma (11).
      await page.keyboard.type("1,1");
      expect(await field.inputValue()).toBe("1,1");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.url()).toMatch(/density_min=1[.,%2C]+1(&|$|#)/i);
      await expect.poll(async () => await status(finder).textContent()).toBe(resultCountText("product", from));
      if (context === chromium.withJs) {
        // Typing a bound is one search once the visitor pauses, and one step of Back, as typing a search is.
        expect(await page.evaluate(() => history.length)).toBe(entries + 1);
        expect(asked.length).toBe(1);
      }
      await page.close();
    }
  });

  it("a viscosity range returns only the products inside it, and says how many have no value", async () => {
    const data = await demo(lang);
    const inside = data.filter(
      (p) => p.AT_TypicalViscosity !== null && p.AT_TypicalViscosity >= 500 && p.AT_TypicalViscosity <= 2000,
    );
    const { page, finder } = await open(chromium.withoutJs, `${path}?viscosity_min=500&viscosity_max=2000&size=100`);
    expect(await status(finder).textContent()).toBe(resultCountText("product", inside.length));
    // Every result that can be compared names its product: each is one of those inside the range.
    const shownIds = await finder
      .locator('input[name="compare"]')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(shownIds.length).toBeGreaterThan(0);
    const insideIds = new Set(inside.map((p) => p.ID));
    expect(shownIds.filter((id) => !insideIds.has(id))).toEqual([]);
    const missing = data.filter((p) => p.AT_TypicalViscosity === null).length;
    expect(missing).toBeGreaterThan(0);
    expect(await finder.locator("fieldset", { hasText: "Viscosity at 25 °C" }).textContent()).toContain(
      `No value: ${missing}`,
    );
    await page.close();
  });
});
