import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SITES } from "../../shared/sites";
import { launchChromium, stylesheetsLoaded } from "../support/browser";

/**
 * The content pages' look, as far as a test can hold it: they fit narrow
 * frames, every content image reserves its box before it loads, and blocks
 * keep their distance from each other.
 */
const PAGES = {
  home: "/pim/fragment/pu-additives/en/",
  downloads: "/pim/fragment/trogamid/en/downloads/",
  contact: "/pim/fragment/vestamid/en/contact",
  // Tool blocks render inside content pages: long file names must wrap, not widen the frame.
  "download center": "/pim/fragment/pu-additives/en/downloads/brochures",
  "product finder": "/pim/fragment/pu-additives/en/products",
};

/** The words of the elements that stand on two lines: broken inside the word (not after a hyphen). */
function wordsOnTwoLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) =>
    els.flatMap((el) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        // A compound written with a hyphen may break after it: each part counts as a word.
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          // A word on two lines has two boxes.
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
      return words;
    }),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("content pages look", () => {
  for (const width of [320, 375, 1280]) {
    for (const [name, path] of Object.entries(PAGES)) {
      it(`${name} fits ${width} px, images reserve their box, blocks are spaced`, async () => {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );

        const images = await page.evaluate(() =>
          [...document.querySelectorAll("main img, nav img")].map((img) => ({
            src: img.getAttribute("src"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            box: img.getBoundingClientRect().height,
          })),
        );
        expect(images.length).toBeGreaterThan(0);
        for (const img of images) {
          expect(img.width, `${img.src} width`).toMatch(/^\d+$/);
          expect(img.height, `${img.src} height`).toMatch(/^\d+$/);
          // Lazy images below the fold have not loaded, yet already take their height.
          expect(img.box, `${img.src} box`).toBeGreaterThan(0);
        }

        const gaps = await page.evaluate(() =>
          [...document.querySelectorAll(".cms-page > *")].slice(1).map((el) => {
            const previous = el.previousElementSibling?.getBoundingClientRect();
            return el.getBoundingClientRect().top - (previous?.bottom ?? 0);
          }),
        );
        // Every page here stacks several blocks: no gaps to measure would mean the selector found none.
        expect(gaps.length).toBeGreaterThan(0);
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);
        await page.close();
      });
    }
  }
});

describe("images still loading", () => {
  it("take the box they will have once loaded, so nothing beside or below them moves", async () => {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      // The image service holds every image until the boxes are measured: a slow connection, made certain.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/a\/f\//, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${inject("baseUrl")}${PAGES.home}`, { waitUntil: "domcontentloaded" });
      // The boxes as styled: the stylesheet is not held, but may still be on its way at DOMContentLoaded.
      await stylesheetsLoaded(page);
      // And the fonts: a font arriving between the two readings rewraps the text (a shift of its own, not an image's).
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const boxes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("nav img, main img")].map((img) => {
            const box = img.getBoundingClientRect();
            return { src: img.getAttribute("src"), box: [box.x, box.y, box.width, box.height].map(Math.round) };
          }),
        );
      const before = await boxes();
      expect(before.length, "the brand logo at least").toBeGreaterThan(0);
      for (const { src, box } of before) expect(box[2], `${src} width before it loads`).toBeGreaterThan(0);
      release();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>("nav img, main img")].every(
          (img) => img.loading === "lazy" || (img.complete && img.naturalWidth > 0),
        ),
      );
      expect(await boxes(), `${width} px`).toEqual(before);
      await page.close();
    }
  });
});

describe("a product page's tables", () => {
  it("break their cells between words only, and scroll in their frame where the words do not fit", async () => {
    for (const width of [320, 375, 768]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${inject("baseUrl")}/pim/fragment/visiomer/de/product/PR_49326861`);
      const broken = await wordsOnTwoLines(page.locator(".data-table td, .data-table th"));
      expect(broken, String(width)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), String(width)).toBeLessThanOrEqual(width);
      await page.close();
    }
  });
});

describe("the areas' home page headings", () => {
  it("break between words only, in English and German, from phone to desktop width", { timeout: 120_000 }, async () => {
    for (const width of [375, 768, 1024]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const site of SITES) {
        for (const lang of ["en", "de"]) {
          await page.goto(`${inject("baseUrl")}/pim/fragment/${site}/${lang}/`);
          const headings = page.locator(".cms-hero h1");
          // VISIOMER's German heading holds the longest compound of the demo areas.
          if (site === "visiomer") expect(await headings.count()).toBe(1);
          const broken = await wordsOnTwoLines(headings);
          expect(broken, `${site}/${lang} at ${width} px`).toEqual([]);
        }
      }
      await page.close();
    }
  });
});
