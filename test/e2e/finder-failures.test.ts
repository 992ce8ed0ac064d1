import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { scriptContexts, stylesheetsLoaded } from "../support/browser";
import { control } from "../support/emulator-control";

/**
 * A finder whose search fails while the visitor filters: the list of the
 * earlier filters must not stand under the new ones, and trying again after
 * the service is back shows the answer.
 */
const DOWNLOADS = "/pim/fragment/vestamid/en/downloads";

const chromium = scriptContexts();

/** A page whose finders' code arrives only once `release` is called, as on a slow connection. */
async function pageWithFinderCodeHeld(): Promise<{ page: Page; release: () => void }> {
  const page = await chromium.withJs.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/Finder-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, release };
}

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
      await finder.locator('.finder__search input[type="search"]').fill(text);
      await expect
        .poll(() => finder.getByRole("status").textContent(), { timeout: 20_000 })
        .toBe("The results could not be loaded. Please try again.");
      expect(await results.count()).toBe(0);
      expect(await finder.locator(".finder__pagination").count()).toBe(0);
      // The facets' counts were those of the filters before: not shown (nor read) as the new ones'.
      expect(await finder.locator(".finder__facets .finder__count").first().isVisible()).toBe(false);
      expect(new URL(page.url()).searchParams.get("q")).toBe(text);
    } finally {
      await control("faults/search", { match: text });
    }

    await finder.getByRole("link", { name: "Try again" }).click();
    await expect.poll(() => finder.getByRole("status").textContent()).toMatch(/^0 /);
    expect(await finder.getByText("No data available").count()).toBe(1);
    // The answer's own counts (none here: nothing matches the search) are shown again.
    expect(await finder.locator(".finder__facets[data-stale]").count()).toBe(0);
    expect(await finder.getByRole("link", { name: "Try again" }).count()).toBe(0);
    // The link went with the error: the focus is on the count that answers it, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("finder__count-heading");
    await page.close();
  });

  it("says at once that the results the server could not load failed, asks no more on its own, and Try again loads them", {
    timeout: 60_000,
  }, async () => {
    const text = `zzfailinit${Date.now()}`;
    await control("faults/search", { match: text, rate5xx: 1 });
    const page = await chromium.withJs.newPage();
    const finder = page.locator('[data-tool="download-center"] [data-island="finder"]');
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pim/api/vestamid/en/downloads")) asked.push(request.url());
    });
    try {
      await page.goto(`${inject("baseUrl")}${DOWNLOADS}?q=${text}`);
      await expect.poll(() => finder.getAttribute("data-hydrated"), { timeout: 40_000 }).toBe("true");
      // Hydrated and settled: an own load of the island would have been sent by now.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      expect(asked).toEqual([]);
      expect(await finder.getByRole("status").textContent()).toBe("The results could not be loaded. Please try again.");
    } finally {
      await control("faults/search", { match: text });
    }
    await finder.getByRole("link", { name: "Try again" }).click();
    await expect.poll(() => finder.getByRole("status").textContent()).toMatch(/^0 /);
    expect(asked.length).toBe(1);
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
      await finder.locator('.finder__search input[type="search"]').fill(text);
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

/**
 * `use` with a page of its own, streamed as a visitor's browser gets it (the local runtime holds a
 * compressed stream to its end) with the CSP in force, while the search is slow for `text` only.
 */
async function withSlowSearch(text: string, latencyMs: number, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await chromium.browser.newContext({ extraHTTPHeaders: { "accept-encoding": "identity" } });
  await control("faults/search", { match: text, latencyMs });
  try {
    await use(await context.newPage());
  } finally {
    await control("faults/search", { match: text });
    await context.close();
  }
}

