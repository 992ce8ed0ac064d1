import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe";
import { allIslandsHydrated, scriptContexts } from "../support/browser";

/**
 * WCAG 2.2 AA's new checks on the tools, on a phone (375 CSS px): every
 * target of a tool at least 24 by 24 CSS px (2.5.8), and no focused element
 * entirely hidden under the sticky compare tray while Tab walks the finder
 * (2.4.11). A box and its label are one target: a click on either ticks it.
 */
const chromium = scriptContexts({ bypassCSP: true });
const RESULTS_OF_SILICA =
  "region=Asia+Pacific&country=JP&industry=defoamers&form=granules&surface=hydrophobic&function=matting";

const PAGES = [
  `/pim/fragment/silica-specialist/en/silica-recommendation-tool?${RESULTS_OF_SILICA}&reg=China`,
  "/pim/fragment/silica-specialist/en/silica-recommendation-tool",
  "/pim/fragment/visiomer/en/reco-specialty-methacrylates",
  "/pim/fragment/pu-additives/en/about/downloads",
  "/pim/fragment/pu-additives/en/contact",
  "/pim/fragment/intranet/en/formulations",
  "/pim/fragment/pu-additives/en/products?reg=China&page=2",
  "/pim/fragment/pu-additives/en/products?compare=PR_00000001,PR_00000002",
  // The label finder and the competitive scout.
  "/pim/fragment/intranet/en/products",
];

/** Pages axe checks here that the finder pages' own test does not, at the widths given: a product page, and the compare. */
const COMPARE = "/pim/fragment/pu-additives/en/products?compare=PR_00000001,PR_00000002,PR_00000003";
const AXE_PAGES: [string, number[]][] = [
  ["/pim/fragment/visiomer/en/product/PR_49326861", [375, 1280]],
  ["/pim/fragment/visiomer/de/product/PR_49326861", [375, 1280]],
  [COMPARE, [375, 1280]],
];

async function openPhone(path: string): Promise<Page> {
  const page = await chromium.withJs.newPage();
  await page.setViewportSize({ width: 375, height: 700 });
  const res = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  await allIslandsHydrated(page);
  return page;
}

/** Every shown target of the tools smaller than 24 by 24 CSS px, named for the failure message. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const selector = ["a", "button", "summary", "select", "input:not([type=hidden])"]
      .map((tag) => `[data-island] ${tag}`)
      .join(",");
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      let box = el.getBoundingClientRect();
      // Not shown (a closed disclosure's content): nothing to hit.
      if ((box.width === 0 && box.height === 0) || !el.checkVisibility()) continue;
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") && el.id) {
        const label = document.querySelector(`label[for="${el.id}"]`)?.getBoundingClientRect();
        if (label) {
          const left = Math.min(box.left, label.left);
          const top = Math.min(box.top, label.top);
          box = new DOMRect(
            left,
            top,
            Math.max(box.right, label.right) - left,
            Math.max(box.bottom, label.bottom) - top,
          );
        }
      }
      if (box.width < 24 || box.height < 24)
        out.push(`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}" ${box.width}x${box.height}`);
    }
    return out;
  });
}

describe.each(PAGES)("on a phone, %s", (path) => {
  it("has no target of a tool under 24 by 24 CSS px (WCAG 2.5.8)", async () => {
    const page = await openPhone(path);
    expect(await page.locator("[data-island] a, [data-island] input").count()).toBeGreaterThan(0);
    expect(await smallTargets(page)).toEqual([]);
    await page.close();
  });
});

describe("a product page on a phone", () => {
  it("has no data sheet or contact link under 24 by 24 CSS px (WCAG 2.5.8)", async () => {
    const page = await chromium.withJs.newPage();
    await page.setViewportSize({ width: 375, height: 700 });
    // A product with safety data sheets in several languages and contacts.
    const res = await page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/product/PR_10758505`, {
      waitUntil: "load",
    });
    expect(res?.status()).toBe(200);
    const links = page.locator(".data-table td > a, .contact-card a");
    // The sections may stream in after the first paint.
    await expect.poll(() => page.locator(".data-table td > a").count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator(".contact-card a").count()).toBeGreaterThan(0);
    const small = await links.evaluateAll((els) =>
      els
        .map((el) => ({ text: (el.textContent ?? "").trim().slice(0, 40), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ text, box }) => `"${text}" ${box.width}x${box.height}`),
    );
    expect(small).toEqual([]);
    await page.close();
  });
});

describe("the product finder on a phone with the compare tray shown", () => {
  it("never hides the focused element entirely under the sticky tray (WCAG 2.4.11)", async () => {
    const page = await openPhone("/pim/fragment/pu-additives/en/products?compare=PR_00000001,PR_00000002");
    const tray = page.locator(".finder__compare-tray");
    expect(await tray.isVisible()).toBe(true);
    const hidden: string[] = [];
    let reached = 0;
    let stuck = 0;
    for (let presses = 0; presses < 120; presses++) {
      await page.keyboard.press("Tab");
      const seen = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const tray = document.querySelector(".finder__compare-tray");
        if (!el || !tray || !el.closest("[data-island]") || tray.contains(el)) return undefined;
        const box = el.getBoundingClientRect();
        const cover = tray.getBoundingClientRect();
        // Entirely hidden: the whole box behind the tray (or out of the window), nothing of it shows.
        const under = box.top >= cover.top && box.bottom <= cover.bottom;
        const out = box.bottom <= 0 || box.top >= window.innerHeight;
        return {
          name: `${el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
          hidden: under || out,
          // The tray held at the window's foot, where the browser scrolls a focused element to.
          stuck: Math.abs(cover.bottom - window.innerHeight) < 2,
        };
      });
      if (!seen) continue;
      reached++;
      if (seen.stuck) stuck++;
      if (seen.hidden) hidden.push(seen.name);
    }
    expect(reached).toBeGreaterThan(20);
    expect(stuck, "the tray stood at the foot of the window while the focus moved").toBeGreaterThan(10);
    expect(hidden).toEqual([]);
    await page.close();
  });
});

describe.each(AXE_PAGES)("%s", (path, widths) => {
  it(`has no violation of the WCAG 2.2 AA rules at ${widths.join(" and ")} px`, async () => {
    for (const width of widths) {
      const page = await chromium.withJs.newPage();
      await page.setViewportSize({ width, height: 800 });
      const res = await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
      expect(res?.status()).toBe(200);
      // A product page may have no island at all.
      if ((await page.locator("[data-island]").count()) > 0) await allIslandsHydrated(page);
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      await page.close();
    }
  });
});

describe("the product finder with products picked for compare, scripts off", () => {
  it("has no violation of the WCAG 2.2 AA rules at 375 and 1280 px, the sticky tray over nothing it hides", async () => {
    for (const width of [375, 1280]) {
      const page = await chromium.withoutJs.newPage();
      await page.setViewportSize({ width, height: 800 });
      const res = await page.goto(`${inject("baseUrl")}${COMPARE}`, { waitUntil: "load" });
      expect(res?.status()).toBe(200);
      const tray = page.locator(".finder__compare-tray");
      expect(await tray.textContent()).toContain("Compare 3 products");
      expect(await tray.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
      expect(await axeViolations(page, { scriptsOff: true }), `${width} px`).toEqual([]);
      await page.close();
    }
  });
});
