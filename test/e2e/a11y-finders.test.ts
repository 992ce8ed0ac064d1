import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe";
import { scriptContexts } from "../support/browser";

/**
 * Every finder page: axe finds nothing, no console errors, the result count
 * live region is there before any script runs, and the keyboard reaches the
 * search box, the facets and the pagination with a visible focus style.
 */
const FINDER_PAGES = [
  "/pim/fragment/pu-additives/en/products",
  "/pim/fragment/pu-additives/en/products-by-brand/dabco",
  "/pim/fragment/pu-additives/en/products-by-application/case",
  "/pim/fragment/pu-additives/en/about/downloads",
  "/pim/fragment/pu-additives/en/downloads-by-application/case",
  "/pim/fragment/pu-additives/en/downloads/brochures",
  "/pim/fragment/pu-additives/en/contact",
  "/pim/fragment/personal-care/en/products-solutions",
  "/pim/fragment/specialty-amines/en/products",
  "/pim/fragment/visiomer/en/contacts",
  "/pim/fragment/visiomer/en/toolbox/psi",
  "/pim/fragment/visiomer/en/products-and-solutions/product-portfolio",
  "/pim/fragment/visiomer/en/reco-specialty-methacrylates",
  "/pim/fragment/silica-specialist/en/silica-recommendation-tool",
  "/pim/fragment/intranet/en/products",
  "/pim/fragment/intranet/en/formulations",
];

/** Pages whose first finder has a search box, facets and more than one page of results. */
const KEYBOARD_PAGES = [
  "/pim/fragment/pu-additives/en/products",
  "/pim/fragment/personal-care/en/products-solutions",
  "/pim/fragment/pu-additives/en/about/downloads",
  "/pim/fragment/intranet/en/formulations",
];

const chromium = scriptContexts();

async function openHydrated(path: string) {
  const page = await chromium.withJs.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const response = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  const islands = page.locator("[data-island]");
  expect(await islands.count()).toBeGreaterThan(0);
  await expect
    .poll(() => islands.evaluateAll((els) => els.filter((el) => el.getAttribute("data-hydrated") !== "true").length))
    .toBe(0);
  return { page, problems };
}

describe.each(FINDER_PAGES)("%s", (path) => {
  it("has the result count live region with the count before any script, for every finder", async () => {
    const page = await chromium.withoutJs.newPage();
    await page.goto(`${inject("baseUrl")}${path}`);
    const finders = page.locator('[data-island="finder"]');
    const flows = page.locator('[data-island="step-flow"]');
    expect((await finders.count()) + (await flows.count())).toBeGreaterThan(0);
    for (const finder of await finders.all()) {
      const status = finder.locator('[role="status"][aria-live="polite"]');
      expect(await status.count()).toBe(1);
      expect(await status.textContent()).toMatch(/^\d+ \S/);
      // The results heading is named by the count it holds (a heading's own name leaves live regions out).
      const heading = finder.locator(".finder__count-heading");
      const name = await heading.evaluate(async (el) => el.getAttribute("aria-labelledby"));
      expect(name).toBeTruthy();
      expect(await finder.getByRole("heading", { level: 3, name: (await status.textContent()) ?? "" }).count()).toBe(1);
    }
    for (const flow of await flows.all()) {
      const status = flow.locator('[role="status"][aria-live="polite"]');
      expect(await status.count()).toBe(1);
      expect(await status.textContent()).toMatch(/^Step 1 of \d+: /);
    }
    await page.close();
  });

  it("hydrates without console errors and axe finds no violations", async () => {
    const { page, problems } = await openHydrated(path);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** Presses Tab until the finder's search box, a facet input and a page link have had focus; answers what each looked like. */
async function tabThrough(page: Page) {
  await page.evaluate(() => {
    const log: { kind: string; visible: boolean }[] = [];
    (window as unknown as { focusLog: typeof log }).focusLog = log;
    const finder = document.querySelector('[data-island="finder"]');
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement;
      if (!finder?.contains(el)) return;
      const kind = el.matches('input[type="search"]')
        ? "search"
        : el.closest(".finder__facets")
          ? "facet"
          : el.closest(".finder__pagination")
            ? "pagination"
            : "other";
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      log.push({ kind, visible: outline || style.boxShadow !== "none" });
    });
  });
  const kinds = () =>
    page.evaluate(() =>
      (window as unknown as { focusLog: { kind: string; visible: boolean }[] }).focusLog.map((e) => e.kind),
    );
  for (let presses = 0; presses < 2000; presses += 20) {
    for (let i = 0; i < 20; i++) await page.keyboard.press("Tab");
    const seen = new Set(await kinds());
    if (seen.has("search") && seen.has("facet") && seen.has("pagination")) break;
  }
  return page.evaluate(() => (window as unknown as { focusLog: { kind: string; visible: boolean }[] }).focusLog);
}

describe.each(KEYBOARD_PAGES)("keyboard on %s", (path) => {
  it("reaches the search box, the facets and the pagination, each with a visible focus style", async () => {
    const { page } = await openHydrated(path);
    const log = await tabThrough(page);
    for (const kind of ["search", "facet", "pagination"]) {
      const focused = log.filter((entry) => entry.kind === kind);
      expect(focused.length, `${kind} reached by Tab`).toBeGreaterThan(0);
      expect(
        focused.every((entry) => entry.visible),
        `${kind} shows where the focus is`,
      ).toBe(true);
    }
    expect(log.every((entry) => entry.visible)).toBe(true);
    await page.close();
  });
});

describe("keyboard in a step flow", () => {
  it("answers the recommendation tool's first step by keyboard alone", async () => {
    const { page } = await openHydrated("/pim/fragment/silica-specialist/en/silica-recommendation-tool");
    const flow = page.locator('[data-island="step-flow"]');
    const firstOption = flow.locator('.flow__step input[type="radio"]').first();
    await firstOption.focus();
    expect(await firstOption.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^(Next|Show recommendations)$/);
    await page.keyboard.press("Enter");
    // The focus goes to the heading, which says where the visitor is and the question; the live region does not say it again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toMatch(/^Step 2 of \d+: \S/);
    expect(await flow.getByRole("status").textContent()).toBe("");
    await page.close();
  });
});
