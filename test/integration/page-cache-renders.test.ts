import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { VISITOR_USER_AGENT } from "../support/visitor";
import { emulatorProducts, productPath, scopedFaults } from "./product-support";

/**
 * How a miss becomes the page the cache keeps, through the worker's entry:
 * a page that deferred nothing is kept as the bytes its first visitor was
 * sent (one render); only a page that streamed a fallback is rendered again
 * complete for the cache, from the loads its render made, and only from its
 * second ask on (ADR 0086). A hit names which it is in `Server-Timing`
 * (`page-stored`).
 */

const fault = scopedFaults();
const PENDING_BOUNDARY = "<!--$?-->";

/** Every `<script>` that a browser would run: no `src`, and not a data block (JSON, JSON-LD). */
const inlineExecutableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/\btype="application\/(ld\+)?json"/.test(attrs));

const get = (url: string) => SELF.fetch(url, { headers: { "user-agent": VISITOR_USER_AGENT } });

/** Asks for `url` until the page cache answers it (it stores in the background), and answers that hit. */
async function hitOf(url: string): Promise<{ res: Response; text: string }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await get(url);
    const text = await res.text();
    if (res.headers.get("X-Cache-Status") === "HIT") return { res, text };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} was never answered from the page cache`);
}

const storedAs = (res: Response) =>
  /(?:^|,\s*)page-stored;desc="([^"]+)"/.exec(res.headers.get("Server-Timing") ?? "")?.[1];

/** How many times the data-sheet emulator was asked for `productId` (its own call log, since it started). */
async function datasheetCalls(productId: string): Promise<number> {
  const res = await fetch(`${inject("emulatorBase")}/__control/calls`);
  const body = (await res.json()) as { calls: { path: string }[] };
  return body.calls.filter((c) => c.path === `/datasheets/api/datasheets/productId/${productId}`).length;
}

describe("a page-cache miss", () => {
  it("with nothing deferred is kept as the bytes its visitor was sent, from one render", async () => {
    // A content page without a tool: nothing on it waits for a load after the shell.
    const url = `http://example.com/pim/fragment/pu-additives/en/?renders=${Date.now()}`;
    const first = await get(url);
    const sent = await first.text();
    expect(first.headers.get("X-Cache-Status")).toBe("MISS");
    expect(sent).not.toContain(PENDING_BOUNDARY);

    const hit = await hitOf(url);
    expect(storedAs(hit.res)).toBe("sent");
    expect(hit.text).toBe(sent);
    // As every stored page: nothing inline to run, so no nonce in its markup or its policy.
    expect(inlineExecutableScripts(hit.text)).toEqual([]);
    expect(hit.text).not.toContain("nonce=");
    expect(hit.res.headers.get("Content-Security-Policy")).not.toContain("nonce-");
  });

  /** A public vestakeep product whose data sheets answer after 400 ms: still loading when the shell goes out. */
  async function slowDatasheetProduct(from: number) {
    const product = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("vestakeep") && p.AT_Visibility.includes("Public"))
      .at(from);
    if (!product) throw new Error("no vestakeep product");
    await fault("datasheets", product.ID, { latencyMs: 400 });
    return { product, url: `http://example.com${productPath("vestakeep", product.ID)}?renders=${Date.now()}` };
  }

  it("that streamed a fallback on its first ask is not rendered again; its second, from the caches, is kept as sent", async () => {
    const { product, url } = await slowDatasheetProduct(-4);
    const callsBefore = await datasheetCalls(product.ID);

    const first = await get(url);
    const sent = await first.text();
    expect(first.headers.get("X-Cache-Status")).toBe("MISS");
    expect(sent).toContain(PENDING_BOUNDARY);

    // Nothing was kept of the first ask: the second renders again, its data sheets now in the data cache, in place.
    const second = await get(url);
    const again = await second.text();
    expect(second.headers.get("X-Cache-Status")).toBe("MISS");
    expect(again).not.toContain(PENDING_BOUNDARY);

    const hit = await hitOf(url);
    expect(storedAs(hit.res)).toBe("sent");
    expect(hit.text).toContain('data-section="safety-data-sheets"');
    expect((await datasheetCalls(product.ID)) - callsBefore).toBe(1);
  });

  it("that streamed a fallback again on its second ask is stored complete, rendered again from the loads it already made", async () => {
    const { product, url } = await slowDatasheetProduct(-3);
    const callsBefore = await datasheetCalls(product.ID);

    // The second ask comes while the first one's data sheets are still loading: both stream a fallback.
    const first = await get(url);
    const second = await get(url);
    const [sent, sentAgain] = [await first.text(), await second.text()];
    expect(first.headers.get("X-Cache-Status")).toBe("MISS");
    expect(second.headers.get("X-Cache-Status")).toBe("MISS");
    expect(sent).toContain(PENDING_BOUNDARY);
    expect(sentAgain).toContain(PENDING_BOUNDARY);

    const hit = await hitOf(url);
    expect(storedAs(hit.res)).toBe("rendered-complete");
    expect(hit.text).not.toContain(PENDING_BOUNDARY);
    expect(hit.text).not.toContain('<template id="B:');
    expect(hit.text).toContain('data-section="safety-data-sheets"');
    // One load of the data sheets for the three renders: they shared it, and the complete one ran no loader again.
    expect((await datasheetCalls(product.ID)) - callsBefore).toBe(1);
  });
});
