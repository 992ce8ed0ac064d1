import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ContactActionIsland } from "../../client/islands/contact-action";
import { IslandRuntimeContext } from "../../client/islands/island-runtime";
import { ISLAND_SOURCES } from "../../client/islands/island-sources";
import { assetsFromManifest } from "../../worker/loaders/page-assets";
import { allIslandsHydrated, launchChromium } from "../support/browser";

/**
 * The island machinery end to end: markup and props rendered by the same
 * server components the worker uses, served from the worker's origin, with
 * the real built loader and chunks from the worker's assets.
 */
const manifest = JSON.parse(readFileSync("dist/client/assets-manifest.json", "utf8")) as Record<
  string,
  { file: string }
>;
const built = assetsFromManifest(manifest);
const chunk = manifest["client/islands/contact-action/ContactAction.tsx"]?.file ?? "missing";
const stylesheet = `/${manifest["client/styles/catalogue.css"]?.file}`;
const ISLAND_PATH = "/pim/fragment/vestamid/en/__island-check";

function islandPage(): string {
  const body = renderToString(
    createElement(
      IslandRuntimeContext.Provider,
      { value: { loaderFiles: built.islandLoaderFiles, bootSrc: built.islandBoot, chunks: built.islandChunks } },
      createElement(ContactActionIsland, {
        name: "Jane </script> Doe",
        email: "jane@example.com",
        phone: "+49 201 17701",
      }),
    ),
  );
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Island</title><link rel="stylesheet" href="${stylesheet}"></head><body><main>${body}</main></body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function islandTab(options: { failChunk?: boolean; holdChunk?: Promise<void> } = {}) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  // Document requests served, counted where they are answered: a reload can start before `load` fires.
  let loads = 0;
  await page.route(`**${ISLAND_PATH}`, (route) => {
    loads++;
    return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: islandPage() });
  });
  if (options.failChunk) await page.route(`**/${chunk}`, (route) => route.abort("failed"));
  const held = options.holdChunk;
  if (held) await page.route(`**/${chunk}`, async (route) => route.continue(await held.then(() => undefined)));
  await page.goto(`${inject("baseUrl")}${ISLAND_PATH}`, { waitUntil: "load" });
  return { page, problems, loads: () => loads };
}

/** A summary's name, which comes from its rendered text (visually hidden parts included, folded parts not). */
async function accessibleName(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ").trim();
}

async function dataLayer(page: Page) {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
}

/** The boot script's fallback: it starts the loader this long after it ran if no first paint was reported. */
const BOOT_FALLBACK_MS = 3000;

/**
 * Holds the boot script's fallback timer instead of letting it run, so a test
 * decides whether it fires (`window.__bootFallback()`), whatever this
 * machine's first paint takes. With `noPaintEntries` the page is told of no
 * paint at all (a browser without paint entries, a frame never rendered);
 * with `hidden` it is a background tab.
 */
async function bootConditions(page: Page, options: { noPaintEntries?: boolean; hidden?: boolean } = {}) {
  await page.addInitScript(
    ({ fallbackMs, noPaintEntries, hidden }) => {
      const held = window as unknown as { __bootFallback?: () => void };
      const realSetTimeout = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay === fallbackMs && typeof handler === "function" && !held.__bootFallback) {
          held.__bootFallback = handler as () => void;
          return 0;
        }
        return realSetTimeout(handler, delay, ...rest);
      }) as typeof window.setTimeout;
      if (noPaintEntries) {
        window.PerformanceObserver = class {
          observe() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        } as unknown as typeof PerformanceObserver;
        const byName = performance.getEntriesByName.bind(performance);
        performance.getEntriesByName = (name: string, type?: string) =>
          name === "first-contentful-paint" ? [] : byName(name, type);
      }
      if (hidden) Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" });
    },
    { fallbackMs: BOOT_FALLBACK_MS, noPaintEntries: options.noPaintEntries ?? false, hidden: options.hidden ?? false },
  );
}

