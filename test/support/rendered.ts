import type { Browser, Page } from "playwright-core";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./browser";

/**
 * Component tests read what a component renders as a visitor's browser does:
 * its server HTML in a Chromium page without script (what every visitor gets
 * first, and all a visitor without script gets), queried by role and name.
 * One browser for the test file; `show` replaces the page's content.
 */
export function renderedPages(): { show: (element: ReactElement) => Promise<Page> } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async show(element) {
      if (!page) throw new Error("renderedPages() must be called at the top of a test file");
      await page.setContent(`<!doctype html><html lang="en"><body>${renderToString(element)}</body></html>`);
      return page;
    },
  };
}
