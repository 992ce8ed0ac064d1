import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AREAS, INTRANET_AREA, SITES } from "../../shared/sites";
import { emptiness, readPage } from "./crawl-page";

/**
 * The German context: the site, the language and the audience come from the
 * request path (spec sections 1 and 2), while the content API answers German
 * stories as `de/{site}/...`. That folder must never turn into a site.
 */
const ORIGIN = "http://catalogue.test";

async function germanPage(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  expect(res.status, path).toBe(200);
  return readPage(await res.text());
}

function fragmentLinks(links: string[]): string[] {
  return links
    .map((href) => new URL(href, ORIGIN))
    .flatMap((u) => (u.pathname.startsWith("/pim/fragment/") ? [u.pathname] : []));
}

describe("German pages", () => {
  it("link the navbar, footer and content to /pim/fragment/{site}/de/... (pu-additives products)", async () => {
    const page = await germanPage("/pim/fragment/pu-additives/de/products");
    expect(page.lang).toBe("de");
    const links = fragmentLinks(page.links);
    expect(links).toContain("/pim/fragment/pu-additives/de/products");
    expect(links).toContain("/pim/fragment/pu-additives/de/");
    expect(links.filter((path) => !path.startsWith("/pim/fragment/pu-additives/de/"))).toEqual([]);

    // The reproduction: the navbar's "Products" link from a German page.
    const products = links.find((path) => path.endsWith("/products"));
    const next = await SELF.fetch(`${ORIGIN}${products}`);
    expect(next.status).toBe(200);
    expect((await readPage(await next.text())).lang).toBe("de");
  });

  it("call the island API of their own site in German, which answers", async () => {
    const page = await germanPage("/pim/fragment/pu-additives/de/products");
    const apis = page.tools.flatMap((t) => (t.api ? [t.api] : []));
    expect(apis).toContain("/pim/api/pu-additives/de/products");
    for (const api of apis) {
      expect(api).toMatch(/^\/pim\/api\/pu-additives\/de\//);
      const res = await SELF.fetch(`${ORIGIN}${api}`);
      expect(res.status, api).toBe(200);
      await res.body?.cancel();
    }
  });

  it("show data in their tools, and their product links answer in German", async () => {
    const page = await germanPage("/pim/fragment/pu-additives/de/products");
    const finder = page.tools.find((t) => t.name === "product-finder");
    expect(finder).toBeDefined();
    expect(finder && emptiness(finder)).toBeNull();
    const product = fragmentLinks(page.links).find((path) => /\/product\/PR_\d{8}$/.test(path));
    expect(product).toMatch(/^\/pim\/fragment\/pu-additives\/de\/product\/PR_\d{8}$/);
    const res = await SELF.fetch(`${ORIGIN}${product}`);
    expect(res.status).toBe(200);
    expect((await readPage(await res.text())).lang).toBe("de");
  });

  it("compare products in the page's way of writing numbers and units, as their product pages do", async () => {
    const rows = async (lang: string) => {
      const res = await SELF.fetch(`${ORIGIN}/pim/api/pu-additives/${lang}/compare?compare=PR_54572871,PR_10758505`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { rows: { label: string; values: string[] }[] };
      return body.rows.flatMap((row) => row.values);
    };
    const [en, de] = [await rows("en"), await rows("de")];
    expect(en).toContain("18 months");
    expect(en.some((value) => /^\d+\.\d+ kg CO2e\/kg$/.test(value))).toBe(true);
    expect(de).toContain("18 Monate");
    expect(de.some((value) => /^\d+,\d+ kg CO2e\/kg$/.test(value))).toBe(true);
    // Dates as each reader writes them.
    expect(en.some((value) => /^\d{4}-\d\d-\d\d$/.test(value))).toBe(true);
    expect(de.some((value) => /^\d\d\.\d\d\.\d{4}$/.test(value))).toBe(true);
    expect(de.filter((value) => /\d\.\d/.test(value) && !/^\d\d\.\d\d\.\d{4}$/.test(value))).toEqual([]);
    expect(de.filter((value) => /^\d{4}-\d\d-\d\d$/.test(value))).toEqual([]);
  });

  it("name document languages in German in the download center, its filter and its results", async () => {
    const answer = async (lang: string) =>
      (await (await SELF.fetch(`${ORIGIN}/pim/api/trogamid/${lang}/downloads`)).json()) as {
        facets: { key: string; options?: { value: string; label: string }[] }[];
        results: { meta: string[] }[];
      };
    const [en, de] = [await answer("en"), await answer("de")];
    const languages = (body: typeof en) => body.facets.find((f) => f.key === "language")?.options ?? [];
    // The filter's values stay the data's; only what is shown changes.
    expect(languages(en)).toContainEqual({ value: "German", label: "German", count: expect.any(Number) });
    expect(languages(de)).toContainEqual({ value: "German", label: "Deutsch", count: expect.any(Number) });
    expect(de.results.flatMap((r) => r.meta)).toContain("Englisch");
    expect(de.results.flatMap((r) => r.meta)).not.toContain("English");
  });

  it("link every area home and the intranet home in German to known sites under /de/", async () => {
    const problems: string[] = [];
    for (const area of [...AREAS, INTRANET_AREA]) {
      const home = `/pim/fragment/${area.site}/de/${area.pages.some((p) => p.path === "") ? "" : (area.pages[0]?.path ?? "")}`;
      const page = await germanPage(home);
      for (const path of fragmentLinks(page.links)) {
        const [, , , site = "", lang = ""] = path.split("/");
        if (!SITES.includes(site) || lang !== "de") problems.push(`${home} -> ${path}`);
      }
      for (const tool of page.tools) {
        if (tool.api && !tool.api.startsWith(`/pim/api/${area.site}/de/`)) problems.push(`${home} -> ${tool.api}`);
        const why = emptiness(tool);
        if (why) problems.push(`${home} -> ${tool.name} shows ${why}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("answer the spec's 404 for an unknown site or page, the old doubled language folder included", async () => {
    for (const path of [
      "/pim/fragment/de/de/pu-additives/products",
      "/pim/fragment/nowhere/de/",
      "/pim/fragment/intranet/de/no-such-page",
    ]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain(`Page Not Found: ${path}`);
    }
    const hostile = await SELF.fetch(`${ORIGIN}/pim/fragment/pu-additives/de/%3Cscript%3Ealert(1)%3C/script%3E`);
    expect(hostile.status).toBe(404);
    const body = await hostile.text();
    expect(body).toContain("Page Not Found: /pim/fragment/pu-additives/de/");
    expect(body).not.toContain("<script>alert");
  });
});
