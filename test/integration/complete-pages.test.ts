import { describe, expect, it } from "vitest";
import { VISITOR_USER_AGENT } from "../support/visitor";
import { untilHit, visit } from "./entry-visit";
import { emulatorProducts, productPath, scopedFaults } from "./product-support";

/**
 * What the page cache keeps is the complete page: every section resolved, no
 * Suspense fallback left to swap, no inline script (so a hit needs no nonce
 * and reads the same without JavaScript). The first visitor still gets the
 * streamed page, whose pending sections offer the complete page to a
 * visitor without JavaScript. Data-sheet latency is scoped to this file's
 * products, so the sections are still pending when the shell is sent.
 */

const fault = scopedFaults();
const slowSheetsFor = (match: string) => fault("datasheets", match, { latencyMs: 400 });

/** Markers of a streamed render: a pending boundary, its template, React's inline scripts. */
const PENDING_BOUNDARY = "<!--$?-->";
/** Every `<script>` that a browser would run: no `src`, and not a data block (JSON, JSON-LD). */
function inlineExecutableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/\btype="application\/(ld\+)?json"/.test(attrs));
}

async function personalCareProduct(offset: number) {
  const product = (await emulatorProducts())
    .filter((p) => p.AT_Websites.includes("personal-care") && p.AT_Visibility.includes("Public"))
    .at(-5 - offset);
  if (!product) throw new Error("no personal-care product");
  return product;
}

describe("complete pages in the page cache", () => {
  it("stores the complete page from its second ask while the first visitor gets the streamed one", async () => {
    const product = await personalCareProduct(0);
    const url = `https://catalogue.test${productPath("personal-care", product.ID)}`;
    await slowSheetsFor(product.ID);

    const first = await visit(url);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    // Streamed: the data sheets were still loading when the shell went out.
    expect(first.text).toContain(PENDING_BOUNDARY);
    expect(inlineExecutableScripts(first.text).length).toBeGreaterThan(0);

    // A page asked once is not rendered again for the cache (ADR 0086); its second ask is kept.
    const second = await visit(url);
    expect(second.res.headers.get("X-Cache-Status")).toBe("MISS");

    const hit = await untilHit(url);
    expect(hit.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(hit.text).not.toContain(PENDING_BOUNDARY);
    expect(hit.text).not.toContain('<template id="B:');
    expect(hit.text).not.toContain("aria-busy");
    expect(inlineExecutableScripts(hit.text)).toEqual([]);
    for (const section of ["safety-data-sheets", "downloads", "contacts", "plants", "packaging", "cross-references"]) {
      expect(hit.text, section).toContain(`<section id="${section}"`);
    }
    expect(hit.text).toContain('data-section="safety-data-sheets"');
    // The hit is sent as stored: no nonce in its policy, none in its markup.
    const csp = hit.res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("nonce-");
    expect(hit.text).not.toContain("nonce=");
  });

  it("offers a visitor without JavaScript the complete page from every pending section", async () => {
    const product = await personalCareProduct(1);
    const path = productPath("personal-care", product.ID);
    await slowSheetsFor(product.ID);

    const first = await visit(`https://catalogue.test${path}?debug=true`);
    expect(first.text).toContain(PENDING_BOUNDARY);
    const pending = [...first.text.matchAll(/aria-busy="true"[\s\S]*?<\/(p|span)>/g)].map((m) => m[0]);
    expect(pending.length).toBeGreaterThan(0);
    for (const placeholder of pending) {
      expect(placeholder).toContain("<noscript>");
      expect(placeholder).toContain(`href="${path}?debug=true&amp;complete=1"`);
    }

    const complete = await visit(`https://catalogue.test${path}?debug=true&complete=1`);
    expect(complete.text).not.toContain(PENDING_BOUNDARY);
    expect(complete.text).not.toContain("aria-busy");
    expect(complete.text).toContain('data-section="safety-data-sheets"');
  });

  // A client that cannot or may not wait for streamed parts gets the complete page on a miss as well.
  it.for([
    ["a crawler", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", 3],
    [
      "a headless browser",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      4,
    ],
    ["an HTTP library", "curl/8.5.0", 5],
  ] as const)("answers %s the complete page at once", async ([, userAgent, offset]) => {
    const product = await personalCareProduct(offset);
    await slowSheetsFor(product.ID);
    const page = await visit(`https://catalogue.test${productPath("personal-care", product.ID)}`, {
      headers: { "user-agent": userAgent },
    });
    expect(page.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(page.text).not.toContain(PENDING_BOUNDARY);
    expect(page.text).not.toContain("aria-busy");
    expect(page.text).toContain('data-section="safety-data-sheets"');
  });

  it("streams the page to a visitor's browser", async () => {
    const product = await personalCareProduct(6);
    await slowSheetsFor(product.ID);
    const page = await visit(`https://catalogue.test${productPath("personal-care", product.ID)}`, {
      headers: { "user-agent": VISITOR_USER_AGENT },
    });
    expect(page.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(page.text).toContain(PENDING_BOUNDARY);
  });

  it("answers the complete-page address from the same cache entry as the page", async () => {
    const product = await personalCareProduct(2);
    const url = `https://catalogue.test${productPath("personal-care", product.ID)}`;
    await untilHit(url);
    const viaLink = await visit(`${url}?complete=1`);
    expect(viaLink.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(viaLink.text).not.toContain(PENDING_BOUNDARY);
  });

  it("renders the complete page for the link of a first visit that streamed, and keeps it for the page", async () => {
    const product = await personalCareProduct(7);
    const url = `https://catalogue.test${productPath("personal-care", product.ID)}`;
    await slowSheetsFor(product.ID);
    const first = await visit(url);
    expect(first.text).toContain(PENDING_BOUNDARY);
    // The first visit kept nothing (ADR 0086): a visitor without JavaScript who follows its link gets a complete render.
    const viaLink = await visit(`${url}?complete=1`);
    expect(viaLink.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(viaLink.text).not.toContain(PENDING_BOUNDARY);
    expect(viaLink.text).toContain('data-section="safety-data-sheets"');
    const hit = await untilHit(url);
    expect(hit.text).not.toContain(PENDING_BOUNDARY);
  });
});
