import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { SITEMAP_DOCUMENTS_PER_FILE } from "../../worker/routes/seo-files";

/** The real app with a bound of 100 documents per file, so the demo catalogue needs a sitemap index. */
const PER_FILE = 100;
const small = createApp({ sitemap: { documentsPerFile: PER_FILE } });

async function get(url: string): Promise<{ status: number; body: string }> {
  const ctx = createExecutionContext();
  const res = await small.fetch(new Request(url), env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body };
}

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => m[1] ?? "");
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
// A fresh origin per run: the page cache keys by it, and another test may have stored these paths.
const BASE = `http://sitemap-index-${crypto.randomUUID()}.test`;

describe("sitemap index", () => {
  it("splits the sitemap at its bound into files that together list every page of the single sitemap", async () => {
    const index = await get(`${BASE}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [
      ...index.body.matchAll(/<sitemap><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g),
    ].map((m) => ({ loc: m[1] ?? "", lastmod: m[2] }));
    expect(files[0]?.loc).toBe(`${BASE}/sitemaps/content.xml`);
    expect(files.some((f) => f.loc.endsWith("/sitemaps/products-en-2.xml"))).toBe(true);
    expect(files.some((f) => f.loc.endsWith("/sitemaps/formulations-de-1.xml"))).toBe(true);

    const listed: string[] = [];
    for (const file of files) {
      const { status, body } = await get(file.loc);
      expect(status, file.loc).toBe(200);
      expect(body, file.loc).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = all(body, "loc");
      // Every demo document has a page on one area: a file holds at most its bound of pages.
      if (!file.loc.endsWith("content.xml")) expect(urls.length, file.loc).toBeLessThanOrEqual(PER_FILE);
      expect(urls.length, file.loc).toBeGreaterThan(0);
      listed.push(...urls);
    }
    // The same pages as the one file the default bound gives this catalogue.
    const whole = await SELF.fetch("http://catalogue.test/sitemap.xml");
    const expected = all(await whole.text(), "loc").map((u) => u.replace("http://catalogue.test", BASE));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it("dates the content file and each formulation file by their newest publication, in order; products carry none", async () => {
    const { body } = await get(`${BASE}/sitemap.xml`);
    const dated = [...body.matchAll(/<sitemap><loc>[^<]*\/sitemaps\/([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)];
    const lastmod = (name: string) => dated.find((m) => m[1] === name)?.[2];
    expect(lastmod("content.xml")).toMatch(W3C_DATE);
    expect(lastmod("products-en-1.xml")).toBeUndefined();
    const formulations = dated.filter((m) => m[1]?.startsWith("formulations-en-")).map((m) => m[2] ?? "");
    expect(formulations.length).toBeGreaterThan(1);
    for (const date of formulations) expect(date).toMatch(W3C_DATE);
    expect([...formulations].sort()).toEqual(formulations);
  });

  it("answers 404 for a file past the end or a name it does not make", async () => {
    for (const name of ["products-en-99.xml", "products-fr-1.xml", "products-en-0.xml", "secrets.xml"]) {
      expect((await get(`${BASE}/sitemaps/${name}`)).status, name).toBe(404);
    }
  });

  it("bounds a file by the default at under 50,000 URLs, twelve areas a document at most", () => {
    expect(SITEMAP_DOCUMENTS_PER_FILE * 12).toBeLessThanOrEqual(50_000);
  });
});
