import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { AREAS } from "../../shared/sites";
import { emulatorProducts, type ProductSample, productPath, scopedFaults } from "./product-support";

let products: ProductSample[] = [];
beforeAll(async () => {
  products = await emulatorProducts();
});

const get = (path: string) => SELF.fetch(`http://example.com${path}`);

/** The first public products of a site, for a sample that touches every area. */
const sampleOf = (site: string, n: number) =>
  products.filter((p) => p.AT_Websites.includes(site) && p.AT_Visibility.includes("Public")).slice(0, n);

describe("product pages", () => {
  it("answer 200 on their own site and 404 on another, for a sample of every area", { timeout: 60_000 }, async () => {
    let foreignChecked = 0;
    for (const area of AREAS) {
      const sample = sampleOf(area.site, 2);
      expect(sample.length).toBeGreaterThan(0);
      for (const product of sample) {
        const own = await get(productPath(area.site, product.ID));
        expect(own.status, `${product.ID} on ${area.site}`).toBe(200);
        expect(await own.text()).toContain(`data-product-id="${product.ID}"`);
        const other = AREAS.find((a) => !product.AT_Websites.includes(a.site));
        if (!other) continue;
        const path = productPath(other.site, product.ID);
        const foreign = await get(path);
        expect(foreign.status, `${product.ID} on ${other.site}`).toBe(404);
        expect(await foreign.text()).toContain(`Page Not Found: ${path}`);
        foreignChecked++;
      }
    }
    // Most demo products belong to one area: the 404 on another site was checked, not skipped.
    expect(foreignChecked).toBeGreaterThan(AREAS.length);
  });

  it("name the product, then its area, as the area's content pages name theirs", async () => {
    const titleOf = async (path: string) => {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1]?.replaceAll("&amp;", "&");
    };
    // A content page of the area: "{page} | {area} | {company}".
    expect(await titleOf("/pim/fragment/pu-additives/en/products")).toBe(
      "Products | PU Additives | Specialty Chemicals",
    );
    const product = sampleOf("pu-additives", 1)[0];
    if (!product) throw new Error("no pu-additives product");
    expect(await titleOf(productPath("pu-additives", product.ID))).toBe(
      `${product.Name} | PU Additives | Specialty Chemicals`,
    );
    // In German the name is the German data's; the area and the company keep their names.
    expect(await titleOf(productPath("pu-additives", product.ID, "de"))).toMatch(
      / \| PU Additives \| Specialty Chemicals$/,
    );
    expect(await titleOf(productPath("intranet", product.ID))).toBe(
      `${product.Name} | Product Catalogue Intranet | Specialty Chemicals`,
    );
  });

  it("answers 404 for an unknown product", async () => {
    const path = productPath("pu-additives", "PR_00000000");
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`Page Not Found: ${path}`);
  });

  it("never shows an internal-only product to the public, even when the public index holds it", {
    timeout: 30_000,
  }, async () => {
    const hidden = products.find((p) => !p.AT_Visibility.includes("Public"));
    expect(hidden, "the demo public index holds one internal-only product").toBeDefined();
    if (!hidden) return;
    const publicSites = hidden.AT_Websites.filter((s) => s !== "intranet");
    expect(publicSites.length).toBeGreaterThan(0);
    for (const site of publicSites) {
      const res = await get(productPath(site, hidden.ID));
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(`data-product-id="${hidden.ID}"`);
    }
    // The internal audience sees it (the intranet gate is off in tests).
    const internal = await get(productPath("intranet", hidden.ID));
    expect(internal.status).toBe(200);
    expect(await internal.text()).toContain(`data-product-id="${hidden.ID}"`);
  });

  // Whole pages: the data-sheet part may be slowed by the stream test running alongside.
  it("gives public pages a canonical link and Product JSON-LD, intranet pages noindex", {
    timeout: 30_000,
  }, async () => {
    const product = sampleOf("visiomer", 1)[0];
    if (!product) throw new Error("no visiomer product");
    const path = productPath("visiomer", product.ID);
    const html = await (await get(path)).text();
    expect(html).toContain(`<link rel="canonical" href="http://example.com${path}"/>`);
    const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(match).not.toBeNull();
    const data = JSON.parse(match?.[1] ?? "{}");
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Product", productID: product.ID });
    expect(html).not.toContain('content="noindex"');

    const intranet = await get(productPath("intranet", product.ID));
    const intranetHtml = await intranet.text();
    expect(intranet.status).toBe(200);
    expect(intranetHtml).toContain('<meta name="robots" content="noindex"/>');
    expect(intranetHtml).not.toContain('rel="canonical"');
    expect(intranetHtml).not.toContain("application/ld+json");
    // Staff see at least the sections the public page of the product shows.
    const publicHtml = html;
    const sections = (html: string) => [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    for (const id of sections(publicHtml)) expect(sections(intranetHtml), id).toContain(id);
  });

  it("shows the product's sections with values and units together", { timeout: 30_000 }, async () => {
    const product = sampleOf("personal-care", 1)[0];
    if (!product) throw new Error("no personal-care product");
    const html = await (await get(productPath("personal-care", product.ID))).text();
    // The demo template of personal-care is advanced: every section, with a section nav.
    for (const id of ["identification", "handling", "registration", "plants", "downloads", "safety-data-sheets"]) {
      expect(html).toContain(`<section id="${id}"`);
      expect(html).toContain(`href="#${id}"`);
    }
    expect(html).toMatch(/<dd>\d+(\.\d+)? (months|°C|days|kg)<\/dd>/);
    expect(html).not.toContain("demo-public-key");
    // Safety data sheet links name their language (the runtime's language names) and what they open.
    expect(html).toMatch(
      /hrefLang="[a-z]{2}">(English|German|French|Portuguese|Spanish|Italian|Chinese|Japanese)<span class="visually-hidden">, safety data sheet [^<]+ \(PDF\)<\/span><\/a>/,
    );
  });

  it("names plants and packaging in the handling section, never their ids", { timeout: 30_000 }, async () => {
    for (const product of sampleOf("personal-care", 3)) {
      const html = await (await get(productPath("personal-care", product.ID))).text();
      const handling = html.slice(
        html.indexOf('<section id="handling"'),
        html.indexOf("</section>", html.indexOf('<section id="handling"')),
      );
      expect(handling).toContain("<dd>");
      // Neither in the section nor in the parts streamed in later.
      expect(html, product.ID).not.toMatch(/>[^<]*\b(PL|PM)_[A-Z0-9]+/);
    }
  });
});

