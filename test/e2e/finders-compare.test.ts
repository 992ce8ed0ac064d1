import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CompareAnswer, FinderAnswer } from "../../shared/finder/answer";
import { MAX_COMPARE } from "../../shared/finder/compare";
import { axeViolations } from "../support/axe";
import { allIslandsHydrated, launchChromium } from "../support/browser";
import { control } from "../support/emulator-control";

/**
 * Product compare in a browser: pick products in a finder or a listing, see
 * them side by side with the differing rows marked, keep the selection across
 * pages, share it by URL.
 */
const PRODUCTS = "/pim/fragment/pu-additives/en/products";
const COMPARE_API = "/pim/api/pu-additives/en/compare";

const base = () => inject("baseUrl");

async function compareApi(ids: string[]): Promise<CompareAnswer> {
  const res = await fetch(`${base()}${COMPARE_API}?compare=${ids.join(",")}`);
  const body = await res.text();
  expect(res.status, body.slice(0, 300)).toBe(200);
  return JSON.parse(body) as CompareAnswer;
}

function compareOf(page: Page): Locator {
  return page.locator('[data-island="product-compare"]');
}

async function columnTitles(compare: Locator): Promise<string[]> {
  return compare.locator("thead th a:not(.compare__remove)").allTextContents();
}

/** The table as the page shows it: row label, whether it is marked as differing, the cells. */
async function rowsOf(compare: Locator) {
  return compare.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => ({
      differs: row.classList.contains("compare__row--differs"),
      label: row.querySelector("th")?.firstChild?.textContent ?? "",
      values: [...row.querySelectorAll("td")].map((td) => td.textContent ?? ""),
    })),
  );
}

/** The page's compare table is the API's comparison of `ids`, differing rows marked. */
async function expectComparison(page: Page, ids: string[]) {
  const compare = compareOf(page);
  const answer = await compareApi(ids);
  expect(answer.products.map((p) => p.id)).toEqual(ids);
  await expect.poll(() => columnTitles(compare)).toEqual(answer.products.map((p) => p.title));
  const rows = await rowsOf(compare);
  expect(rows).toEqual(
    answer.rows.map((row) => ({
      differs: row.differs,
      label: row.label,
      values: row.values.map((v) => v || "–"),
    })),
  );
  // Marked rows really differ, unmarked rows really agree.
  for (const row of rows) expect(new Set(row.values).size > 1, row.label).toBe(row.differs);
  expect(rows.some((row) => row.differs)).toBe(true);
  expect(await compare.getByRole("status").textContent()).toBe(`Comparing ${ids.length} products`);
}

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ bypassCSP: true });
});
afterAll(async () => {
  await browser?.close();
});

async function hydrated(page: Page, path: string) {
  await page.goto(`${base()}${path}`);
  await allIslandsHydrated(page);
}

/** Ticks Compare on the finder's results `indexes`; answers the product ids picked. */
async function pick(page: Page, finder: Locator, indexes: number[]): Promise<string[]> {
  const boxes = finder.locator('.finder__compare-pick input[type="checkbox"]');
  const ids: string[] = [];
  for (const i of indexes) {
    const box = boxes.nth(i);
    const id = ((await box.getAttribute("id")) ?? "").replace(/^.*-cmp-/, "");
    const loaded =
      (await compareOf(page).count()) > 0
        ? page.waitForResponse((r) => r.url().includes(`${COMPARE_API}?`) && r.url().includes(id))
        : undefined;
    await box.check();
    if (loaded) await (await loaded).finished();
    ids.push(id);
  }
  return ids;
}

