import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { finderParameterNames } from "../../client/islands/tools/tool-url";
import type { FinderAnswer, ResultItem } from "../../shared/finder/answer";
import { plainText } from "../../shared/text-rules";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";

/**
 * Each finder's journey in a browser, with and without JavaScript: type,
 * toggle a facet, sort, go to page 2, back button, a shared URL. What the
 * page shows is checked against the tool's JSON API for the page URL's state,
 * so the demo data's values are looked up, never hard-coded.
 */
interface FinderCase {
  name: string;
  path: string;
  /** The block holding the finder island. */
  block: string;
  api: string;
  prefix: string;
  /** Selections the page fixes (products-by-application/{application}, brochures ...). */
  locked?: Record<string, string>;
  /** Listings have no free-text field. */
  listing?: boolean;
}

const CASES: FinderCase[] = [
  {
    name: "product finder",
    path: "/pim/fragment/pu-additives/en/products",
    block: '[data-tool="product-finder"]',
    api: "/pim/api/pu-additives/en/products",
    prefix: "",
  },
  {
    name: "product listing by application",
    path: "/pim/fragment/pu-additives/en/products-by-application/case",
    block: '[data-tool="product-listing"]',
    api: "/pim/api/pu-additives/en/products",
    prefix: "",
    locked: { application: "case" },
    listing: true,
  },
  {
    name: "formulation finder",
    path: "/pim/fragment/personal-care/en/products-solutions",
    block: '[data-tool="formulation-finder"]',
    api: "/pim/api/personal-care/en/formulations",
    // Second on its page, after the product finder.
    prefix: "ff-",
  },
  {
    name: "contact finder",
    path: "/pim/fragment/visiomer/en/contacts",
    block: '[data-tool="contact-finder"]',
    api: "/pim/api/visiomer/en/contacts",
    prefix: "",
  },
  {
    name: "contact listing",
    path: "/pim/fragment/vestodur/en/contact",
    block: '[data-tool="contact-listing"]',
    api: "/pim/api/vestodur/en/contacts",
    prefix: "cl-",
    listing: true,
  },
  {
    name: "download center",
    path: "/pim/fragment/pu-additives/en/about/downloads",
    block: '[data-tool="download-center"]',
    api: "/pim/api/pu-additives/en/downloads",
    prefix: "",
  },
  {
    name: "item finder",
    path: "/pim/fragment/visiomer/en/toolbox/psi",
    block: '[data-tool="item-finder"]',
    api: "/pim/api/visiomer/en/items",
    prefix: "item-",
  },
  {
    name: "label finder",
    path: "/pim/fragment/intranet/en/products",
    block: '[data-tool="label-finder"]',
    api: "/pim/api/intranet/en/labels",
    prefix: "label-",
  },
  {
    name: "competitor product finder of the competitive scout",
    path: "/pim/fragment/intranet/en/products",
    block: '[data-tool="competitive-scout"]',
    api: "/pim/api/intranet/en/competitor-products",
    prefix: "cp-",
  },
];

const base = () => inject("baseUrl");

async function api(path: string, query: URLSearchParams): Promise<FinderAnswer> {
  const res = await fetch(`${base()}${path}?${query}`, { headers: { accept: "application/json" } });
  const body = await res.text();
  expect(res.status, `${path}?${query}: ${body.slice(0, 300)}`).toBe(200);
  return JSON.parse(body) as FinderAnswer;
}

/** The finder's state in a page URL, as the API takes it: its own parameters, bare, plus the page's preset. */
function stateOf(pageUrl: string, c: FinderCase, names: ReadonlySet<string>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of new URL(pageUrl).searchParams) {
    if (!name.startsWith(c.prefix) || value === "") continue;
    const bare = name.slice(c.prefix.length);
    if (names.has(bare)) out.append(bare, value);
  }
  for (const [key, value] of Object.entries(c.locked ?? {})) out.set(key, value);
  return out;
}

// A title is markup of inline tags (a matched word's `<mark>`, `<sub>`): the page shows its text.
const shownTitle = (item: ResultItem) => `${plainText(item.title)}${item.badge ?? ""}`;

function finderOf(page: Page, c: FinderCase): Locator {
  return page.locator(`${c.block} [data-island="finder"]`);
}

async function titles(finder: Locator): Promise<string[]> {
  return finder.locator(".finder__result-title").allTextContents();
}

