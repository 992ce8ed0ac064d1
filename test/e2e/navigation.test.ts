import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe";
import { launchChromium } from "../support/browser";

/**
 * The area navigation's sub-items (brands, applications, download kinds):
 * reached by a tap on a phone, a click, or the keyboard, with JavaScript on
 * or off. The item's own link goes to its page, so the sub-items open from
 * a toggle beside it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const HOME = "/pim/fragment/pu-additives/en/";
const toggle = (page: Page, label: string) =>
  page.locator("summary", { hasText: new RegExp(`^Pages under ${label}$`) });

describe("area navigation", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`on a phone (JavaScript ${javaScriptEnabled ? "on" : "off"}): a tap opens a group, a tap on a sub-item goes there`, async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto(`${inject("baseUrl")}${HOME}`);
      const brand = page.getByRole("link", { name: "Gorapur", exact: true });
      expect(await brand.isVisible()).toBe(false);
      await toggle(page, "Products By Brand").tap();
      await expect.poll(() => brand.isVisible()).toBe(true);
      // Every group's list opens below the whole navigation, within the screen, covering none of the toggles
      // (under its own item, the list of a group at the end of a row ran off the screen).
      const nav = await page.locator(".cms-nav > ul").boundingBox();
      for (const group of ["Downloads", "Products By Brand"]) {
        await toggle(page, group).tap();
        const list = page.locator(".cms-nav__toggle[open] + ul");
        const box = await list.boundingBox();
        expect(box?.x, group).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), group).toBeLessThanOrEqual(390);
        expect(box?.y, group).toBeGreaterThanOrEqual((nav?.y ?? 0) + (nav?.height ?? 0) - 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), group).toBe(390);
      }
      await Promise.all([page.waitForURL(/\/products-by-brand\/gorapur$/), brand.tap()]);
      await context.close();
    });
  }

  // A page arrives in parts: a browser may paint it while only some of the navbar's items are there.
  // The list must not then jump (from beside the brand to a row of its own) when the rest arrive.
  for (const width of [1280, 1024, 800, 375]) {
    it(`at ${width} px the brand and the list stand where they stand with any part of the items arrived`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${inject("baseUrl")}${HOME}`, { waitUntil: "load" });
      const places = await page.evaluate(() => {
        const list = document.querySelector(".cms-nav > ul") as HTMLElement;
        const brand = document.querySelector(".cms-nav__brand") as HTMLElement;
        const place = () => {
          const [l, b] = [list.getBoundingClientRect(), brand.getBoundingClientRect()];
          return `brand ${Math.round(b.x)},${Math.round(b.y)} list ${Math.round(l.x)},${Math.round(l.y)}`;
        };
        const items = [...list.children];
        const out: string[] = [];
        for (let arrived = items.length; arrived >= 1; arrived--) {
          items.forEach((item, i) => {
            (item as HTMLElement).hidden = i >= arrived;
          });
          out.push(`${arrived} items: ${place()}`);
        }
        return out;
      });
      // The home's navbar is long enough to need more than one row at every width.
      expect(places.length).toBeGreaterThanOrEqual(7);
      const all = places[0]?.split(": ")[1];
      for (const place of places) expect(place).toBe(`${place.split(":")[0]}: ${all}`);
      await page.close();
    });
  }

  it("with the keyboard: the toggle opens on Enter and Tab goes on into its sub-items", async () => {
    // The accessibility check's script is added to the page: the page's CSP would refuse it.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.goto(`${inject("baseUrl")}${HOME}`);
    const button = toggle(page, "Products By Application");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => button.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(focused).toMatch(/\/products-by-application\/[a-z-]+$/);
    // Opening another group closes this one.
    await toggle(page, "Products By Brand").click();
    expect(await button.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  for (const width of [1280, 375])
    it(`at ${width} px a group of thirty pages scrolls in its own box, and the keyboard reaches its last page`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 700 } });
      await page.goto(`${inject("baseUrl")}/pim/fragment/silica-specialist/en/`);
      const button = toggle(page, "Downloads");
      await button.focus();
      await page.keyboard.press("Enter");
      const list = page.locator(".cms-nav__toggle[open] + ul");
      const links = list.locator("a");
      expect(await links.count()).toBe(30);
      // Within the screen, not past its bottom.
      const box = await list.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(700);
      for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
      const last = links.last();
      expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
      // Scrolled into the box's view, with its focus ring inside the box.
      const [linkBox, listBox] = [await last.boundingBox(), await list.boundingBox()];
      expect(linkBox?.y ?? 0).toBeGreaterThanOrEqual(listBox?.y ?? 0);
      expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(
        (listBox?.y ?? 0) + (listBox?.height ?? 0),
      );
      await page.close();
    });

  it("with the keyboard: a toggle's focus ring leaves its link's text uncovered", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${inject("baseUrl")}${HOME}`);
    const button = toggle(page, "About");
    await button.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const gap = await button.evaluate((el) => {
      const ring = getComputedStyle(el);
      const reach = Number.parseFloat(ring.outlineWidth) + Number.parseFloat(ring.outlineOffset);
      const link = el.closest(".cms-nav__item")?.querySelector(":scope > a");
      if (!link || ring.outlineStyle === "none") return Number.NaN;
      return el.getBoundingClientRect().left - Math.max(reach, 0) - link.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    await page.close();
  });

  it("with the keyboard: an open group's list steps back once the focus goes on past the navigation", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${inject("baseUrl")}/pim/fragment/visiomer/en/contacts`);
    const button = toggle(page, "Markets");
    const list = button.locator("xpath=../following-sibling::ul[1]");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => list.isVisible()).toBe(true);
    // Tab on until the focus leaves the navigation.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => !document.activeElement?.closest(".cms-nav"))) break;
    }
    expect(await page.evaluate(() => !document.activeElement?.closest(".cms-nav"))).toBe(true);
    expect(await list.isVisible()).toBe(false);
    // What has the focus is not covered: it is the element at its own centre.
    const uncovered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top === focused || focused.contains(top);
    });
    expect(uncovered).toBe(true);
    // Shift+Tab back into the navigation shows the group again.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Shift+Tab");
      if (await page.evaluate(() => !!document.activeElement?.closest(".cms-nav"))) break;
    }
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.close();
  });

  it("with a mouse: hovering a group shows it alone, a group opened by its toggle steps back meanwhile", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${inject("baseUrl")}${HOME}`);
    await toggle(page, "Products By Application").click();
    const opened = toggle(page, "Products By Application").locator("xpath=../following-sibling::ul[1]");
    const hovered = toggle(page, "Downloads").locator("xpath=../following-sibling::ul[1]");
    expect(await opened.isVisible()).toBe(true);
    await page.locator(".cms-nav > ul > .cms-nav__item > a", { hasText: /^Downloads$/ }).hover();
    await expect.poll(() => hovered.isVisible()).toBe(true);
    expect(await opened.isVisible()).toBe(false);
    // Away from the navigation, the group opened by its toggle shows again.
    await page.mouse.move(640, 700);
    await expect.poll(() => opened.isVisible()).toBe(true);
    expect(await hovered.isVisible()).toBe(false);
    await page.close();
  });
});