/** Paths of the island loader and React's client requested so far. */
function runtimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/(island-loader|react)-/.test(path)) seen.push(path);
  });
  return seen;
}

describe("islands in a browser", () => {
  it("hydrates the contact action and reveals the address on click, by keyboard too", async () => {
    const { page, problems } = await islandTab();
    await page.locator('[data-island="contact-action"][data-hydrated="true"]').waitFor();
    const showEmail = page.locator("summary", { hasText: "Show email" });
    expect(await accessibleName(showEmail)).toBe("Show email of Jane </script> Doe");
    await showEmail.click();
    const email = page.getByRole("link", { name: "jane@example.com" });
    await expect.poll(() => email.isVisible()).toBe(true);
    expect(await email.getAttribute("href")).toBe("mailto:jane@example.com");
    // The disclosure keeps the focus and now offers to fold again; the address is the next stop.
    expect(await accessibleName(page.locator("summary").first())).toBe("Hide email of Jane </script> Doe");
    await page.keyboard.press("Tab");
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "Copy email of Jane </script> Doe" }).isVisible()).toBe(true);

    await page.locator("summary", { hasText: "Show phone" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("link", { name: "+49 201 17701" }).getAttribute("href"))
      .toBe("tel:+4920117701");
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toContain("Phone number of Jane </script> Doe shown");
    // Folded and opened again, a channel is one reveal.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await dataLayer(page)).toEqual([
      { event: "contact_reveal", channel: "email", contact: "Jane </script> Doe" },
      { event: "contact_reveal", channel: "phone", contact: "Jane </script> Doe" },
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("reveals the address before the island has hydrated, and counts that reveal once it has", async () => {
    let release = () => {};
    const holdChunk = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, problems } = await islandTab({ holdChunk });
    // The island's code has not arrived: the disclosure is the browser's own and opens all the same.
    expect(await page.locator('[data-island="contact-action"]').getAttribute("data-hydrated")).not.toBe("true");
    await page.locator("summary", { hasText: "Show email" }).click();
    const email = page.getByRole("link", { name: "jane@example.com" });
    expect(await email.isVisible()).toBe(true);
    expect(await email.getAttribute("href")).toBe("mailto:jane@example.com");
    // Copying needs the island: no button that would do nothing.
    expect(await page.getByRole("button", { name: /^Copy/ }).count()).toBe(0);

    release();
    await page.locator('[data-island="contact-action"][data-hydrated="true"]').waitFor();
    await expect
      .poll(() => dataLayer(page))
      .toEqual([{ event: "contact_reveal", channel: "email", contact: "Jane </script> Doe" }]);
    // Hydration kept what the visitor opened.
    expect(await email.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Copy email of Jane </script> Doe" }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("reloads once when the island's chunk fails, then shows the error instead of looping", async () => {
    const { page, loads } = await islandTab({ failChunk: true });
    await page.locator(".island-error").waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("could not be loaded");
    expect(loads()).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem("catalogue:chunk-reload"))).toMatch(/^\d+$/);
    await page.close();
  });

  it("names every script the page runs in its HTML, each island's code as a preload, each fetched once, under the page's own CSP", async () => {
    for (const path of [
      "/pim/fragment/pu-additives/en/products",
      "/pim/fragment/silica-specialist/de/silica-recommendation-tool",
      "/pim/fragment/pu-additives/en/contact",
    ]) {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(msg.text());
      });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const html = (await (await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" }))?.text()) ?? "";
      await allIslandsHydrated(page);
      // As sent by the server, before any script ran: the boot script with the loader and React it imports,
      // and each island's chunk with the chunks it imports.
      const named = new Set([
        ...[...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
        ...[...html.matchAll(/\bdata-island-loader="([^"]+)"/g)].flatMap((m) => (m[1] ?? "").split(" ")),
      ]);
      const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]));
      expect(islands.size, path).toBeGreaterThan(0);
      for (const name of islands) {
        const file = manifest[ISLAND_SOURCES[name as keyof typeof ISLAND_SOURCES]]?.file;
        expect(named, `${path}: ${name}`).toContain(`/${file}`);
      }
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const script of scripts) expect(named, `${path} fetched ${script}`).toContain(script);
      // Each once: a preloaded chunk is not fetched again by the import that uses it.
      expect(new Set(scripts).size, `${path}: ${scripts.join(", ")}`).toBe(scripts.length);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it("asks for React and the loader only once the page has painted, and still hydrates", async () => {
    for (const path of [
      "/pim/fragment/pu-additives/en/products",
      "/pim/fragment/silica-specialist/de/silica-recommendation-tool",
    ]) {
      const page = await browser.newPage();
      // The fallback held: what starts the loader here is the first paint, however late it comes.
      await bootConditions(page);
      await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
      await allIslandsHydrated(page);
      const timing = await page.evaluate(() => {
        const firstPaint = performance
          .getEntriesByType("paint")
          .find((entry) => entry.name === "first-contentful-paint");
        const started = (part: string) =>
          performance
            .getEntriesByType("resource")
            .find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${part}-`))?.startTime;
        return {
          firstPaint: firstPaint?.startTime,
          boot: started("island-boot"),
          loader: started("island-loader"),
          react: started("react"),
        };
      });
      expect(timing.firstPaint, path).toBeGreaterThan(0);
      // The small boot script comes with the document; React's client, evaluated for a few hundred
      // milliseconds on a phone, is not even asked for before the first frame.
      expect(timing.boot, path).toBeLessThan(timing.firstPaint as number);
      expect(timing.loader, path).toBeGreaterThanOrEqual(timing.firstPaint as number);
      expect(timing.react, path).toBeGreaterThanOrEqual(timing.firstPaint as number);
      await page.close();
    }
  });

  it("starts React after its fallback time where no first paint is ever reported, and not before", async () => {
    const page = await browser.newPage();
    await bootConditions(page, { noPaintEntries: true });
    const requested = runtimeRequests(page);
    await page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/products`, { waitUntil: "load" });
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as { __bootFallback?: unknown }).__bootFallback))
      .toBe("function");
    // Nothing but the fallback may start the loader here. The boot script has run to its end (it held the
    // fallback); a request the page makes now is seen after any the boot script made: once it is, none was.
    const sentinel = page.waitForRequest((request) => new URL(request.url()).searchParams.has("boot-sentinel"));
    await page.evaluate(() => fetch("/robots.txt?boot-sentinel=1").then((res) => res.text()));
    await sentinel;
    expect(requested).toEqual([]);
    expect(await page.locator('[data-island][data-hydrated="true"]').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { __bootFallback: () => void }).__bootFallback());
    await allIslandsHydrated(page);
    expect(requested.some((path) => path.startsWith("/assets/island-loader-"))).toBe(true);
    await page.close();
  });

  it("starts React at once in a background tab, where nothing is painted", async () => {
    const page = await browser.newPage();
    await bootConditions(page, { noPaintEntries: true, hidden: true });
    await page.goto(`${inject("baseUrl")}/pim/fragment/silica-specialist/de/silica-recommendation-tool`, {
      waitUntil: "load",
    });
    // Neither a paint nor the (held) fallback: the hidden document alone starts the loader.
    await allIslandsHydrated(page);
    // The fallback was held, never run: it cannot have been what started React.
    expect(await page.evaluate(() => typeof (window as unknown as { __bootFallback?: unknown }).__bootFallback)).toBe(
      "function",
    );
    await page.close();
  });

  it("shows a phone the filters the finder folds once React could not be fetched", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.route("**/assets/react-*.js", (route) => route.abort("failed"));
    await page.goto(`${inject("baseUrl")}/pim/fragment/pu-additives/en/products`, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.islandError)).toBe("true");
    // The no-script form, whole: its facets are not left folded behind a summary nothing will open.
    expect(await page.locator(".finder__facets").first().isVisible()).toBe(true);
    await page.close();
  });
});