/** The page shows what the API answers for the page URL's state. */
async function expectShowsApiAnswer(page: Page, c: FinderCase, names: ReadonlySet<string>): Promise<FinderAnswer> {
  const finder = finderOf(page, c);
  const answer = await api(c.api, stateOf(page.url(), c, names));
  await expect.poll(() => finder.getByRole("status").textContent()).toBe(answer.countText);
  await expect.poll(() => titles(finder)).toEqual(answer.results.map(shownTitle));
  return answer;
}

/** A word of a result title that the search can find: letters only, the longest. */
function searchTerm(answer: FinderAnswer): string {
  const words = answer.results
    .slice(1, 4)
    .flatMap((r) => plainText(r.title).split(/[^\p{L}]+/u))
    .filter((w) => w.length >= 4);
  const word = words.sort((a, b) => b.length - a.length)[0];
  expect(word, "a searchable word in the demo results").toBeDefined();
  return word as string;
}

/** The first checkbox facet value with matches, and its count. */
async function firstFacetValue(finder: Locator) {
  const box = finder.locator('.finder__facets input[type="checkbox"]').first();
  const name = (await box.getAttribute("name")) ?? "";
  const value = (await box.getAttribute("value")) ?? "";
  const label = (await finder.locator(`label[for="${await box.getAttribute("id")}"]`).textContent()) ?? "";
  const count = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
  return { box, name, value, count };
}

const initial = new Map<string, FinderAnswer>();

const chromium = scriptContexts();

beforeAll(async () => {
  for (const c of CASES) {
    const locked = new URLSearchParams(c.locked);
    initial.set(c.name, await api(c.api, locked));
  }
});

