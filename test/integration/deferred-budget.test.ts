import { describe, expect, it } from "vitest";
import { visit } from "./entry-visit";
import { emulatorProducts, productPath, scopedFaults } from "./product-support";

/**
 * A product page whose deferred sections are answered from the caches goes
 * out complete to its first visitor: every section in place, no fallback to
 * swap, no inline script, so it reads the same without JavaScript and is
 * stored as it is (ADR 0032). A deferred section that is slow still streams
 * in after the shell.
 */
const fault = scopedFaults();
const PENDING_BOUNDARY = "<!--$?-->";
const inlineExecutableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/\btype="application\/(ld\+)?json"/.test(attrs));

async function productOf(site: string, offset: number) {
  const product = (await emulatorProducts())
    .filter((p) => p.AT_Websites.includes(site) && p.AT_Visibility.includes("Public"))
    .at(-2 - offset);
  if (!product) throw new Error(`no ${site} product`);
  return product;
}

describe("deferred sections within the budget", () => {
  it("are rendered in place when their answers are cached, and the page is kept as sent", async () => {
    const product = await productOf("vestamid", 0);
    const url = `https://catalogue.test${productPath("vestamid", product.ID)}`;
    // The first visit loads the related documents and data sheets into the caches.
    await visit(`${url}?warm=${Date.now()}`);

    const first = await visit(`${url}?visit=${Date.now()}`);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(first.text).not.toContain(PENDING_BOUNDARY);
    expect(first.text).not.toContain('<template id="B:');
    expect(inlineExecutableScripts(first.text)).toEqual([]);
    expect(first.text).toContain('data-section="safety-data-sheets"');
    expect(first.text).toContain('<ul class="contact-list">');
    // Nothing inline to allow: the policy needs no nonce.
    expect(first.res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });

  it("still stream in after the shell when one is slow", async () => {
    // Data sheets no earlier visit has cached, from a slow service.
    const product = await productOf("vestamid", 1);
    const url = `https://catalogue.test${productPath("vestamid", product.ID)}`;
    await fault("datasheets", product.ID, { latencyMs: 300 });
    const slow = await visit(`${url}?slow=${Date.now()}`);
    expect(slow.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(slow.text).toContain(PENDING_BOUNDARY);
    expect(inlineExecutableScripts(slow.text).length).toBeGreaterThan(0);
  });
});
