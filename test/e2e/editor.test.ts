import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../support/browser";
import { type ApiStory, editorQuery, fetchStory, firstHeadline, productPathOf } from "./fixtures/editor-session";
import { BRIDGE_ORIGIN, fireBridgeEvent, fireBridgeEventLater, installFakeBridge } from "./fixtures/fake-bridge";

/**
 * The Visual Editor in a browser: the worker under `wrangler dev`, the built
 * editor bundle, and a fake Storyblok bridge served in place of the remote
 * script, so the tests drive real `input`, `change` and `published` events.
 */
const manifest = JSON.parse(readFileSync("dist/client/assets-manifest.json", "utf8")) as Record<
  string,
  { file: string }
>;
const EDITOR_BUNDLE = `/${manifest["client/entries/editor.ts"]?.file}`;
const NOTICE = "You are not in Draft Mode or the Visual Editor";
const HOME = "/pim/fragment/pu-additives/en/";

let browser: Browser;
let draftHome: ApiStory;
let publishedHome: ApiStory;
beforeAll(async () => {
  browser = await launchChromium();
  draftHome = await fetchStory(inject("e2eEmulatorBase"), "pu-additives/home", "draft");
  publishedHome = await fetchStory(inject("e2eEmulatorBase"), "pu-additives/home", "published");
});
afterAll(async () => {
  await browser?.close();
});

interface Tab {
  page: Page;
  /** Every URL the page requested. */
  requests: string[];
  bridgeRequests: string[];
  warnings: string[];
  errors: string[];
}