describe("product compare", () => {
  it("compares products picked in the finder side by side, keeps them across pages, and shares them by URL", async () => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await hydrated(page, PRODUCTS);
    const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]');
    const compare = compareOf(page);
    expect(await compare.getByRole("status").textContent()).toMatch(/^Products picked to compare/);

    const ids = await pick(page, finder, [0, 1, 2]);
    await expect.poll(() => new URL(page.url()).searchParams.get("compare")).toBe(ids.join(","));
    await expect.poll(() => finder.getByRole("link", { name: "Compare 3 products" }).count()).toBe(1);
    await expectComparison(page, ids);
    expect(await axeViolations(page)).toEqual([]);

    // At most MAX_COMPARE: once full, the other boxes are disabled.
    const more = await pick(page, finder, [3]);
    expect(MAX_COMPARE).toBe(4);
    await expect
      .poll(() => finder.locator('.finder__compare-pick input[type="checkbox"]:not(:checked)').first().isDisabled())
      .toBe(true);
    // The tray says why, and the boxes that take no tick point to it.
    expect(await finder.locator(".finder__compare-tray").textContent()).toContain(
      "At most 4 products can be compared: untick one to pick another.",
    );
    const note = await finder
      .locator('.finder__compare-pick input[type="checkbox"]:not(:checked)')
      .first()
      .getAttribute("aria-describedby");
    expect(await page.locator(`[id="${note}"]`).textContent()).toContain("At most 4 products");
    const removed = page.waitForResponse((r) => r.url().includes(`${COMPARE_API}?`));
    await compare
      .getByRole("link", { name: /^Remove / })
      .last()
      .click();
    await (await removed).finished();
    expect(more).toHaveLength(1);
    await expectComparison(page, ids);
    // The link went with its column: the focus moves to the Remove of the column now last, not to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toBe(`Remove ${await compare.locator("thead th a:not(.compare__remove)").last().textContent()}`);
    // A Remove link keeps what the finder wrote to the URL since (for a new tab, or the browser's own use).
    const searched = page.waitForResponse((r) => r.url().includes("/pim/api/pu-additives/en/products?"));
    await finder.getByLabel("Sort by").selectOption("name-desc");
    await (await searched).finished();
    await expect
      .poll(async () => {
        const href = await compare
          .getByRole("link", { name: /^Remove / })
          .first()
          .getAttribute("href");
        return new URL(href ?? "", page.url()).searchParams.get("sort");
      })
      .toBe("name-desc");
    // Back undoes the sort; back again undoes the remove, forward removes it again; the finder's boxes follow.
    await page.goBack();
    await page.goBack();
    await expectComparison(page, [...ids, ...more]);
    await expect.poll(() => finder.locator(`input[type="checkbox"][value="${more[0]}"]`).isChecked()).toBe(true);
    await page.goForward();
    await expectComparison(page, ids);
    await expect.poll(() => finder.locator(`input[type="checkbox"][value="${more[0]}"]`).isChecked()).toBe(false);

    // Another area's finder starts with its own, empty selection: these products are not in its catalogue.
    await hydrated(page, "/pim/fragment/specialty-amines/en/products");
    expect(await compareOf(page).getByRole("status").textContent()).toMatch(/^Products picked to compare/);
    expect(await page.getByRole("link", { name: /^Compare \d products$/ }).count()).toBe(0);
    // Another page, then back by a plain link without the parameter: the selection stayed, and the
    // address says so (one entry, replaced), so a copy of it shares what the page shows.
    await hydrated(page, "/pim/fragment/pu-additives/en/contact");
    const entries = await page.evaluate(() => history.length);
    await hydrated(page, PRODUCTS);
    await expect.poll(() => new URL(page.url()).searchParams.get("compare")).toBe(ids.join(","));
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await expectComparison(page, ids);
    for (const id of ids) expect(await finder.locator(`input[id$="-cmp-${id}"]`).isChecked()).toBe(true);
    // The finder's next page keeps it.
    const next = finder.locator('a[rel="next"]').first();
    expect(new URL((await next.getAttribute("href")) ?? "", page.url()).searchParams.get("compare")).toBe(
      ids.join(","),
    );

    // A shared link opens the same comparison in a fresh browser, rendered on the server.
    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const shared = await fresh.newPage();
    await shared.goto(`${base()}${PRODUCTS}?compare=${ids.join(",")}`);
    await expectComparison(shared, ids);
    await fresh.close();
    expect(problems).toEqual([]);
    await page.close();
  });

  it("compares without JavaScript: ticked boxes are sent, the table shows them and the finder keeps its state", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`${base()}${PRODUCTS}`);
    const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]');
    // A filter first, through the finder's own form.
    const facet = finder.locator('.finder__facets input[type="checkbox"]').first();
    const facetName = (await facet.getAttribute("name")) ?? "";
    const facetValue = (await facet.getAttribute("value")) ?? "";
    await facet.check();
    await Promise.all([
      page.waitForURL((url) => url.search.length > 1),
      finder.getByRole("button", { name: "Show results" }).click(),
    ]);
    expect(new URL(page.url()).searchParams.getAll(facetName)).toContain(facetValue);

    const boxes = finder.locator('.finder__compare-pick input[type="checkbox"]');
    const ids = [await boxes.nth(0).getAttribute("value"), await boxes.nth(1).getAttribute("value")] as string[];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await Promise.all([
      page.waitForURL((url) => url.searchParams.has("compare")),
      finder.getByRole("button", { name: "Compare selected products" }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.hash).toBe("#product-compare");
    expect(url.searchParams.getAll("compare")).toEqual(ids);
    expect(url.searchParams.getAll(facetName), "the finder's filter is kept").toContain(facetValue);
    expect(await finder.locator(`.finder__facets input[name="${facetName}"][value="${facetValue}"]`).isChecked()).toBe(
      true,
    );
    await expectComparison(page, ids);

    // The picks stay ticked; one more is added to them.
    for (const id of ids) expect(await finder.locator(`input[type="checkbox"][value="${id}"]`).isChecked()).toBe(true);
    const third = (await boxes.nth(2).getAttribute("value")) as string;
    await boxes.nth(2).check();
    await Promise.all([
      page.waitForURL((next) => next.searchParams.getAll("compare").length === 3),
      finder.getByRole("button", { name: "Compare selected products" }).click(),
    ]);
    await expectComparison(page, [...ids, third]);

    // Remove is a link: the comparison of the others, the finder's filter still applied.
    await Promise.all([
      page.waitForURL((next) => next.searchParams.getAll("compare").join(",").split(",").length === 2),
      compareOf(page)
        .getByRole("link", { name: /^Remove / })
        .first()
        .click(),
    ]);
    await expectComparison(page, [ids[1] as string, third]);
    expect(new URL(page.url()).searchParams.getAll(facetName)).toContain(facetValue);
    await noScript.close();
  });

  it("says a comparison that failed could not be loaded, and Try again loads it once the search is back", async () => {
    // An area no other test of this file compares in: its comparisons are not in the edge cache yet.
    const AMINES = "/pim/fragment/specialty-amines/en/products";
    const page = await context.newPage();
    await hydrated(page, AMINES);
    const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]');
    const boxes = finder.locator('.finder__compare-pick input[type="checkbox"]');
    const idOf = async (i: number) => ((await boxes.nth(i).getAttribute("id")) ?? "").replace(/^.*-cmp-/, "");
    const ids = [await idOf(1), await idOf(2)];
    const compare = compareOf(page);
    // Only the comparison naming the second product fails.
    await control("faults/search", { match: ids[1], rate5xx: 1 });
    try {
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      await expect
        .poll(() => compare.getByRole("status").textContent(), { timeout: 30_000 })
        .toBe("The comparison could not be loaded. Please try again.");
    } finally {
      await control("faults/search", { match: ids[1] });
    }
    const retry = compare.getByRole("link", { name: "Try again" });
    // Also without script: the page comparing the same products.
    const href = new URL((await retry.getAttribute("href")) ?? "", page.url());
    expect(href.searchParams.get("compare")).toBe(ids.join(","));
    await retry.click();
    await expect.poll(() => compare.getByRole("status").textContent()).toBe("Comparing 2 products");
    const answer = (await (
      await fetch(`${base()}/pim/api/specialty-amines/en/compare?compare=${ids.join(",")}`)
    ).json()) as CompareAnswer;
    expect(await columnTitles(compare)).toEqual(answer.products.map((p) => p.title));
    // The link went with the failure: the focus waits on the compare's heading, not on the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2");
    await page.close();
  });

  it("leaves a comparison the server could not load to Try again, asking nothing by itself", {
    timeout: 60_000,
  }, async () => {
    const AMINES = "/pim/fragment/specialty-amines/en/products";
    const listed = (await (await fetch(`${base()}/pim/api/specialty-amines/en/products`)).json()) as {
      results: { id: string }[];
    };
    // Products no other test compares, so their comparison is not in the edge cache.
    const ids = listed.results.slice(3, 5).map((r) => r.id);
    expect(ids).toHaveLength(2);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/pim/api/specialty-amines/en/compare")) asked.push(r.url());
    });
    await control("faults/search", { match: ids[1], rate5xx: 1 });
    try {
      await hydrated(page, `${AMINES}?compare=${ids.join(",")}`);
      const compare = compareOf(page);
      expect(await compare.getByRole("status").textContent()).toBe(
        "The comparison could not be loaded. Please try again.",
      );
      // Hydrated, its effects run: an own request would have been sent by now.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      expect(asked).toEqual([]);
    } finally {
      await control("faults/search", { match: ids[1] });
    }
    await compareOf(page).getByRole("link", { name: "Try again" }).click();
    await expect.poll(() => compareOf(page).getByRole("status").textContent()).toBe("Comparing 2 products");
    expect(asked).toHaveLength(1);
    await page.close();
  });

  it("keeps the keyboard's focus clear of the compare tray that stays at the bottom of the screen", async () => {
    for (const width of [375, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await hydrated(page, PRODUCTS);
      const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]');
      // As many as can be compared: the tray then also says no more can be picked, on a phone in three lines.
      const all = Array.from({ length: MAX_COMPARE }, (_, i) => i);
      await pick(page, finder, all);
      await finder.locator(".finder__compare-tray").waitFor();
      await finder.locator('.finder__compare-pick input[type="checkbox"]').nth(0).focus();
      const hidden: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        const under = await page.evaluate(() => {
          const focused = document.activeElement;
          const tray = document.querySelector(".finder__compare-tray");
          if (!focused || focused === document.body || !tray || tray.contains(focused)) return undefined;
          const [a, b] = [focused.getBoundingClientRect(), tray.getBoundingClientRect()];
          const covered = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
          return covered ? `${focused.tagName} ${focused.textContent?.slice(0, 40)}` : undefined;
        });
        if (under) hidden.push(under);
      }
      expect(hidden, String(width)).toEqual([]);
      await page.close();
    }
  });

  it("says the comparison is loading while it is, never that a picked product is missing", async () => {
    const page = await context.newPage();
    // The comparison takes its time, as with a slow search service.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === COMPARE_API,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await hydrated(page, `${PRODUCTS}?size=10`);
    const compare = compareOf(page);
    await page.locator('[data-tool="product-finder"] .finder__compare-pick input[type="checkbox"]').first().check();
    await expect.poll(() => compare.getByRole("status").textContent()).toBe("Loading the comparison…");
    expect(await compare.locator(".compare__notice").count()).toBe(0);
    release();
    await expect.poll(() => compare.getByRole("status").textContent()).toBe("Comparing 1 product");
    expect(await compare.locator(".compare__notice").count()).toBe(0);
    await page.close();
  });

  it("keeps a wide comparison inside its own scroll box on a phone", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${base()}${PRODUCTS}?size=10`);
    const ids = await page
      .locator('[data-tool="product-finder"] .finder__compare-pick input[type="checkbox"]')
      .evaluateAll((boxes) => boxes.slice(0, 4).map((box) => (box as HTMLInputElement).value));
    await page.goto(`${base()}${PRODUCTS}?compare=${ids.join(",")}#product-compare`);
    expect(await compareOf(page).locator("thead th a:not(.compare__remove)").count()).toBe(4);
    // The page itself never becomes wider than the screen; the table scrolls in its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    // The labels take a narrow column, so the first product shows whole beside them; the labels stay while it scrolls.
    const widths = await compareOf(page).evaluate((compare) => {
      const label = compare.querySelector("tbody th") as HTMLElement;
      const first = compare.querySelector("thead th:nth-child(2)") as HTMLElement;
      return { label: label.getBoundingClientRect().width, firstRight: first.getBoundingClientRect().right };
    });
    expect(widths.label).toBeLessThanOrEqual(390 * 0.4);
    expect(widths.firstRight).toBeLessThanOrEqual(390);
    const scroller = compareOf(page).locator(".compare__scroll");
    await scroller.evaluate((box) => box.scrollBy(200, 0));
    const labelLeft = await compareOf(page)
      .locator("tbody th")
      .first()
      .evaluate((th) => th.getBoundingClientRect().left);
    const boxLeft = await scroller.evaluate((box) => box.getBoundingClientRect().left);
    expect(Math.abs(labelLeft - boxLeft)).toBeLessThanOrEqual(1);
    await phone.close();
  });

  it("leaves the focus where it is on a page that embeds the comparison in a frame", async () => {
    const page = await context.newPage();
    const found = (await (await fetch(`${base()}/pim/api/pu-additives/en/products`)).json()) as FinderAnswer;
    const picks = found.results
      .filter((item) => item.comparable)
      .map((item) => item.id)
      .slice(0, 2);
    expect(picks).toHaveLength(2);
    // The embedding page, on the catalogue's origin: its own search field has the focus when the frame loads.
    const host = `${base()}/__embedding-page`;
    await page.route(host, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!DOCTYPE html><title>Shop</title><input id="own" aria-label="Search the shop"><iframe id="pim" title="Catalogue" width="800" height="600"></iframe>`,
      }),
    );
    await page.goto(host);
    await page.locator("#own").focus();
    await page
      .locator("#pim")
      .evaluate(
        (frame, src) => (frame as HTMLIFrameElement).setAttribute("src", src),
        `${PRODUCTS}?compare=${picks.join(",")}#product-compare`,
      );
    const frame = page.frameLocator("#pim");
    await allIslandsHydrated(frame);
    await expect.poll(() => columnTitles(frame.locator('[data-island="product-compare"]'))).toHaveLength(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("own");
    await page.close();
  });

  it("lands the keyboard on the comparison's heading after Compare selected products, in one form of the address", async () => {
    const page = await context.newPage();
    await hydrated(page, PRODUCTS);
    await page.evaluate(() => sessionStorage.clear());
    await hydrated(page, PRODUCTS);
    const finder = page.locator('[data-tool="product-finder"] [data-island="finder"]');
    const boxes = finder.locator('.finder__compare-pick input[type="checkbox"]');
    const ids = [await boxes.nth(0).getAttribute("value"), await boxes.nth(1).getAttribute("value")] as string[];
    // Keyboard only: Space ticks, Tab reaches the button, Enter sends the form.
    await boxes.nth(0).focus();
    await page.keyboard.press("Space");
    await boxes.nth(1).focus();
    await page.keyboard.press("Space");
    await finder.getByRole("button", { name: "Compare selected products" }).focus();
    await Promise.all([page.waitForURL((url) => url.hash === "#product-compare"), page.keyboard.press("Enter")]);
    await allIslandsHydrated(page);
    await expectComparison(page, ids);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest("#product-compare") !== null && document.activeElement?.tagName,
        ),
      )
      .toBe("H2");
    // Landed with room above the heading: its focus ring is not cut by the top of the screen.
    const top = await page.locator("#product-compare h2").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(8);
    expect(top).toBeLessThan(100);
    // The form sent the ids as repeated parameters; the address now names them as the tools write them.
    await expect.poll(() => new URL(page.url()).searchParams.getAll("compare")).toEqual([ids.join(",")]);
    expect(new URL(page.url()).hash).toBe("#product-compare");
    await page.close();
  });

  it("takes products picked in a listing to the products page's compare", async () => {
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${base()}${PRODUCTS}`);
    await page.evaluate(() => sessionStorage.clear());
    await hydrated(page, "/pim/fragment/pu-additives/en/products-by-brand/dabco");
    const listing = page.locator('[data-tool="product-listing"] [data-island="finder"]');
    const ids = await pick(page, listing, [0, 1]);
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith("/products")),
      listing.getByRole("link", { name: "Compare 2 products" }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get("compare")).toBe(ids.join(","));
    await expectComparison(page, ids);
    await page.close();
  });
});
