import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { jsWeightOf } from "../bench/js-weight";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";

/**
 * Disjunctive facets, current refinements, folded and filtered facet lists
 * and a range with its minimum above its maximum, with and without
 * JavaScript. Counts are read from the tool's JSON API, never hard-coded.
 */
const PRODUCTS = "/pim/fragment/pu-additives/en/products";
const PRODUCTS_API = "/pim/api/pu-additives/en/products";
const DOWNLOADS = "/pim/fragment/pu-additives/en/about/downloads";

const chromium = scriptContexts({ bypassCSP: true });

async function api(query: string): Promise<FinderAnswer> {
  const res = await fetch(`${inject("baseUrl")}${PRODUCTS_API}${query ? `?${query}` : ""}`);
  return (await res.json()) as FinderAnswer;
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
const brand = (finder: Locator, name: string) => finder.getByRole("checkbox", { name: new RegExp(`^${name} \\(`) });
const brandsOf = (page: Page) => new URL(page.url()).searchParams.getAll("brand").sort();

describe("two brands, chips and Clear all", () => {
  it("with JavaScript: both counts stay listed, the result is the OR, chips remove one, Clear all clears", async () => {
    const all = await api("");
    const dabco = await api("brand=dabco");
    const both = await api("brand=dabco&brand=polycat");
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    await brand(finder, "Dabco").check();
    await expect.poll(() => status(finder).textContent()).toBe(dabco.countText);
    // Polycat is still offered, with the count it adds.
    expect(await brand(finder, "Polycat").count()).toBe(1);
    await brand(finder, "Polycat").check();
    await expect.poll(() => status(finder).textContent()).toBe(both.countText);
    expect(both.totalCount).toBeGreaterThan(dabco.totalCount);
    expect(brandsOf(page)).toEqual(["dabco", "polycat"]);
    expect(await axeViolations(page)).toEqual([]);

    await finder.getByRole("link", { name: "Remove filter Brand: Dabco" }).click();
    await expect.poll(() => brandsOf(page)).toEqual(["polycat"]);
    await expect.poll(() => status(finder).textContent()).toBe((await api("brand=polycat")).countText);
    expect(await brand(finder, "Dabco").isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await brand(finder, "Dabco").check();
    await expect.poll(() => brandsOf(page)).toEqual(["dabco", "polycat"]);
    await finder.getByRole("link", { name: "Clear all" }).click();
    await expect.poll(() => status(finder).textContent()).toBe(all.countText);
    expect(brandsOf(page)).toEqual([]);
    expect(await finder.getByRole("link", { name: "Clear all" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("without JavaScript: the form adds a second brand, the chip links remove one and Clear all", async () => {
    const dabco = await api("brand=dabco");
    const both = await api("brand=dabco&brand=polycat");
    const { page, finder } = await open(chromium.withoutJs, `${PRODUCTS}?brand=dabco&sort=name-desc`);
    expect(await status(finder).textContent()).toBe(dabco.countText);
    await brand(finder, "Polycat").check();
    await finder.getByRole("button", { name: "Show results" }).click();
    await page.waitForLoadState("load");
    expect(brandsOf(page)).toEqual(["dabco", "polycat"]);
    expect(await status(finder).textContent()).toBe(both.countText);

    await finder.getByRole("link", { name: "Remove filter Brand: Polycat" }).click();
    await page.waitForLoadState("load");
    expect(brandsOf(page)).toEqual(["dabco"]);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("name-desc");

    await finder.getByRole("link", { name: "Clear all" }).click();
    await page.waitForLoadState("load");
    expect(brandsOf(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("name-desc");
    await page.close();
  });

  it("with no results says 'No data available', then offers the refinements to remove", async () => {
    const { page, finder } = await open(chromium.withoutJs, `${PRODUCTS}?q=zzqxv&brand=dabco`);
    expect(await finder.locator(".finder__empty").textContent()).toBe("No data available");
    const after = finder.locator(".finder__empty + .finder__refinements");
    expect(await after.getByRole("link", { name: "Remove filter Search: zzqxv" }).count()).toBe(1);
    await after.getByRole("link", { name: "Remove filter Search: zzqxv" }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).searchParams.get("q")).toBeNull();
    expect(brandsOf(page)).toEqual(["dabco"]);
    await page.close();
  });
});

describe("a range with its minimum above its maximum", () => {
  const NOTICE = "Flash point: the minimum (200) is above the maximum (100)";
  it("is said on the page without JavaScript", async () => {
    const { page, finder } = await open(chromium.withoutJs, `${PRODUCTS}?flashpoint_min=200&flashpoint_max=100`);
    expect(await finder.getByRole("alert").textContent()).toContain(NOTICE);
    // The values the notice speaks of stay in the fields, to be corrected; no chip claims the range applies.
    expect(await finder.getByLabel("From (°C)").inputValue()).toBe("200");
    expect(await finder.getByLabel("To (°C)").inputValue()).toBe("100");
    expect(await finder.getByRole("link", { name: /^Remove filter Flash point/ }).count()).toBe(0);
    await page.close();
  });

  it("is said as it is typed with JavaScript, and the valid range shows as a chip", async () => {
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    await finder.getByLabel("From (°C)").fill("200");
    // The minimum alone applies first.
    await expect.poll(() => status(finder).textContent()).toBe((await api("flashpoint_min=200")).countText);
    await finder.getByLabel("To (°C)").fill("100");
    await expect.poll(() => finder.getByRole("alert").textContent()).toContain(NOTICE);
    expect(await axeViolations(page)).toEqual([]);
    // The results are those of the page without the range, as a reload of the same URL shows them.
    await expect.poll(() => status(finder).textContent()).toBe((await api("")).countText);
    expect(await finder.getByRole("link", { name: /^Remove filter Flash point/ }).count()).toBe(0);
    await finder.getByLabel("From (°C)").fill("20");
    await expect
      .poll(() => finder.getByRole("link", { name: /^Remove filter Flash point: 20 to 100/ }).count())
      .toBe(1);
    await expect.poll(() => finder.getByRole("alert").textContent()).toBe("");
    await page.close();
  });
});

describe("a range bound the finder cannot use", () => {
  const NOTICE = "Flash point: the minimum is not a number the finder can use";
  it("is said as it is typed, the other bound still applies, and .5 is a number", async () => {
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    await finder.getByLabel("To (°C)").fill("100");
    await expect.poll(() => status(finder).textContent()).toBe((await api("flashpoint_max=100")).countText);
    await finder.getByLabel("From (°C)").fill("1e308");
    await expect.poll(() => finder.getByRole("alert").textContent()).toContain(NOTICE);
    // Not "could not be loaded": the results are those of the usable bound, and the field keeps what was typed.
    await expect.poll(() => status(finder).textContent()).toBe((await api("flashpoint_max=100")).countText);
    expect(await finder.getByLabel("From (°C)").inputValue()).toBe("1e308");
    await finder.getByLabel("From (°C)").fill(".5");
    await expect
      .poll(() => finder.getByRole("link", { name: /^Remove filter Flash point: 0\.5 to 100/ }).count())
      .toBe(1);
    await expect.poll(() => finder.getByRole("alert").textContent()).toBe("");
    const half = (await api("flashpoint_min=0.5&flashpoint_max=100")).countText;
    await expect.poll(() => status(finder).textContent()).toBe(half);
    await page.close();
  });
});

describe("long facet lists on the download center", () => {
  it("without JavaScript folds the rest behind Show more and shows no filter box", async () => {
    const { page, finder } = await open(chromium.withoutJs, DOWNLOADS);
    const more = finder.locator(".finder__more").first();
    const hidden = more.getByRole("checkbox").first();
    expect(await hidden.isVisible()).toBe(false);
    await more.locator("summary").click();
    expect(await hidden.isVisible()).toBe(true);
    expect(await finder.locator(".finder__facet-search").first().isVisible()).toBe(false);
    await page.close();
  });

  it("with JavaScript shows the filter box where its place was kept: hydrating moves nothing", async () => {
    const page = await chromium.withJs.newPage();
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.addInitScript(() => {
      const shifts: { at: number; text: string }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      // What moved, where from and to, and when: enough to tell a hydration shift from anything else.
      const whereMoved = ({ node, previousRect: a, currentRect: b }: Source) =>
        `${node?.nodeName}${node instanceof Element && node.className ? `.${String(node.className).split(" ").join(".")}` : ""} ` +
        `(${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          startTime: number;
          sources?: Source[];
        }[]) {
          let moved: string;
          try {
            moved = entry.sources?.map(whereMoved).join(", ") ?? "";
          } catch {
            moved = entry.sources?.map((source) => source.node?.nodeName).join(",") ?? "";
          }
          // Recorded whatever the description: a shift must never go unseen.
          shifts.push({ at: entry.startTime, text: `${entry.value} at ${Math.round(entry.startTime)} ms: ${moved}` });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${inject("baseUrl")}${DOWNLOADS}`, { waitUntil: "load" });
    const finder = page.locator('[data-island="finder"]').first();
    await finder.locator(".finder__facet-search:not([hidden])").first().waitFor();
    // Two frames after the box appears: any shift it caused has been reported by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    const { shifts, parsedAt } = await page.evaluate(() => ({
      shifts: (window as unknown as { layoutShifts: { at: number; text: string }[] }).layoutShifts,
      parsedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
    }));
    // Hydration starts once the document is parsed (the loader is a module script). A shift before that
    // is a paint of part of the document while the rest was still arriving, not hydration's: on a busy
    // machine the navbar was once painted with three of its items, and the rest moved its list.
    expect(shifts.filter((shift) => shift.at >= parsedAt).map((shift) => shift.text)).toEqual([]);
    await page.close();
  });

  it("with JavaScript finds values as they are read: without ®, in any case, and says how many", async () => {
    const { page, finder } = await open(chromium.withJs, DOWNLOADS);
    const box = finder.getByRole("searchbox", { name: /^Filter .* values$/ }).first();
    const facet = finder.locator("fieldset", { has: page.locator(".finder__facet-search") }).first();
    const marked = await facet
      .locator("label")
      .evaluateAll((labels) => labels.map((label) => label.textContent ?? "").find((text) => text.includes("®")));
    if (!marked) throw new Error("no value with a ® in the first long list");
    // "TEGOSTAB® B 8002 (3)" typed as a visitor would: "tegostab b 8002".
    const typed = marked
      .replace(/\s*\(\d+\)$/, "")
      .replace(/®/g, "")
      .toLowerCase();
    await box.fill(typed);
    await expect
      .poll(() =>
        facet
          .getByRole("checkbox")
          .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent)),
      )
      .toContain(marked);
    const shown = await facet.getByRole("checkbox").count();
    expect(await facet.locator(".finder__facet-matches").textContent()).toBe(
      `${shown} matching ${shown === 1 ? "value" : "values"}`,
    );
    await page.close();
  });

  it("with JavaScript narrows a long list as one types, keeping what is picked", async () => {
    const { page, finder } = await open(chromium.withJs, DOWNLOADS);
    const box = finder.getByRole("searchbox", { name: /^Filter .* values$/ }).first();
    const facet = finder.locator("fieldset", { has: page.locator(".finder__facet-search") }).first();
    const before = await facet.getByRole("checkbox").count();
    const label = (await facet.locator(".finder__more label").first().textContent()) ?? "";
    const word = label.replace(/\s*\(\d+\)$/, "");
    await box.fill(word);
    await expect.poll(() => facet.getByRole("checkbox").count()).toBeLessThan(before);
    for (const text of await facet
      .getByRole("checkbox")
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "")))
      expect(text.toLowerCase()).toContain(word.toLowerCase());
    expect(await axeViolations(page)).toEqual([]);
    const countBefore = await status(finder).textContent();
    await facet
      .getByRole("checkbox", { name: new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .first()
      .check();
    await expect.poll(() => status(finder).textContent()).not.toBe(countBefore);
    expect(
      await finder
        .getByRole("link", { name: `Remove filter ${await facet.locator("legend").textContent()}: ${word}` })
        .count(),
    ).toBe(1);
    // The filter hides the picked value; the next choice keeps it all the same.
    const picked = new URL(page.url()).searchParams.getAll("product");
    expect(picked).toHaveLength(1);
    await box.fill("no value is called this");
    await expect.poll(() => facet.getByText("No matching values").count()).toBe(1);
    await finder.getByRole("checkbox", { name: /^English \(/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("language")).toEqual(["English"]);
    expect(new URL(page.url()).searchParams.getAll("product")).toEqual(picked);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("history entries of a finder", () => {
  it("one per field changed: Back after a typed and submitted search, or after stepping through a list box, returns to before it", async () => {
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    const start = page.url();
    const entries = await page.evaluate(() => history.length);
    const searchbox = finder.locator('.finder__search input[type="search"]');
    const typed = page.waitForResponse((r) => r.url().includes(`${PRODUCTS_API}?`) && r.url().includes("q=tego"));
    await searchbox.fill("tego");
    await (await typed).finished();
    await searchbox.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("tego");
    // Enter on the search just shown adds no second entry for the same page.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(start);
    await expect.poll(() => status(finder).textContent()).toBe((await api("")).countText);

    // Arrow keys on a list box change it at every press: one entry, one search.
    const sort = finder.getByLabel("Sort by");
    const before = page.url();
    let searches = 0;
    page.on("request", (r) => {
      if (r.url().includes(`${PRODUCTS_API}?`)) searches++;
    });
    await sort.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).not.toBeNull();
    await expect.poll(() => searches).toBe(1);
    // One entry for the three steps: Back returns to the order before them.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(before);
    await page.close();
  });
});

describe("history steps of a finder", () => {
  it("Back to a range with its minimum above its maximum says so again and shows the page's results", async () => {
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    await finder.getByLabel("From (°C)").fill("200");
    await finder.getByLabel("To (°C)").fill("100");
    const NOTICE = "Flash point: the minimum (200) is above the maximum (100)";
    await expect.poll(() => finder.getByRole("alert").textContent()).toContain(NOTICE);
    const crossed = page.url();
    await brand(finder, "Dabco").check();
    await expect.poll(() => brandsOf(page)).toEqual(["dabco"]);
    await expect.poll(() => finder.getByRole("alert").textContent()).toContain(NOTICE);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(crossed);
    // Not "could not be loaded" (the tool API refuses a crossed range): the results without it, as the page shows them.
    await expect.poll(() => status(finder).textContent()).toBe((await api("")).countText);
    expect(await finder.getByRole("alert").textContent()).toContain(NOTICE);
    expect(await finder.getByLabel("From (°C)").inputValue()).toBe("200");
    await page.close();
  });

  it("Back right after typing leaves the URL, the fields and the results of the entry it went to", async () => {
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    const start = page.url();
    await brand(finder, "Kosmos").check();
    await expect.poll(() => brandsOf(page)).toEqual(["kosmos"]);
    await expect.poll(() => status(finder).textContent()).toBe((await api("brand=kosmos")).countText);
    const searchbox = finder.locator('.finder__search input[type="search"]');
    await searchbox.fill("dabco");
    // Back before the typing pause has passed: the search typed is not written on top of it afterwards.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(start);
    await expect.poll(() => status(finder).textContent()).toBe((await api("")).countText);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(page.url()).toBe(start);
    expect(await searchbox.inputValue()).toBe("");
    expect(await brand(finder, "Kosmos").isChecked()).toBe(false);
    expect(await finder.locator(".finder__chip").count()).toBe(0);
    // The entry Back left is still there for Forward.
    await page.goForward();
    await expect.poll(() => brandsOf(page)).toEqual(["kosmos"]);
    await page.close();
  });

  it("Back is heard whenever it comes: the finder keeps the one popstate listener it started with, whatever the answers", async () => {
    // A listener removed and added again while the browser dispatches popstate misses that event; the
    // page's other listeners update state first, which made React re-add the finder's there (Back right
    // after an answer then left the answer of the entry before, about one time in ten).
    const page = await chromium.withJs.newPage();
    await page.addInitScript(() => {
      const counts = { added: 0, removed: 0 };
      (window as unknown as { popstateListeners: typeof counts }).popstateListeners = counts;
      const add = window.addEventListener.bind(window);
      const remove = window.removeEventListener.bind(window);
      window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, unknown?]) => {
        if (type === "popstate") counts.added++;
        add(type, ...(rest as [EventListenerOrEventListenerObject]));
      }) as typeof window.addEventListener;
      window.removeEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, unknown?]) => {
        if (type === "popstate") counts.removed++;
        remove(type, ...(rest as [EventListenerOrEventListenerObject]));
      }) as typeof window.removeEventListener;
    });
    await page.goto(`${inject("baseUrl")}${PRODUCTS}`, { waitUntil: "load" });
    const finder = page.locator('[data-island="finder"]').first();
    await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
    const listeners = () =>
      page.evaluate(
        () => (window as unknown as { popstateListeners: { added: number; removed: number } }).popstateListeners,
      );
    const hydrated = await listeners();
    for (const name of ["Dabco", "Kosmos"]) {
      const before = await status(finder).textContent();
      await brand(finder, name).check();
      await expect.poll(() => status(finder).textContent()).not.toBe(before);
    }
    await page.goBack();
    await expect.poll(() => brandsOf(page)).toEqual(["dabco"]);
    await expect.poll(() => status(finder).textContent()).toBe((await api("brand=dabco")).countText);
    expect(await listeners()).toEqual(hydrated);
    await page.close();
  });
});

describe("a change of data language", () => {
  it("drops a pick of the data's own words, which matches nothing in the other language, and says so", async () => {
    const GERMAN = "/pim/fragment/pu-additives/de/products";
    const { page, finder } = await open(chromium.withJs, GERMAN);
    const type = finder.getByRole("checkbox", { name: /^Aminkatalysator \(/ });
    await type.check();
    await expect.poll(() => new URL(page.url()).searchParams.get("type")).toBe("Aminkatalysator");
    await brand(finder, "Dabco").check();
    await expect.poll(() => brandsOf(page)).toEqual(["dabco"]);
    // Stepping through the list box to English and back to German in one go changes no language: nothing goes.
    const language = finder.getByLabel("Data language");
    await language.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => new URL(page.url()).searchParams.get("context")).toBe("de-de");
    expect(new URL(page.url()).searchParams.get("type")).toBe("Aminkatalysator");
    expect(await finder.getByRole("alert").textContent()).toBe("");
    await language.selectOption("en-us");
    await expect.poll(() => new URL(page.url()).searchParams.get("context")).toBe("en-us");
    expect(new URL(page.url()).searchParams.has("type")).toBe(false);
    // A brand is a code, the same in every language: it stays.
    expect(brandsOf(page)).toEqual(["dabco"]);
    await expect
      .poll(() => finder.getByRole("alert").textContent())
      .toBe("Product type: removed, as its values differ per data language.");
    const english = await (
      await fetch(`${inject("baseUrl")}/pim/api/pu-additives/de/products?brand=dabco&context=en-us`)
    ).json();
    await expect.poll(() => status(finder).textContent()).toBe((english as FinderAnswer).countText);
    expect((english as FinderAnswer).totalCount).toBeGreaterThan(0);
    await page.close();
  });
});

describe("a change of data language that could not be loaded", () => {
  it("still says what it dropped once Try again has loaded it", async () => {
    const GERMAN = "/pim/fragment/pu-additives/de/products";
    const { page, finder } = await open(chromium.withJs, GERMAN);
    await finder.getByRole("checkbox", { name: /^Aminkatalysator \(/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get("type")).toBe("Aminkatalysator");
    const english = (url: URL) => url.pathname.startsWith("/pim/api/") && url.searchParams.get("context") === "en-us";
    await page.route(english, (route) => route.fulfill({ status: 503, body: "" }));
    await finder.getByLabel("Data language").selectOption("en-us");
    const DROPPED = "Product type: removed, as its values differ per data language.";
    await expect.poll(() => status(finder).textContent()).toBe("The results could not be loaded. Please try again.");
    expect(await finder.getByRole("alert").textContent()).toBe(DROPPED);
    await page.unroute(english);
    await finder.getByRole("link", { name: "Try again" }).click();
    const answer = (await (
      await fetch(`${inject("baseUrl")}/pim/api/pu-additives/de/products?context=en-us`)
    ).json()) as FinderAnswer;
    await expect.poll(() => status(finder).textContent()).toBe(answer.countText);
    expect(await finder.getByRole("alert").textContent()).toBe(DROPPED);
    await page.close();
  });
});

describe("history entries of a search typed and cleared again", () => {
  it("leaves no step of Back that shows the same results twice", async () => {
    const { page, finder } = await open(chromium.withJs, PRODUCTS);
    const brand = finder.getByRole("checkbox").first();
    await brand.check();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("brand").length).toBe(1);
    const ticked = page.url();
    const entries = await page.evaluate(() => history.length);
    const searchbox = finder.locator('.finder__search input[type="search"]');
    await searchbox.fill("cata");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("cata");
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await searchbox.fill("");
    // Back where the typing began: the same entry, not a copy of it.
    await expect.poll(() => page.url()).toBe(ticked);
    // Typing again adds an entry of its own.
    await searchbox.fill("tego");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("tego");
    await page.goBack();
    await expect.poll(() => page.url()).toBe(ticked);
    await expect.poll(() => searchbox.inputValue()).toBe("");
    // One more step back shows something else: the page before the tick.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.getAll("brand").length).toBe(0);
    await page.close();
  });
});

describe("a value ticked under Show more", () => {
  it("keeps the keyboard focus when the answer lists it among the first values", async () => {
    const { page, finder } = await open(chromium.withJs, DOWNLOADS);
    const more = finder.locator(".finder__more").first();
    await more.locator("summary").click();
    const box = more.getByRole("checkbox").first();
    const value = (await box.getAttribute("value")) ?? "";
    const name = (await box.getAttribute("name")) ?? "";
    await box.focus();
    const countBefore = await status(finder).textContent();
    await page.keyboard.press("Space");
    await expect.poll(() => status(finder).textContent()).not.toBe(countBefore);
    // The answer moved the value out of the fold: the focus went with it, and Space unticks it again.
    await expect.poll(() => more.locator(`input[value="${value}"]`).count()).toBe(0);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.type === "checkbox" ? { name: el.name, value: el.value, checked: el.checked } : el?.tagName;
      });
    await expect.poll(focused).toEqual({ name, value, checked: true });
    await page.keyboard.press("Space");
    await expect.poll(() => new URL(page.url()).searchParams.getAll(name)).toEqual([]);
    await page.close();
  });
});

describe("the finder page's JavaScript", () => {
  it("stays within 80 kB gzip in total", async () => {
    const html = await (await fetch(`${inject("baseUrl")}${PRODUCTS}`)).text();
    const weight = jsWeightOf(html);
    expect(weight.files.some((file) => file.includes("Finder"))).toBe(true);
    // React and the loader, which the boot script imports after the first paint, count too.
    expect(weight.files.some((file) => file.includes("island-loader"))).toBe(true);
    expect(weight.files.some((file) => /\breact-/.test(file))).toBe(true);
    expect(weight.gzipBytes).toBeLessThanOrEqual(80 * 1024);
  });
});