/** Opens `path` in a fresh tab with the fake bridge installed, recording requests and console output. */
async function openTab(path: string): Promise<Tab> {
  const page = await browser.newPage();
  const { requests: bridgeRequests } = await installFakeBridge(page);
  const requests: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("request", (req) => requests.push(req.url()));
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${inject("baseUrl")}${path}`, { waitUntil: "load" });
  return { page, requests, bridgeRequests, warnings, errors };
}

/** Waits until the editor bundle has created the bridge and registered its handlers. */
async function bridgeReady(page: Page): Promise<string[][]> {
  await page.waitForFunction(
    () =>
      ((window as unknown as { __storyblokTest?: { bridges(): string[][] } }).__storyblokTest?.bridges().flat()
        .length ?? 0) > 0,
  );
  return page.evaluate(() =>
    (window as unknown as { __storyblokTest: { bridges(): string[][] } }).__storyblokTest.bridges(),
  );
}

const heroHeadline = (page: Page) => page.locator("#cms-content h1").first().textContent();

describe("Visual Editor: draft with a valid token", () => {
  it("shows the draft, with editing attributes and outlines, and requests the bridge", async () => {
    expect(firstHeadline(draftHome)).not.toBe(firstHeadline(publishedHome));
    const tab = await openTab(`${HOME}?${editorQuery(draftHome.id)}`);
    const { page } = tab;
    expect(await heroHeadline(page)).toBe(firstHeadline(draftHome));
    expect(await page.getByText(NOTICE).count()).toBe(0);

    const content = page.locator("#cms-content");
    expect(await content.getAttribute("data-story-id")).toBe(String(draftHome.id));
    const blocks = page.locator("#cms-content [data-blok-c]");
    expect(await blocks.count()).toBeGreaterThan(2);
    const first = blocks.first();
    const meta = JSON.parse((await first.getAttribute("data-blok-c")) ?? "{}") as { uid?: string; id?: string };
    expect(meta.id).toBe(String(draftHome.id));
    expect(await first.getAttribute("data-blok-uid")).toBe(`${draftHome.id}-${meta.uid}`);
    expect(await first.getAttribute("class")).toContain("storyblok__outline");
    // The outline is visible: the editor sees where each block starts and ends.
    const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");

    expect(tab.requests).toContain(`${inject("baseUrl")}${EDITOR_BUNDLE}`);
    expect(await bridgeReady(page)).toEqual([["input", "change", "published"]]);
    expect(tab.bridgeRequests).toEqual([`${BRIDGE_ORIGIN}/f/storyblok-v2-latest.js`]);
    expect(tab.errors).toEqual([]);
    await page.close();
  });

  it("re-renders the page live on an input event for the same story, without a reload", async () => {
    const { page, errors } = await openTab(`${HOME}?${editorQuery(draftHome.id)}`);
    await bridgeReady(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const changed = structuredClone(draftHome);
    const hero = changed.content.body?.[0] as Record<string, unknown>;
    hero.headline = "Live <edit> from the Visual Editor";
    hero.subline = "Typed a moment ago";

    expect(await fireBridgeEvent(page, "input", { story: changed })).toBe(1);
    await page.waitForFunction(
      (text) => document.querySelector("#cms-content h1")?.textContent === text,
      "Live <edit> from the Visual Editor",
    );
    expect(await page.getByText("Typed a moment ago").count()).toBe(1);
    // Markup typed into a field stays text.
    expect(await page.locator("#cms-content edit").count()).toBe(0);
    // The new content still carries the editing attributes, and the document was not reloaded.
    expect(await page.locator("#cms-content [data-blok-c]").count()).toBeGreaterThan(2);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the page's tools, results and all, when an input event re-renders a page with a finder", async () => {
    const path = "/pim/fragment/pu-additives/en/products";
    const story = await fetchStory(inject("e2eEmulatorBase"), "pu-additives/products", "draft");
    const { page, errors } = await openTab(`${path}?${editorQuery(story.id)}`);
    await bridgeReady(page);
    const finder = page.locator('[data-island="finder"]').first();
    await expect.poll(() => finder.getAttribute("data-hydrated")).toBe("true");
    const count = await finder.locator('[role="status"]').first().textContent();
    expect(count).toMatch(/^\d+ Products$/);
    const heading = (await page.locator("#cms-content h1").first().textContent()) ?? "";
    const changed = structuredClone(story);
    const first = changed.content.body?.[0] as Record<string, unknown>;
    const field = Object.keys(first).find((key) => first[key] === heading);
    expect(field).toBeDefined();
    first[field as string] = "Products, edited live";

    expect(await fireBridgeEvent(page, "input", { story: changed })).toBe(1);
    await page.waitForFunction(
      (text) => document.querySelector("#cms-content h1")?.textContent === text,
      "Products, edited live",
    );
    // The same finder, still hydrated, with its results and its own page as the form's target.
    expect(await finder.getAttribute("data-hydrated")).toBe("true");
    expect(await finder.locator('[role="status"]').first().textContent()).toBe(count);
    expect(await finder.locator("form").first().getAttribute("action")).toMatch(
      /^\/pim\/fragment\/pu-additives\/en\/products[?#]/,
    );
    expect(await page.getByText("could not be loaded").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("waits for a save when an input event adds, removes or moves a tool, and says so", async () => {
    const path = "/pim/fragment/pu-additives/en/products";
    const story = await fetchStory(inject("e2eEmulatorBase"), "pu-additives/products", "draft");
    const { page, warnings } = await openTab(`${path}?${editorQuery(story.id)}`);
    await bridgeReady(page);
    const heading = await page.locator("#cms-content h1").first().textContent();
    const changed = structuredClone(story);
    const body = changed.content.body as Record<string, unknown>[];
    const tools = await page.locator("#cms-content [data-tool]").count();
    expect(tools).toBeGreaterThan(0);
    // Every block but the first: whatever tools the page holds, the edit takes them away.
    changed.content.body = body.slice(0, 1);
    await fireBridgeEvent(page, "input", { story: changed });
    await expect.poll(() => warnings.some((w) => /a tool was added, removed or moved/.test(w))).toBe(true);
    expect(await page.locator("#cms-content h1").first().textContent()).toBe(heading);
    expect(await page.locator("#cms-content [data-tool]").count()).toBe(tools);
    await page.close();
  });

  it("ignores an input event for another story", async () => {
    const { page } = await openTab(`${HOME}?${editorQuery(draftHome.id)}`);
    await bridgeReady(page);
    const other = structuredClone(draftHome);
    other.id = draftHome.id + 1000;
    (other.content.body?.[0] as Record<string, unknown>).headline = "Someone else's story";
    await fireBridgeEvent(page, "input", { story: other });
    expect(await heroHeadline(page)).toBe(firstHeadline(draftHome));
    await page.close();
  });

  for (const action of ["change", "published"] as const) {
    it(`reloads the page on a ${action} event for the same story`, async () => {
      const { page } = await openTab(`${HOME}?${editorQuery(draftHome.id)}`);
      await bridgeReady(page);
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      const reloaded = page.waitForEvent("load");
      await fireBridgeEventLater(page, action, { storyId: draftHome.id });
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
        undefined,
      );
      // Still the editor's draft after the reload: the query travelled with it.
      expect(await heroHeadline(page)).toBe(firstHeadline(draftHome));
      await page.close();
    });
  }

  it("keeps the editor's query on links to other catalogue pages: the next page is the draft too", async () => {
    const tab = await openTab(`${HOME}?${editorQuery(draftHome.id)}`);
    await bridgeReady(tab.page);
    const link = tab.page.locator(".cms-nav > ul > .cms-nav__item > a", { hasText: /^Contact$/ });
    await Promise.all([tab.page.waitForURL((url) => url.pathname.endsWith("/contact")), link.click()]);
    const url = new URL(tab.page.url());
    expect(url.searchParams.get("_storyblok")).toBe(String(draftHome.id));
    expect(url.searchParams.get("_storyblok_tk[token]")).toBeTruthy();
    // Still in the editor: editable blocks, no notice that the page is not a draft.
    await tab.page.locator("[data-blok-c]").first().waitFor({ state: "attached" });
    expect(await tab.page.getByText(NOTICE).count()).toBe(0);
    await tab.page.close();
  });

  it("logs a console warning when an event carries no story id", async () => {
    const tab = await openTab(`${HOME}?${editorQuery(draftHome.id)}`);
    await bridgeReady(tab.page);
    await fireBridgeEvent(tab.page, "change", {});
    await fireBridgeEvent(tab.page, "input", { story: { content: { component: "page" } } });
    expect(tab.warnings.filter((w) => /story id/i.test(w))).toHaveLength(2);
    await tab.page.close();
  });

  it("logs a console warning on a page without a story", async () => {
    const productPath = await productPathOf(inject("e2eEmulatorBase"), "pu-additives");
    const tab = await openTab(`${productPath}?${editorQuery(draftHome.id)}`);
    await bridgeReady(tab.page);
    expect(await tab.page.locator("#cms-content").count()).toBe(0);
    await fireBridgeEvent(tab.page, "published", { storyId: draftHome.id });
    expect(tab.warnings.some((w) => w.includes("no story id"))).toBe(true);
    await tab.page.close();
  });

  it("shows a draft-only story, which visitors cannot open", async () => {
    const story = await fetchStory(inject("e2eEmulatorBase"), "pu-additives/news/new-catalyst-launch", "draft");
    const path = "/pim/fragment/pu-additives/en/news/new-catalyst-launch";
    const tab = await openTab(`${path}?${editorQuery(story.id)}`);
    expect(await tab.page.locator("#cms-content").getAttribute("data-story-id")).toBe(String(story.id));
    await tab.page.close();
    const visitor = await fetch(`${inject("baseUrl")}${path}`);
    expect(visitor.status).toBe(404);
  });
});

describe("Visual Editor: no valid token", () => {
  const expired = Math.floor(Date.now() / 1000) - 2 * 3600;
  const cases = [
    ["without a token", () => `_storyblok=${draftHome.id}&_storyblok_tk[space_id]=100000`],
    ["with a token for another preview token", () => editorQuery(draftHome.id, { previewToken: "guessed" })],
    ["with an expired token", () => editorQuery(draftHome.id, { timestamp: expired })],
  ] as const;

  for (const [name, query] of cases) {
    it(`shows the published version and the notice ${name}; no bridge, no editor bundle`, async () => {
      const tab = await openTab(`${HOME}?${query()}`);
      const { page } = tab;
      expect(await heroHeadline(page)).toBe(firstHeadline(publishedHome));
      await expect(page.getByRole("status").textContent()).resolves.toContain(NOTICE);
      expect(await page.locator("[data-blok-c], .storyblok__outline").count()).toBe(0);
      expect(tab.requests.filter((url) => url.includes("/editor-") || url.startsWith(BRIDGE_ORIGIN))).toEqual([]);
      expect(tab.bridgeRequests).toEqual([]);
      expect(await page.evaluate(() => "StoryblokBridge" in window)).toBe(false);
      await page.close();
    });
  }

  it("a visitor page loads no editor bundle and shows no notice", async () => {
    const tab = await openTab(HOME);
    expect(await heroHeadline(tab.page)).toBe(firstHeadline(publishedHome));
    expect(await tab.page.getByText(NOTICE).count()).toBe(0);
    expect(tab.requests.filter((url) => url.includes(EDITOR_BUNDLE) || url.startsWith(BRIDGE_ORIGIN))).toEqual([]);
    expect(await tab.page.locator("[data-blok-c]").count()).toBe(0);
    await tab.page.close();
  });
});

describe("Visual Editor: releases", () => {
  it("shows the release version of trogamid/home with a valid token", async () => {
    const base = inject("e2eEmulatorBase");
    const draft = await fetchStory(base, "trogamid/home", "draft");
    const path = "/pim/fragment/trogamid/en/";
    const release = await openTab(`${path}?${editorQuery(draft.id, { release: "1" })}`);
    expect(await heroHeadline(release.page)).toBe("TROGAMID myCX: the new transparent polyamide");
    await release.page.close();

    const withoutRelease = await openTab(`${path}?${editorQuery(draft.id)}`);
    expect(await heroHeadline(withoutRelease.page)).toBe(firstHeadline(draft));
    await withoutRelease.page.close();

    // A release asked for without a valid token is ignored like the draft.
    const visitor = await openTab(`${path}?_storyblok_release=1`);
    expect(await heroHeadline(visitor.page)).toBe(firstHeadline(draft));
    await visitor.page.close();
  });
});
