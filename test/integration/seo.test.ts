import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AREAS, expandPages } from "../../shared/sites";
import { untilHit, visit as visitEntry } from "./entry-visit";

const BASE = "http://catalogue.test";

async function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const res = await SELF.fetch(url);
  return { status: res.status, type: res.headers.get("Content-Type") ?? "", body: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The worker as deployed, the body read. */
const visit = async (url: string): Promise<Response> => (await visitEntry(url)).res;

describe("robots.txt", () => {
  it("keeps crawlers out of the intranet and the APIs and names the sitemap on the request's origin", async () => {
    const { status, type, body } = await get(`${BASE}/robots.txt`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    const lines = body.split("\n");
    expect(lines).toContain("User-agent: *");
    for (const path of ["/pim/fragment/intranet/", "/pim/api/", "/pim/editor/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // The intranet is named only to be disallowed; nothing public is.
    expect(lines.filter((l) => /intranet/i.test(l)).every((l) => l.startsWith("Disallow: "))).toBe(true);
    expect(lines.filter((l) => l.startsWith("Disallow: /pim/fragment/") && !/intranet/.test(l))).toEqual([]);
    expect((await get("https://catalogue.example.org/robots.txt")).body).toContain(
      "Sitemap: https://catalogue.example.org/sitemap.xml",
    );
  });

  it("is cached like a page", async () => {
    const url = `http://robots-${crypto.randomUUID()}.test/robots.txt`;
    expect((await visit(url)).headers.get("X-Cache-Status")).toBe("MISS");
    // Stored in the background after the first answer.
    expect((await untilHit(url)).res.headers.get("X-Cache-Status")).toBe("HIT");
  });
});

describe("sitemap.xml", () => {
  it("lists every public page of the twelve areas and their products, in English and German, never the intranet", async () => {
    const { status, type, body } = await get(`${BASE}/sitemap.xml`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(body);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith(`${BASE}/pim/fragment/`))).toBe(true);
    expect(urls.filter((u) => /intranet/i.test(u))).toEqual([]);
    for (const area of AREAS) {
      for (const lang of ["en", "de"]) {
        for (const page of expandPages(area))
          expect(urls).toContain(`${BASE}/pim/fragment/${area.site}/${lang}/${page}`);
        const products = urls.filter((u) => u.startsWith(`${BASE}/pim/fragment/${area.site}/${lang}/product/PR_`));
        expect(products.length, `${area.site} ${lang} products`).toBeGreaterThan(0);
      }
    }
    // Formulations have pages of their own too (personal care's finder links to them).
    for (const lang of ["en", "de"]) {
      const formulations = urls.filter((u) =>
        u.startsWith(`${BASE}/pim/fragment/personal-care/${lang}/formulation/FO_`),
      );
      expect(formulations.length, `personal-care ${lang} formulations`).toBeGreaterThan(0);
    }
  });

  it("uses the origin of the request", async () => {
    const urls = locs((await get("https://catalogue.example.org/sitemap.xml")).body);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.startsWith("https://catalogue.example.org/pim/fragment/"))).toBe(true);
  });

  it("is cached like a page", async () => {
    const url = `http://sitemap-${crypto.randomUUID()}.test/sitemap.xml`;
    expect((await visit(url)).headers.get("X-Cache-Status")).toBe("MISS");
    // Stored in the background after the first answer.
    expect((await untilHit(url)).res.headers.get("X-Cache-Status")).toBe("HIT");
  });

  // Every content page, and every tenth product and formulation page (about 110 of the 1100 in both
  // languages): rendering all of them takes several minutes on a shared machine.
  it("lists only pages that answer 200 (every content page, a tenth of the product and formulation pages)", async () => {
    const all = locs((await get(`${BASE}/sitemap.xml`)).body);
    const isDocument = (u: string) => u.includes("/product/") || u.includes("/formulation/");
    const documents = all.filter(isDocument);
    const urls = [...all.filter((u) => !isDocument(u)), ...documents.filter((_, i) => i % 10 === 0)];
    expect(urls.length).toBeGreaterThan(250);
    const failures: string[] = [];
    for (let i = 0; i < urls.length; i += 4) {
      await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          const res = await SELF.fetch(url);
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${res.status} ${url}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe("page head for search engines", () => {
  it("gives content, finder and product pages a description and an absolute canonical URL of the fragment itself", async () => {
    const product = locs((await get(`${BASE}/sitemap.xml`)).body).find((u) => u.includes("/vestamid/en/product/"));
    expect(product).toBeDefined();
    const pages = [
      `${BASE}/pim/fragment/vestamid/en/`,
      `${BASE}/pim/fragment/vestamid/de/contact`,
      `${BASE}/pim/fragment/pu-additives/en/products`,
      `${BASE}/pim/fragment/personal-care/en/products-solutions`,
      product as string,
    ];
    for (const url of pages) {
      const { status, body } = await get(`${url}${url.includes("/products") ? "?q=abil" : ""}`);
      expect(status, url).toBe(200);
      expect(metaDescription(body)?.trim().length, url).toBeGreaterThan(20);
      // The finder's state is a view of the page, not another page.
      expect(canonical(body), url).toBe(url);
      const lang = url.includes("/de/") ? "de" : "en";
      const other = url.replace(`/${lang}/`, lang === "de" ? "/en/" : "/de/");
      expect(body).toContain(`<link rel="alternate" hrefLang="${lang === "de" ? "en" : "de"}" href="${other}"/>`);
    }
  });

  it("describes a product page in the page's language", async () => {
    const product = locs((await get(`${BASE}/sitemap.xml`)).body).find((u) => u.includes("/vestamid/en/product/"));
    const en = metaDescription((await get(product as string)).body);
    const de = metaDescription((await get((product as string).replace("/en/", "/de/"))).body);
    expect(en).toMatch(/ from VESTAMID: product data, handling, registrations, documents and safety data sheets\.$/);
    expect(de).toMatch(
      / von VESTAMID: Produktdaten, Handhabung, Registrierungen, Dokumente und Sicherheitsdatenbl(ä|&#xE4;|&auml;)tter\.$/,
    );
  });

  it("names no canonical URL for an intranet page, which is not for indexing", async () => {
    const { body } = await get(`${BASE}/pim/fragment/intranet/en/`);
    expect(canonical(body)).toBeUndefined();
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("names what a teaser links to in the link itself", async () => {
    const { body } = await get(`${BASE}/pim/fragment/vestamid/en/`);
    const teasers = [...body.matchAll(/<a [^>]*class="cms-teaser__link"[^>]*>(.*?)<\/a>/g)].map((m) =>
      decode((m[1] ?? "").replace(/<[^>]+>/g, "")),
    );
    expect(teasers.length).toBeGreaterThan(0);
    for (const name of teasers) expect(name).toMatch(/^Learn more: \S/);
  });
});