describe.each(CASES)("$name", (c) => {
  const names = () => finderParameterNames(initial.get(c.name)?.facets ?? []);

  it("with JavaScript: types, toggles a facet, sorts, pages, goes back, and opens a shared URL in the same state", async () => {
    const page = await chromium.withJs.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${base()}${c.path}`);
    const finder = finderOf(page, c);
    await page.locator(`${c.block} [data-island="finder"][data-hydrated="true"]`).waitFor();
    const first = await expectShowsApiAnswer(page, c, names());
    const isApi = (url: string) => url.startsWith(`${base()}${c.api}?`);
    /**
     * Does `action` and waits until the finder's own API call has finished:
     * the test's API look-ups never run beside the page's (the worker
     * shares in-flight loads between requests, `worker/services/cache/coalesce.ts`).
     */
    const act = async (action: () => Promise<unknown>, match: (url: URL) => boolean = () => true) => {
      const response = page.waitForResponse((r) => isApi(r.url()) && match(new URL(r.url())));
      await action();
      await (await response).finished();
    };

    if (!c.listing) {
      // Typing filters as the visitor types; the URL follows with one history entry for the search, not one per key.
      const term = searchTerm(first);
      const search = finder.locator('.finder__search input[type="search"]');
      const entries = await page.evaluate(() => history.length);
      await act(
        () => search.pressSequentially(term),
        (url) => url.searchParams.get("q") === term,
      );
      await expect.poll(() => new URL(page.url()).searchParams.get(`${c.prefix}q`)).toBe(term);
      expect((await expectShowsApiAnswer(page, c, names())).totalCount).toBeGreaterThan(0);
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await act(
        () => search.fill(""),
        (url) => !url.searchParams.has("q"),
      );
      await expect.poll(() => new URL(page.url()).searchParams.has(`${c.prefix}q`)).toBe(false);
      await expectShowsApiAnswer(page, c, names());
    }

    // A facet value: the URL carries it, the count is the one the facet promised.
    const facet = await firstFacetValue(finder);
    await act(() => facet.box.check());
    await expect.poll(() => new URL(page.url()).searchParams.getAll(facet.name)).toEqual([facet.value]);
    const filtered = await expectShowsApiAnswer(page, c, names());
    expect(filtered.totalCount).toBe(facet.count);
    await act(() => facet.box.uncheck());
    await expect.poll(() => new URL(page.url()).searchParams.has(facet.name)).toBe(false);
    await expectShowsApiAnswer(page, c, names());

    // Sort, then ten per page and page 2.
    await act(() => finder.getByLabel("Sort by").selectOption("name-desc"));
    await expect.poll(() => new URL(page.url()).searchParams.get(`${c.prefix}sort`)).toBe("name-desc");
    const sorted = await expectShowsApiAnswer(page, c, names());
    await act(() => finder.getByLabel("Per page").selectOption("10"));
    await expect.poll(() => new URL(page.url()).searchParams.get(`${c.prefix}size`)).toBe("10");
    const pageOne = await expectShowsApiAnswer(page, c, names());
    expect(pageOne.pages, "the demo data has a second page of ten").toBeGreaterThan(1);
    await act(() => finder.getByRole("link", { name: "Page 2", exact: true }).click());
    await expect.poll(() => new URL(page.url()).searchParams.get(`${c.prefix}page`)).toBe("2");
    const pageTwo = await expectShowsApiAnswer(page, c, names());
    expect(pageTwo.results.map((r) => r.id)).not.toEqual(pageOne.results.map((r) => r.id));
    expect(await finder.locator('[aria-current="page"]').textContent()).toBe("2");
    // The heading the focus goes to says which page it is.
    expect(await finder.locator(".finder__count-heading").textContent()).toBe(
      `${pageTwo.countText}, page 2 of ${pageTwo.pages}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    const shared = page.url();

    // Back restores each earlier state and its results.
    await act(() => page.goBack());
    await expect.poll(() => new URL(page.url()).searchParams.has(`${c.prefix}page`)).toBe(false);
    await expect.poll(() => titles(finder)).toEqual(pageOne.results.map(shownTitle));
    await expect.poll(() => finder.getByLabel("Per page").inputValue()).toBe("10");
    await act(() => page.goBack());
    await expect.poll(() => new URL(page.url()).searchParams.has(`${c.prefix}size`)).toBe(false);
    await expect.poll(() => titles(finder)).toEqual(sorted.results.map(shownTitle));
    await act(() => page.goForward());
    await expect.poll(() => titles(finder)).toEqual(pageOne.results.map(shownTitle));

    // The shared URL opens the same state, rendered on the server.
    const other = await chromium.withJs.newPage();
    await other.goto(shared);
    const otherFinder = finderOf(other, c);
    expect(await titles(otherFinder)).toEqual(pageTwo.results.map(shownTitle));
    expect(await otherFinder.getByRole("status").textContent()).toBe(pageTwo.countText);
    expect(await otherFinder.getByLabel("Sort by").inputValue()).toBe("name-desc");
    await other.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("without JavaScript: the same journey through the GET form gives the same results", async () => {
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}${c.path}`);
    const finder = finderOf(page, c);
    const first = await expectShowsApiAnswer(page, c, names());
    const submit = async () => {
      const before = page.url();
      await Promise.all([
        page.waitForURL((url) => url.href !== before),
        finder.getByRole("button", { name: "Show results" }).click(),
      ]);
    };

    if (!c.listing) {
      const term = searchTerm(first);
      await finder.locator('.finder__search input[type="search"]').fill(term);
      await submit();
      expect(new URL(page.url()).searchParams.get(`${c.prefix}q`)).toBe(term);
      await expectShowsApiAnswer(page, c, names());
      // Back to the unfiltered page: the facet counts below are those of every result.
      await page.goBack();
      await expectShowsApiAnswer(page, c, names());
    }

    const facet = await firstFacetValue(finder);
    await facet.box.check();
    await submit();
    expect(new URL(page.url()).searchParams.getAll(facet.name)).toEqual([facet.value]);
    expect((await expectShowsApiAnswer(page, c, names())).totalCount).toBe(facet.count);
    await finderOf(page, c).locator(`.finder__facets input[name="${facet.name}"][value="${facet.value}"]`).uncheck();

    await finder.getByLabel("Sort by").selectOption("name-desc");
    await finder.getByLabel("Per page").selectOption("10");
    await submit();
    expect(new URL(page.url()).searchParams.get(`${c.prefix}sort`)).toBe("name-desc");
    expect(new URL(page.url()).searchParams.has(facet.name)).toBe(false);
    const pageOne = await expectShowsApiAnswer(page, c, names());
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get(`${c.prefix}page`) === "2"),
      finder.getByRole("link", { name: "Page 2", exact: true }).click(),
    ]);
    const pageTwo = await expectShowsApiAnswer(page, c, names());
    expect(pageTwo.results.map((r) => r.id)).not.toEqual(pageOne.results.map((r) => r.id));
    await page.goBack();
    await expect.poll(() => titles(finderOf(page, c))).toEqual(pageOne.results.map(shownTitle));
    await page.close();
  });
});

describe("presets of listing pages", () => {
  it("products-by-brand shows only that brand, with the brand fixed rather than offered as a facet", async () => {
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}/pim/fragment/pu-additives/en/products-by-brand/dabco`);
    const c: FinderCase = {
      name: "by brand",
      path: "",
      block: '[data-tool="product-listing"]',
      api: "/pim/api/pu-additives/en/products",
      prefix: "",
      locked: { brand: "dabco" },
    };
    const answer = await expectShowsApiAnswer(page, c, finderParameterNames([]));
    const all = await api(c.api, new URLSearchParams());
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.totalCount).toBeLessThan(all.totalCount);
    expect(await finderOf(page, c).locator('input[name="brand"], select[name="brand"]').count()).toBe(0);
    await page.close();
  });

  it("downloads-by-application shows only that application's documents", async () => {
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}/pim/fragment/pu-additives/en/downloads-by-application/case`);
    const c: FinderCase = {
      name: "by application",
      path: "",
      block: '[data-tool="download-center"]',
      api: "/pim/api/pu-additives/en/downloads",
      prefix: "",
      locked: { application: "case" },
    };
    const answer = await expectShowsApiAnswer(page, c, finderParameterNames([]));
    const all = await api(c.api, new URLSearchParams());
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.totalCount).toBeLessThan(all.totalCount);
    await page.close();
  });
});

describe("facet kinds, orders and result actions", () => {
  const productFinder = CASES[0] as FinderCase;
  const formulations = CASES[2] as FinderCase;
  const contacts = CASES[3] as FinderCase;

  it("filters by a range read from the index, typed with JavaScript and submitted without", async () => {
    const range = initial.get(productFinder.name)?.facets.find((f) => f.kind === "range");
    if (range?.kind !== "range" || !range.bounds) throw new Error("the product finder has a range facet with bounds");
    const min = String(Math.round((range.bounds.min + range.bounds.max) / 2));
    const names = finderParameterNames(initial.get(productFinder.name)?.facets ?? []);

    const page = await chromium.withJs.newPage();
    await page.goto(`${base()}${productFinder.path}`);
    await page.locator(`${productFinder.block} [data-island="finder"][data-hydrated="true"]`).waitFor();
    const finder = finderOf(page, productFinder);
    const field = finder.getByLabel(`From (${range.unit})`);
    expect(await field.getAttribute("placeholder")).toBe(String(range.bounds.min));
    const loaded = page.waitForResponse((r) => new URL(r.url()).searchParams.get(`${range.key}_min`) === min);
    await field.pressSequentially(min);
    await (await loaded).finished();
    await expect.poll(() => new URL(page.url()).searchParams.get(`${range.key}_min`)).toBe(min);
    const withScript = await expectShowsApiAnswer(page, productFinder, names);
    expect(withScript.totalCount).toBeGreaterThan(0);
    expect(withScript.totalCount).toBeLessThan(initial.get(productFinder.name)?.totalCount ?? 0);
    await page.close();

    const plain = await chromium.withoutJs.newPage();
    await plain.goto(`${base()}${productFinder.path}`);
    const plainFinder = finderOf(plain, productFinder);
    await plainFinder.getByLabel(`From (${range.unit})`).fill(min);
    await Promise.all([
      plain.waitForURL(/flashpoint_min=/),
      plainFinder.getByRole("button", { name: "Show results" }).click(),
    ]);
    const withoutScript = await expectShowsApiAnswer(plain, productFinder, names);
    expect(withoutScript.results.map((r) => r.id)).toEqual(withScript.results.map((r) => r.id));
    await plain.close();
  });

  it("orders formulations by first publication date and marks new ones", async () => {
    const names = finderParameterNames(initial.get(formulations.name)?.facets ?? []);
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}${formulations.path}`);
    const finder = finderOf(page, formulations);
    await finder.getByLabel("Sort by").selectOption({ label: "First published (newest first)" });
    await Promise.all([
      page.waitForURL(/sort=date-desc/),
      finder.getByRole("button", { name: "Show results" }).click(),
    ]);
    const answer = await expectShowsApiAnswer(page, formulations, names);
    const badges = await finder
      .locator(".finder__result")
      .evaluateAll((items) => items.map((item) => item.querySelector(".finder__badge")?.textContent ?? null));
    expect(badges).toEqual(answer.results.map((r) => r.badge ?? null));
    expect(badges).toContain("New");
    await page.close();
  });

  it("offers each contact's mail and phone as links", async () => {
    const answer = initial.get(contacts.name) as FinderAnswer;
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${base()}${contacts.path}`);
    const links = await finderOf(page, contacts)
      .locator(".finder__actions a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const expected = answer.results.flatMap((r) => (r.actions ?? []).map((a) => a.href));
    expect(expected.some((href) => href.startsWith("mailto:"))).toBe(true);
    expect(expected.some((href) => href.startsWith("tel:"))).toBe(true);
    expect(links).toEqual(expected);
    await page.close();
  });

  it("answers adversarial text with an empty result, and a page URL with bad values with the defaults", async () => {
    const text = `") or (Name eq 'x' ü*`;
    const page = await chromium.withJs.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${base()}${productFinder.path}`);
    await page.locator(`${productFinder.block} [data-island="finder"][data-hydrated="true"]`).waitFor();
    const finder = finderOf(page, productFinder);
    const loaded = page.waitForResponse((r) => new URL(r.url()).searchParams.get("q") === text);
    await finder.locator('.finder__search input[type="search"]').fill(text);
    await (await loaded).finished();
    await expect.poll(() => finder.getByRole("status").textContent()).toBe("0 Products");
    expect(await finder.getByText("No data available").count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();

    const plain = await chromium.withoutJs.newPage();
    const response = await plain.goto(`${base()}${productFinder.path}?page=abc&sort=bogus&size=7&flashpoint_min=x`);
    expect(response?.status()).toBe(200);
    const answer = await api(productFinder.api, new URLSearchParams());
    await expect.poll(() => finderOf(plain, productFinder).getByRole("status").textContent()).toBe(answer.countText);
    expect(await titles(finderOf(plain, productFinder))).toEqual(answer.results.map(shownTitle));
    await plain.close();
  });

  it("keeps two tools on one page apart: the back button of one neither reloads the other nor moves the focus", async () => {
    // The personal-care page holds a product finder and, after it, the formulation finder.
    const products: FinderCase = {
      name: "product finder beside formulations",
      path: formulations.path,
      block: '[data-tool="product-finder"]',
      api: "/pim/api/personal-care/en/products",
      prefix: "",
    };
    // A context of its own: no answers cached by the browser from earlier tests.
    const fresh = await chromium.browser.newContext();
    const page = await fresh.newPage();
    await page.goto(`${base()}${products.path}`);
    await page.locator('[data-island="finder"][data-hydrated="true"]').nth(1).waitFor();
    const isProducts = (url: string) => url.startsWith(`${base()}${products.api}?`);
    const isFormulations = (url: string) => url.startsWith(`${base()}${formulations.api}?`);
    const finder = finderOf(page, products);
    const other = finderOf(page, formulations);
    const sorted = page.waitForResponse((r) => isProducts(r.url()));
    await finder.getByLabel("Sort by").selectOption("name-desc");
    await (await sorted).finished();

    const calls: string[] = [];
    page.on("request", (request) => {
      if (isProducts(request.url())) calls.push(new URL(request.url()).search);
    });
    const facet = await firstFacetValue(other);
    const loaded = page.waitForResponse((r) => isFormulations(r.url()));
    await facet.box.check();
    await (await loaded).finished();
    await finder.locator('.finder__search input[type="search"]').focus();
    const bare = facet.name.slice(formulations.prefix.length);
    const back = page.waitForResponse((r) => isFormulations(r.url()) && !new URL(r.url()).searchParams.has(bare));
    await page.goBack();
    await (await back).finished();
    await expect.poll(() => other.locator(`input[name="${facet.name}"]:checked`).count()).toBe(0);
    expect(calls).toEqual([]);
    expect(await finder.getByLabel("Sort by").inputValue()).toBe("name-desc");
    expect(
      await finder.locator('.finder__search input[type="search"]').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await fresh.close();
  });
});

describe("links the islands take over", () => {
  it("leave a click with a modifier to the browser: Alt saves the page a pagination link names", async () => {
    const page = await chromium.withJs.newPage();
    await page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/products`);
    await page.locator('[data-tool="product-finder"] [data-island="finder"][data-hydrated="true"]').waitFor();
    const before = page.url();
    const next = page.locator('[data-tool="product-finder"] .finder__pagination a[rel="next"]');
    const href = await next.getAttribute("href");
    // Alt-click is the browser's "save link"; a taken-over click would go to page 2 in place instead.
    const [download] = await Promise.all([page.waitForEvent("download"), next.click({ modifiers: ["Alt"] })]);
    expect(new URL(download.url()).search).toBe(new URL(href ?? "", before).search);
    expect(page.url()).toBe(before);
    await page.close();
  });
});

describe("a long filter's search box", () => {
  it("fits inside its filter's frame", async () => {
    const page = await chromium.withJs.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/about/downloads`);
    // Shown once the finder is interactive.
    const boxes = page.locator(".finder__facet-search input");
    await boxes.first().waitFor({ state: "visible" });
    for (const box of await boxes.all()) {
      const [input, frame] = [await box.boundingBox(), await box.locator("xpath=ancestor::fieldset[1]").boundingBox()];
      if (!input || !frame) throw new Error("the search box or its filter has no box");
      expect(input.x + input.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    await page.close();
  });
});
