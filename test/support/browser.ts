import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { VISITOR_USER_AGENT } from "./visitor";

/**
 * Debian's chromium with the flags that work in this sandbox (DESIGN section 10),
 * presenting a visitor's user agent in every context and page it opens.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-agent=${VISITOR_USER_AGENT}`,
    ],
  });
}

/**
 * Resolves once every stylesheet the page links has loaded. A box measured
 * before that is the unstyled one (Chromium lays out on request while a
 * stylesheet is on its way), which no visitor sees: the sheet blocks painting.
 */
export async function stylesheetsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
}

export interface ScriptContexts {
  browser: Browser;
  /** Scripts on; the page's CSP bypassed, because axe is injected as a script. */
  withJs: BrowserContext;
  /** Scripts off: what a visitor without JavaScript (or behind a blocking embed) gets. */
  withoutJs: BrowserContext;
}

/** One chromium for the test file with a context that runs scripts and one that does not; closed after the file. */
export function scriptContexts(withoutJsOptions: BrowserContextOptions = {}): ScriptContexts {
  const contexts = {} as ScriptContexts;
  beforeAll(async () => {
    contexts.browser = await launchChromium();
    contexts.withJs = await contexts.browser.newContext({ bypassCSP: true });
    contexts.withoutJs = await contexts.browser.newContext({ ...withoutJsOptions, javaScriptEnabled: false });
  });
  afterAll(async () => {
    await contexts.browser?.close();
  });
  return contexts;
}

/** Waits until the page (or a frame of it) has islands and every one of them has hydrated. */
export async function allIslandsHydrated(scope: { locator(selector: string): Locator }): Promise<void> {
  await expect
    .poll(() =>
      scope
        .locator("[data-island]")
        .evaluateAll((els) => els.length > 0 && els.every((el) => el.getAttribute("data-hydrated") === "true")),
    )
    .toBe(true);
}