// Data-sheet faults are scoped to the product each test renders, so test files running
// beside this one never see a slowed or failing data-sheet service; each is lifted after its test.
const fault = scopedFaults();

/** Reads a response body chunk by chunk, as the browser receives it. */
async function chunks(res: Response): Promise<string[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  const out: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(decoder.decode(value, { stream: true }));
  }
}

describe("product page streaming", () => {
  it("sends the shell and the product data before the safety data sheets", { timeout: 30_000 }, async () => {
    // A product no other test renders, so no cache tier can answer for it.
    const product = (await emulatorProducts()).filter(
      (p) => p.AT_Websites.includes("world-of-protectosil") && p.AT_Visibility.includes("Public"),
    )[5];
    if (!product) throw new Error("no product");
    await fault("datasheets", product.ID, { latencyMs: 2000 });

    const res = await SELF.fetch(`http://example.com${productPath("world-of-protectosil", product.ID)}`);
    expect(res.status).toBe(200);
    const parts = await chunks(res);
    const indexOf = (needle: string) => parts.findIndex((p) => p.includes(needle));

    const shell = indexOf(`data-product-id="${product.ID}"`);
    const identification = indexOf('<section id="identification"');
    const sheets = indexOf('data-section="safety-data-sheets"');
    expect(shell).toBeGreaterThanOrEqual(0);
    expect(sheets).toBeGreaterThanOrEqual(0);
    // Stream order, not time: the sheets arrive in a later chunk than the product data.
    expect(identification).toBe(shell);
    expect(sheets).toBeGreaterThan(shell);
    // While the sheets were pending, the shell carried a placeholder in their place.
    expect(parts.slice(0, sheets).join("")).toContain('<section id="safety-data-sheets"');
  });

  it("shows a polite note when the data-sheet service fails after its retries", { timeout: 30_000 }, async () => {
    const product = (await emulatorProducts()).filter(
      (p) => p.AT_Websites.includes("world-of-protectosil") && p.AT_Visibility.includes("Public"),
    )[6];
    if (!product) throw new Error("no product");
    await fault("datasheets", product.ID, { next5xx: 4 });
    const res = await SELF.fetch(`http://example.com${productPath("world-of-protectosil", product.ID)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`data-product-id="${product.ID}"`);
    expect(html).toContain("Safety data sheets are not available at the moment.");
  });
});

/** How many times the data-sheet emulator was asked for `productId` (its own call log). */
async function datasheetCalls(productId: string): Promise<number> {
  const res = await fetch(`${inject("emulatorBase")}/__control/calls`);
  const body = (await res.json()) as { calls: { path: string }[] };
  return body.calls.filter((c) => c.path === `/datasheets/api/datasheets/productId/${productId}`).length;
}

describe("a visitor leaving mid-stream", () => {
  it("logs nothing above info and leaves the shared data-sheet load to the request still waiting", {
    timeout: 40_000,
  }, async () => {
    const product = (await emulatorProducts()).filter(
      (p) => p.AT_Websites.includes("world-of-protectosil") && p.AT_Visibility.includes("Public"),
    )[7];
    if (!product) throw new Error("no product");
    const lines: string[] = [];
    for (const level of ["error", "warn", "log", "info"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
    try {
      // Slow data sheets keep both streams open; the first visitor leads their load.
      await fault("datasheets", product.ID, { latencyMs: 1500 });
      // The emulator counts calls since it started; other test files may have loaded this product's sheets before.
      const callsBefore = await datasheetCalls(product.ID);
      const url = `http://example.com${productPath("world-of-protectosil", product.ID)}`;
      const leaving = new AbortController();
      // debug: past the page cache (nothing tees the stream) and every log line shown.
      const first = await SELF.fetch(`${url}?debug=true`, { signal: leaving.signal });
      const firstReader = first.body?.getReader();
      expect((await firstReader?.read())?.done).toBe(false);

      // The second visitor's shell is out, so it is already waiting on the same data sheets. Past the
      // page cache too, so no complete render for the cache adds a load of its own.
      const second = await SELF.fetch(`${url}?debug=true&visitor=2`);
      const secondReader = second.body?.getReader();
      if (!secondReader) throw new Error("no body");
      const decoder = new TextDecoder();
      let html = "";
      const head = await secondReader.read();
      html += decoder.decode(head.value, { stream: true });

      leaving.abort();
      for (;;) {
        const { done, value } = await secondReader.read();
        if (done) break;
        html += decoder.decode(value, { stream: true });
      }

      expect(second.status).toBe(200);
      expect(html).toContain('data-section="safety-data-sheets"');
      expect(html).not.toContain("Safety data sheets are not available at the moment.");
      // One load served both: the leaving visitor's did not die with its request.
      expect((await datasheetCalls(product.ID)) - callsBefore).toBe(1);
      const levels = lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as { level?: string; message?: string }];
        } catch {
          return [{ level: "raw", message: line }];
        }
      });
      expect(levels.filter((l) => l.level === "error" || l.level === "warn" || l.level === "raw")).toEqual([]);
      expect(levels.map((l) => l.message)).toContain("Client went away; render stopped");
    } finally {
      vi.restoreAllMocks();
    }
  });
});
