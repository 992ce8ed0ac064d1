import { fileURLToPath } from "node:url";
import type { Browser, Page, Route } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../../../test/support/browser";

/**
 * The combobox module in a browser, on a search field as the finder's form
 * renders it, against a suggestions API answered here: its roles and
 * states, the debounce, a stale answer dropped, the keyboard (arrows that
 * wrap, Enter, Escape), a product's page opened, another suggestion sent
 * as the search, labels shown as text, and the completions of the word as
 * a group before the products.
 */
const ORIGIN = "http://catalogue.test";
const apiIn = (lang: string) => `/pim/api/pu-additives/${lang}/products`;
const formIn = (lang: string) => `<!doctype html><html lang="${lang}"><body>
<form method="get" action="/pim/fragment/pu-additives/${lang}/products">
  <p class="finder__search"><label for="f-q">Search products</label>
  <input type="search" id="f-q" name="f-q" autocomplete="off"></p>
  <select name="f-context"><option value="">Page language</option><option value="de-de" selected>German</option></select>
</form></body></html>`;
const FORM = formIn("en");

let browser: Browser | undefined;
let script = "";

beforeAll(async () => {
  // The module as the build makes it, as one script that puts its export on the window.
  const output = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL("./attach.ts", import.meta.url)),
        formats: ["iife"],
        name: "searchBox",
        fileName: "search-box",
      },
    },
  });
  const first = (Array.isArray(output) ? output[0] : output) as { output: { code?: string }[] };
  script = first.output[0]?.code ?? "";
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

type Answer = { suggestions: unknown[]; completions?: unknown[]; delayMs?: number };