describe("a finder whose search is slow on arrival", () => {
  it("keeps what the visitor types into the pending search box, with the focus, and searches for it", async () => {
    const text = `zzpending${Date.now()}`;
    await withSlowSearch(text, 4000, async (page) => {
      const opened = page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/products?q=${text}`);
      const pendingBox = page.locator(".finder--pending").getByRole("searchbox");
      await pendingBox.waitFor();
      // Where the visitor sees it: the box as styled.
      await stylesheetsLoaded(page);
      const before = await pendingBox.boundingBox();
      await pendingBox.click();
      await pendingBox.press("End");
      await page.keyboard.type(" foam");
      await opened;
      const finder = page.locator('[data-island="finder"]').first();
      await expect.poll(() => finder.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("true");
      const box = finder.locator('.finder__search input[type="search"]');
      expect(await box.inputValue()).toBe(`${text} foam`);
      expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
      // The finder's box is where the pending one was: nothing under the visitor's caret moved.
      const after = await box.boundingBox();
      for (const side of ["x", "y", "width", "height"] as const) {
        expect(Math.abs((after?.[side] ?? 0) - (before?.[side] ?? -99)), side).toBeLessThanOrEqual(1);
      }
      // The finder searched for the text it shows: the address says so and the answer follows.
      await expect.poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 15_000 }).toBe(`${text} foam`);
      await expect.poll(() => finder.getByRole("status").textContent(), { timeout: 20_000 }).toMatch(/^0 /);
      // Typing goes on in the finder's box.
      await page.keyboard.type("s");
      expect(await box.inputValue()).toBe(`${text} foams`);
    });
  });

  it("searches for what was typed into the finder before it was interactive", async () => {
    const { page, release } = await pageWithFinderCodeHeld();
    await page.goto(`${inject("baseUrl")}${DOWNLOADS}`);
    const finder = page.locator('[data-tool="download-center"] [data-island="finder"]');
    const text = `zzearly${Date.now()}`;
    await finder.locator('.finder__search input[type="search"]').fill(text);
    release();
    await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
    await expect.poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 15_000 }).toBe(text);
    await expect.poll(() => finder.getByRole("status").textContent(), { timeout: 15_000 }).toMatch(/^0 /);
    expect(await finder.locator('.finder__search input[type="search"]').inputValue()).toBe(text);
    await page.close();
  });

  it("applies a box ticked, an order picked and a product picked for compare before it was interactive", async () => {
    const PRODUCTS = "/pim/fragment/pu-additives/en/products";
    const { page, release } = await pageWithFinderCodeHeld();
    await page.goto(`${inject("baseUrl")}${PRODUCTS}`);
    const finder = page.locator('[data-island="finder"]').first();
    const start = page.url();
    await finder.getByRole("checkbox", { name: /^Dabco \(/ }).check();
    await finder.getByLabel("Sort by").selectOption("name-desc");
    const first = finder.locator('.finder__result input[name="compare"]').first();
    const picked = await first.getAttribute("value");
    await first.check();
    release();
    await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
    await expect.poll(() => new URL(page.url()).searchParams.getAll("brand")).toEqual(["dabco"]);
    const url = new URL(page.url());
    expect(url.searchParams.get("sort")).toBe("name-desc");
    expect(url.searchParams.get("compare")).toBe(picked);
    const answer = await (
      await fetch(`${inject("baseUrl")}/pim/api/pu-additives/en/products?brand=dabco&sort=name-desc`)
    ).json();
    await expect.poll(() => finder.locator('[role="status"]').first().textContent()).toBe(answer.countText);
    // The next renders keep them: the box stays ticked, the order picked, the product in the tray.
    expect(await finder.getByRole("checkbox", { name: /^Dabco \(/ }).isChecked()).toBe(true);
    expect(await finder.getByLabel("Sort by").inputValue()).toBe("name-desc");
    expect(await finder.locator(".finder__compare-tray").textContent()).toContain("1 product picked");
    // One history entry for the changes: Back returns to the results the page opened with.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("brand")).toEqual([]);
    expect(page.url().split("?")[0]).toBe(start.split("?")[0]);
    await page.close();
  });

  it("before it was interactive: changes nothing by itself, keeps the data language shown, and adds to the products picked for compare before", async () => {
    const PRODUCTS_API = `${inject("baseUrl")}/pim/api/pu-additives/en/products`;
    const stored = (
      (await (await fetch(`${PRODUCTS_API}?sort=name-asc`)).json()) as { results: { id: string }[] }
    ).results
      .slice(0, 2)
      .map((r) => r.id);
    /** Opens `path` with the finder's code held back until `act` is done. */
    const early = async (path: string, act: (page: Page, finder: Locator) => Promise<void>) => {
      const { page, release } = await pageWithFinderCodeHeld();
      await page.addInitScript((ids) => {
        if (!sessionStorage.getItem("pim.compare:pu-additives"))
          sessionStorage.setItem("pim.compare:pu-additives", ids);
      }, stored.join(","));
      await page.goto(`${inject("baseUrl")}${path}`);
      const finder = page.locator('[data-island="finder"]').first();
      await act(page, finder);
      release();
      await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
      return { page, finder };
    };

    // Nothing changed: no history entry, no search. A change of the visitor's after hydration is the signal:
    // its search and its history entry come after anything the hydration did, and must be the first there are.
    const searches: string[] = [];
    const quiet = await early("/pim/fragment/pu-additives/en/products?sort=name-desc", async (page) => {
      page.on("request", (r) => {
        if (r.url().startsWith(PRODUCTS_API)) searches.push(r.url());
      });
      await page.evaluate(() => {
        const pushed: string[] = [];
        (window as unknown as { __pushed: string[] }).__pushed = pushed;
        const push = history.pushState.bind(history);
        history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
          pushed.push(String(url));
          push(state, unused, url);
        };
      });
    });
    const entries = await quiet.page.evaluate(() => history.length);
    const asked = quiet.page.waitForRequest((r) => r.url().startsWith(PRODUCTS_API));
    await quiet.finder.getByLabel("Sort by").selectOption("name-asc");
    expect(searches).toEqual([(await asked).url()]);
    await expect.poll(() => new URL(quiet.page.url()).searchParams.get("sort")).toBe("name-asc");
    const pushed = await quiet.page.evaluate(() => (window as unknown as { __pushed: string[] }).__pushed);
    expect(pushed.every((url) => new URL(url, inject("baseUrl")).searchParams.get("sort") === "name-asc")).toBe(true);
    expect(await quiet.page.evaluate(() => history.length)).toBe(entries + pushed.length);
    await quiet.page.close();

    // German data on an English page, a German product type picked: an order picked meanwhile keeps both.
    const german = await early(
      "/pim/fragment/pu-additives/en/products?context=de-de&type=Aminkatalysator",
      async (_page, finder) => {
        await finder.getByLabel("Sort by").selectOption("name-desc");
      },
    );
    await expect.poll(() => new URL(german.page.url()).searchParams.get("sort")).toBe("name-desc");
    expect(new URL(german.page.url()).searchParams.get("type")).toBe("Aminkatalysator");
    expect(new URL(german.page.url()).searchParams.get("context")).toBe("de-de");
    expect(await german.finder.getByRole("alert").textContent()).toBe("");
    await german.page.close();

    // A product ticked for compare joins the two this tab picked before.
    const compare = await early("/pim/fragment/pu-additives/en/products?sort=name-desc", async (_page, finder) => {
      await finder.locator('.finder__result input[name="compare"]').first().check();
    });
    await expect
      .poll(() => compare.finder.locator(".finder__compare-tray").textContent())
      .toContain("Compare 3 products");
    await compare.page.close();
  });

  it("carries the text into its own finder only, where another tool holds a field of the same name", async () => {
    const text = `zzpendingff${Date.now()}`;
    await withSlowSearch(text, 4000, async (page) => {
      // The product finder comes first and answers at once; it carries the formulation finder's `ff-q` in a hidden field.
      const opened = page.goto(`${inject("baseUrl")}/pim/fragment/personal-care/en/products-solutions?ff-q=${text}`);
      const pendingBox = page.locator('[data-tool="formulation-finder"] .finder--pending').getByRole("searchbox");
      await pendingBox.click();
      await pendingBox.press("End");
      await page.keyboard.type(" gel");
      await opened;
      const formulations = page.locator('[data-tool="formulation-finder"] [data-island="finder"]');
      await expect.poll(() => formulations.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("true");
      const box = formulations.locator('.finder__search input[type="search"]');
      expect(await box.inputValue()).toBe(`${text} gel`);
      expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
      const carried = page.locator('[data-tool="product-finder"] input[type="hidden"][name="ff-q"]');
      expect(await carried.count()).toBe(1);
      // It follows the page's address, as the formulation finder wrote it.
      await expect.poll(() => new URL(page.url()).searchParams.get("ff-q"), { timeout: 15_000 }).toBe(`${text} gel`);
      await expect.poll(() => carried.inputValue()).toBe(`${text} gel`);
    });
  });

  it("leaves the focus where the visitor put it meanwhile", async () => {
    const text = `zzpendingaway${Date.now()}`;
    await withSlowSearch(text, 3000, async (page) => {
      const opened = page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/products?q=${text}`);
      const pendingBox = page.locator(".finder--pending").getByRole("searchbox");
      await pendingBox.click();
      await pendingBox.press("End");
      await page.keyboard.type("x");
      // A click on plain text: nothing takes the focus, the box loses it.
      await page.locator("h1").first().click();
      await opened;
      const finder = page.locator('[data-island="finder"]').first();
      await expect.poll(() => finder.getAttribute("data-hydrated"), { timeout: 15_000 }).toBe("true");
      expect(await finder.locator('.finder__search input[type="search"]').inputValue()).toBe(`${text}x`);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    });
  });
});
