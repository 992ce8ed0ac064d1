import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { launchChromium } from "../support/browser";

/**
 * Two finders on one page each own their URL parameters: the product finder
 * (first on the page) reads bare names, the formulation finder its own
 * prefix. Typing in one and ticking in the other keeps both states, in the
 * URL, on reload and through the GET forms without script.
 */
const PATH = "/pim/fragment/personal-care/en/products-solutions";
const PRODUCTS = '[data-tool="product-finder"] [data-island="finder"]';
const FORMULATIONS = '[data-tool="formulation-finder"] [data-island="finder"]';
const base = () => inject("baseUrl");

async function api(tool: string, query: string): Promise<FinderAnswer> {
  const res = await fetch(`${base()}/pim/api/personal-care/en/${tool}?${query}`, {
    headers: { accept: "application/json" },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as FinderAnswer;
}

const status = (finder: Locator) => finder.getByRole("status").textContent();

let browser: Browser;
let formulationTerm: string;
let unfilteredFormulations: FinderAnswer;
let filteredFormulations: FinderAnswer;

beforeAll(async () => {
  browser = await launchChromium();
  unfilteredFormulations = await api("formulations", "");
  const title = unfilteredFormulations.results[1]?.title ?? "";
  formulationTerm = title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0] ?? "";
  expect(formulationTerm.length, "a searchable word in a formulation title").toBeGreaterThan(3);
  filteredFormulations = await api("formulations", `q=${encodeURIComponent(formulationTerm)}`);
  expect(filteredFormulations.totalCount).toBeLessThan(unfilteredFormulations.totalCount);
});
afterAll(async () => {
  await browser?.close();
});

/** The first brand checkbox of the product finder, and the answer for it alone. */
async function firstBrand(page: Page) {
  const box = page.locator(`${PRODUCTS} .finder__facets input[type="checkbox"][name="brand"]`).first();
  const value = (await box.getAttribute("value")) ?? "";
  return { box, value, answer: await api("products", `brand=${encodeURIComponent(value)}`) };
}

describe("two finders on one page", () => {
  it("with JavaScript: typing in one and ticking in the other keeps both in the URL, and a reload restores both", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${base()}${PATH}`);
    await page.locator(`${PRODUCTS}[data-hydrated="true"]`).waitFor();
    await page.locator(`${FORMULATIONS}[data-hydrated="true"]`).waitFor();
    const products = page.locator(PRODUCTS);
    const formulations = page.locator(FORMULATIONS);

    await formulations.locator('.finder__search input[type="search"]').pressSequentially(formulationTerm);
    await expect.poll(() => new URL(page.url()).searchParams.get("ff-q")).toBe(formulationTerm);
    await expect.poll(() => status(formulations)).toBe(filteredFormulations.countText);

    const brand = await firstBrand(page);
    await brand.box.check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("brand")).toEqual([brand.value]);
    await expect.poll(() => status(products)).toBe(brand.answer.countText);
    const url = new URL(page.url());
    expect(url.searchParams.get("ff-q")).toBe(formulationTerm);
    expect(url.searchParams.has("q")).toBe(false);
    expect(await status(formulations)).toBe(filteredFormulations.countText);

    await page.reload();
    expect(await formulations.locator('.finder__search input[type="search"]').inputValue()).toBe(formulationTerm);
    expect(await status(formulations)).toBe(filteredFormulations.countText);
    expect(
      await page.locator(`${PRODUCTS} .finder__facets input[name="brand"][value="${brand.value}"]`).isChecked(),
    ).toBe(true);
    expect(await status(products)).toBe(brand.answer.countText);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a plain q belongs to the first finder only", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base()}${PATH}?q=${encodeURIComponent(formulationTerm)}`);
    expect(await status(page.locator(FORMULATIONS))).toBe(unfilteredFormulations.countText);
    expect(await page.locator(PRODUCTS).locator('.finder__search input[type="search"]').inputValue()).toBe(
      formulationTerm,
    );
    await context.close();
  });

  it("without JavaScript: each GET form keeps the other finder's state", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base()}${PATH}`);
    const submit = async (finder: Locator) => {
      const before = page.url();
      await Promise.all([
        page.waitForURL((url) => url.href !== before),
        finder.getByRole("button", { name: "Show results" }).click(),
      ]);
    };

    await page.locator(FORMULATIONS).locator('.finder__search input[type="search"]').fill(formulationTerm);
    await submit(page.locator(FORMULATIONS));
    expect(new URL(page.url()).searchParams.get("ff-q")).toBe(formulationTerm);

    const brand = await firstBrand(page);
    await brand.box.check();
    await submit(page.locator(PRODUCTS));
    const url = new URL(page.url());
    expect(url.searchParams.get("ff-q")).toBe(formulationTerm);
    expect(url.searchParams.getAll("brand")).toEqual([brand.value]);
    expect(await status(page.locator(FORMULATIONS))).toBe(filteredFormulations.countText);
    expect(await status(page.locator(PRODUCTS))).toBe(brand.answer.countText);

    // Paging the formulations keeps the product finder's brand.
    if (filteredFormulations.pages > 1) {
      const next = page.locator(FORMULATIONS).getByRole("link", { name: "Page 2", exact: true });
      expect(new URL((await next.getAttribute("href")) ?? "", base()).searchParams.getAll("brand")).toEqual([
        brand.value,
      ]);
    }
    await context.close();
  });
});