/** A page with the form, the module attached to its box, and the suggestions API answering `answers(q)`. */
async function pageWith(
  answers: (q: string) => Answer,
  lang = "en",
): Promise<{ page: Page; asked: URLSearchParams[] }> {
  if (!browser) throw new Error("no browser");
  const page = await browser.newPage();
  const asked: URLSearchParams[] = [];
  await page.route(`${ORIGIN}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === `/pim/api/pu-additives/${lang}/suggest`) {
      asked.push(url.searchParams);
      const { suggestions, completions, delayMs } = answers(url.searchParams.get("q") ?? "");
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route
        .fulfill({ contentType: "application/json", body: JSON.stringify({ suggestions, completions }) })
        .catch(() => undefined);
      return;
    }
    await route.fulfill({ contentType: "text/html", body: lang === "en" ? FORM : formIn(lang) });
  });
  await page.goto(`${ORIGIN}/pim/fragment/pu-additives/${lang}/products`);
  await page.addScriptTag({ content: script });
  await page.evaluate((api) => {
    const box = document.querySelector<HTMLInputElement>("#f-q");
    const w = window as unknown as { searchBox: { attachSearchBox(i: HTMLInputElement, a: string, p: string): void } };
    if (box) w.searchBox.attachSearchBox(box, api, "f-");
  }, apiIn(lang));
  await page.focus("#f-q");
  return { page, asked };
}

const product = (n: number, label: string) => ({
  id: `PR_0000000${n}`,
  label,
  kind: "product",
  href: `/pim/fragment/pu-additives/en/product/PR_0000000${n}`,
});

const optionTexts = (page: Page) => page.locator('[role="option"]').allTextContents();
const attr = (page: Page, name: string) => page.getAttribute("#f-q", name);

describe("the search box's combobox", () => {
  it("is a combobox owning a hidden listbox and a live region once attached", async () => {
    const { page } = await pageWith(() => ({ suggestions: [] }));
    expect(await attr(page, "role")).toBe("combobox");
    expect(await attr(page, "aria-autocomplete")).toBe("list");
    expect(await attr(page, "aria-expanded")).toBe("false");
    const list = page.locator(`[id="${await attr(page, "aria-controls")}"]`);
    expect(await list.getAttribute("role")).toBe("listbox");
    expect(await list.getAttribute("aria-label")).toBe("Suggestions");
    expect(await list.isVisible()).toBe(false);
    expect(await page.locator('[role="status"]').count()).toBe(1);
    await page.close();
  });

  it("asks once typing pauses, not for fewer than three letters, with the tool and the data language", async () => {
    const { page, asked } = await pageWith(() => ({ suggestions: [product(1, "TEGOSTAB B 8002")] }));
    await page.keyboard.type("te", { delay: 10 });
    await page.waitForTimeout(400);
    expect(asked).toHaveLength(0);
    // Two keys within the debounce, whatever the machine's load: both inputs in one task of the page.
    await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>("#f-q");
      for (const text of ["teg", "tego"]) {
        if (box) box.value = text;
        box?.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
    await expect.poll(() => optionTexts(page)).toEqual(["TEGOSTAB B 8002"]);
    expect(asked.map((q) => q.get("q"))).toEqual(["tego"]);
    expect(asked[0]?.get("tool")).toBe("products");
    expect(asked[0]?.get("context")).toBe("de-de");
    expect(await attr(page, "aria-expanded")).toBe("true");
    expect(await page.locator('[role="status"]').textContent()).toBe("1 suggestion available.");
    await page.close();
  });

  it("drops an answer to an older text that arrives after the newer one", async () => {
    const { page } = await pageWith((q) =>
      q === "teg"
        ? { suggestions: [product(1, "Old answer")], delayMs: 800 }
        : { suggestions: [product(2, "New answer A"), product(3, "New answer B")] },
    );
    await page.keyboard.type("teg");
    // Past the debounce: the first question is under way, slow.
    await page.waitForTimeout(300);
    await page.keyboard.type("o");
    await expect.poll(() => optionTexts(page)).toEqual(["New answer A", "New answer B"]);
    await page.waitForTimeout(1000);
    expect(await optionTexts(page)).toEqual(["New answer A", "New answer B"]);
    expect(await page.locator('[role="status"]').textContent()).toBe("2 suggestions available.");
    await page.close();
  });

  it("walks the list with the arrows (wrapping), keeps the focus in the box, and Escape closes it", async () => {
    const { page } = await pageWith(() => ({ suggestions: [product(1, "A"), product(2, "B"), product(3, "C")] }));
    await page.keyboard.type("abc");
    await expect.poll(() => optionTexts(page)).toEqual(["A", "B", "C"]);
    const listId = await attr(page, "aria-controls");
    await page.keyboard.press("ArrowDown");
    expect(await attr(page, "aria-activedescendant")).toBe(`${listId}-0`);
    await page.keyboard.press("ArrowUp");
    expect(await attr(page, "aria-activedescendant")).toBe(`${listId}-2`);
    expect(await page.locator(`[id="${listId}-2"]`).getAttribute("aria-selected")).toBe("true");
    expect(await page.locator(`[id="${listId}-0"]`).getAttribute("aria-selected")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("f-q");
    await page.keyboard.press("Escape");
    expect(await attr(page, "aria-expanded")).toBe("false");
    expect(await attr(page, "aria-activedescendant")).toBeNull();
    expect(await page.locator(`[id="${listId}"]`).isVisible()).toBe(false);
    // Escape on a search field would also empty it: the list's Escape does not.
    expect(await page.inputValue("#f-q")).toBe("abc");
    // ArrowDown opens the list again.
    await page.keyboard.press("ArrowDown");
    expect(await attr(page, "aria-expanded")).toBe("true");
    await page.close();
  });

  it("opens a product's page on Enter, and sends any other suggestion as the search", async () => {
    const { page } = await pageWith(() => ({
      suggestions: [product(7, "Dabco 33-LV"), { id: "text", label: "dabco catalyst", kind: "document" }],
    }));
    await page.keyboard.type("dab");
    await expect.poll(() => optionTexts(page)).toHaveLength(2);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/pim/fragment/pu-additives/en/product/PR_00000007");
    await page.close();

    const again = await pageWith(() => ({
      suggestions: [product(7, "Dabco 33-LV"), { id: "text", label: "dabco catalyst", kind: "document" }],
    }));
    await again.page.keyboard.type("dab");
    await expect.poll(() => optionTexts(again.page)).toHaveLength(2);
    await again.page.keyboard.press("ArrowDown");
    await again.page.keyboard.press("ArrowDown");
    await again.page.keyboard.press("Enter");
    await expect.poll(() => new URL(again.page.url()).searchParams.get("f-q")).toBe("dabco catalyst");
    await again.page.close();
  });

  it("shows labels as text and leaves out suggestions leading off the catalogue", async () => {
    const { page } = await pageWith(() => ({
      suggestions: [
        { id: "x", label: "<img src=x onerror=alert(1)>", kind: "document" },
        { id: "PR_00000009", label: "Elsewhere", kind: "product", href: "https://elsewhere.example/" },
      ],
    }));
    await page.keyboard.type("img");
    await expect.poll(() => optionTexts(page)).toEqual(["<img src=x onerror=alert(1)>"]);
    expect(await page.locator('[role="listbox"] img').count()).toBe(0);
    await page.close();
  });

  it.each([
    ["en", "Complete the word", "Products", "4 suggestions available."],
    ["de", "Wort vervollständigen", "Produkte", "4 Vorschläge verfügbar."],
  ])(
    "offers the completions of the word as a group before the products, walked as one list (%s)",
    async (lang, completionsName, productsName, count) => {
      const answer = () => ({
        completions: ["tegostab", "tegomer", 7, ""],
        suggestions: [product(1, "TEGOSTAB B 8002"), product(2, "TEGOSTAB B 8715")],
      });
      const { page } = await pageWith(answer, lang);
      await page.keyboard.type("teg");
      await expect.poll(() => optionTexts(page)).toEqual(["tegostab", "tegomer", "TEGOSTAB B 8002", "TEGOSTAB B 8715"]);
      const listId = await attr(page, "aria-controls");
      const list = page.locator(`[id="${listId}"]`);
      // Two groups of the one listbox, each named by its heading.
      const groups = list.locator('> [role="group"]');
      expect(await groups.count()).toBe(2);
      const names = await groups.evaluateAll((all) =>
        all.map((g) => document.getElementById(g.getAttribute("aria-labelledby") ?? "")?.textContent),
      );
      expect(names).toEqual([completionsName, productsName]);
      expect(await groups.nth(0).getByRole("option").allTextContents()).toEqual(["tegostab", "tegomer"]);
      expect(await groups.nth(1).getByRole("option").allTextContents()).toEqual(["TEGOSTAB B 8002", "TEGOSTAB B 8715"]);
      // The live count counts both groups.
      expect(await page.locator('[role="status"]').textContent()).toBe(count);
      // The arrows go from the completions into the products and wrap around both.
      await page.keyboard.press("ArrowDown");
      expect(await attr(page, "aria-activedescendant")).toBe(`${listId}-0`);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      expect(await attr(page, "aria-activedescendant")).toBe(`${listId}-2`);
      expect(await groups.nth(1).getByRole("option").first().getAttribute("aria-selected")).toBe("true");
      expect(await list.locator('[aria-selected="true"]').count()).toBe(1);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      expect(await attr(page, "aria-activedescendant")).toBe(`${listId}-0`);
      // Enter on a completion puts it in the box and sends the search (no product's page).
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).searchParams.get("f-q")).toBe("tegomer");
      expect(new URL(page.url()).pathname).toBe(`/pim/fragment/pu-additives/${lang}/products`);
      await page.close();

      // A product after the completions still opens its page.
      const again = await pageWith(answer, lang);
      await again.page.keyboard.type("teg");
      await expect.poll(() => optionTexts(again.page)).toHaveLength(4);
      await again.page.keyboard.press("ArrowUp");
      await again.page.keyboard.press("Enter");
      await expect
        .poll(() => new URL(again.page.url()).pathname)
        .toBe("/pim/fragment/pu-additives/en/product/PR_00000002");
      await again.page.close();
    },
  );

  it("shows completions alone as their group when nothing is suggested, and a click on one searches it", async () => {
    const { page } = await pageWith(() => ({ completions: ["<b>tegostab</b>"], suggestions: [] }));
    await page.keyboard.type("teg");
    await expect.poll(() => optionTexts(page)).toEqual(["<b>tegostab</b>"]);
    expect(await page.locator('[role="listbox"] > [role="group"]').count()).toBe(1);
    expect(await page.locator('[role="listbox"] b').count()).toBe(0);
    expect(await page.locator('[role="status"]').textContent()).toBe("1 suggestion available.");
    await page.locator('[role="option"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get("f-q")).toBe("<b>tegostab</b>");
    await page.close();
  });
});
