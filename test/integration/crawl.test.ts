import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { AREAS, areaStartPath, expandPages, INTRANET_AREA, LANGS, storySlug } from "../../shared/sites";
import { germanOnlyCopy } from "./crawl-content";
import { emptiness } from "./crawl-page";
import { type CrawlResult, crawl, type Visit } from "./crawl-walk";

/**
 * The catalogue as its visitors meet it: every page of every area (spec
 * section 2, parameterised pages with all their listed values) and the
 * intranet, in both language contexts, and every internal page linked from
 * them, products included. The test bindings run with INTRANET_GATE=off, so
 * the intranet answers without an Access token.
 */
const ORIGIN = "http://catalogue.test";

interface StartPage {
  site: string;
  lang: string;
  page: string;
  path: string;
}

const STARTS: StartPage[] = [...AREAS, INTRANET_AREA].flatMap((area) =>
  LANGS.flatMap((lang) =>
    expandPages(area).map((page) => ({
      site: area.site,
      lang,
      page,
      path: `/pim/fragment/${area.site}/${lang}/${page}`,
    })),
  ),
);

/** Far above the catalogue's size (about 240 start pages and some 900 product pages); reaching it fails the test. */
const LIMIT = 4000;
const PRODUCT_PAGE = /^\/pim\/fragment\/[^/]+\/[^/]+\/product\/[^/]+\/?$/;

let result: CrawlResult;
let pages: Visit[];

function where(path: string): string {
  const from = result.foundOn.get(path) ?? [];
  if (from.length === 0) return "start page";
  const shown = from.slice(0, 3).join(", ");
  return from.length > 3 ? `${shown} (+${from.length - 3} more)` : shown;
}

/** `/pim/fragment/{site}/{lang}/...` -> site and lang, as the request path gives them. */
function placeOf(path: string): { site: string; lang: string } {
  const [, , , site = "", lang = ""] = path.split("/");
  return { site, lang };
}

beforeAll(async () => {
  const started = Date.now();
  result = await crawl(
    STARTS.map((s) => s.path),
    (path) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" }),
    { origin: ORIGIN, limit: LIMIT, concurrency: 6, follow: (path) => path.startsWith("/pim/fragment/") },
  );
  pages = [...result.visits.values()];
  const products = pages.filter((v) => PRODUCT_PAGE.test(v.path)).length;
  console.info(
    `crawl: ${pages.length} paths (${products} product pages) from ${STARTS.length} start pages in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}, 1_200_000);

describe("crawl of the whole catalogue", () => {
  it("visits every internal link it finds within its bound", () => {
    expect(
      result.unvisited.slice(0, 20).map((path) => `${path} <- ${where(path)}: not visited, bound ${LIMIT}`),
    ).toEqual([]);
    expect(pages.length).toBeGreaterThan(STARTS.length);
  });

  it("finds no dead internal link", () => {
    const dead = pages
      .filter((v) => v.status >= 400 && v.status < 500)
      .map((v) => `${where(v.path)} -> ${v.path} answers ${v.status}`);
    expect(dead).toEqual([]);
  });

  it("answers no page with a server error", () => {
    const failed = pages
      .filter((v) => v.status >= 500)
      .map((v) => `${v.path} answers ${v.status} (linked from ${where(v.path)})`);
    expect(failed).toEqual([]);
  });

  it("answers 200 for every product link", () => {
    const products = pages.filter((v) => PRODUCT_PAGE.test(v.path));
    expect(products.some((v) => placeOf(v.path).lang === "en")).toBe(true);
    expect(products.some((v) => placeOf(v.path).lang === "de")).toBe(true);
    const broken = products
      .filter((v) => v.status !== 200)
      .map((v) => `${where(v.path)} -> ${v.path} answers ${v.status}`);
    expect(broken).toEqual([]);
  });

  it("shows data in every tool on its default view", () => {
    const empty: string[] = [];
    for (const v of pages) {
      for (const tool of v.page?.tools ?? []) {
        const why = emptiness(tool);
        if (why) empty.push(`${v.path} -> ${tool.name} shows ${why}`);
      }
    }
    expect(pages.some((v) => (v.page?.tools.length ?? 0) > 0)).toBe(true);
    expect(empty).toEqual([]);
  });

  it("points every tool's island at the JSON API of its page's site and language, which answers", async () => {
    const problems: string[] = [];
    const apis = new Map<string, string>();
    for (const v of pages) {
      const { site, lang } = placeOf(v.path);
      for (const tool of v.page?.tools ?? []) {
        if (!tool.api) continue;
        if (!tool.api.startsWith(`/pim/api/${site}/${lang}/`)) {
          problems.push(`${v.path} -> ${tool.name} calls ${tool.api}, not /pim/api/${site}/${lang}/...`);
        }
        if (!apis.has(tool.api)) apis.set(tool.api, v.path);
      }
    }
    const entries = [...apis];
    for (let i = 0; i < entries.length; i += 6) {
      await Promise.all(
        entries.slice(i, i + 6).map(async ([api, page]) => {
          const res = await SELF.fetch(`${ORIGIN}${api}`);
          await res.body?.cancel();
          if (res.status !== 200) problems.push(`${page} -> island API ${api} answers ${res.status}`);
        }),
      );
    }
    expect(entries.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 300_000);

  it("reaches every page of an area from the area's start page by the area's own links", () => {
    const linksFrom = new Map<string, string[]>();
    for (const [to, froms] of result.foundOn)
      for (const from of froms) linksFrom.set(from, [...(linksFrom.get(from) ?? []), to]);
    const bare = (path: string) => path.replace(/\/$/, "");
    const unreached: string[] = [];
    for (const area of [...AREAS, INTRANET_AREA])
      for (const lang of LANGS) {
        const within = `/pim/fragment/${area.site}/${lang}/`;
        const start = areaStartPath(area, lang);
        const seen = new Set([bare(start)]);
        const queue = [start];
        for (let path = queue.shift(); path !== undefined; path = queue.shift())
          for (const next of linksFrom.get(path) ?? [])
            if (next.startsWith(within) && !seen.has(bare(next))) {
              seen.add(bare(next));
              queue.push(next);
            }
        for (const page of expandPages(area))
          if (!seen.has(bare(`${within}${page}`))) unreached.push(`${within}${page}`);
      }
    expect(unreached).toEqual([]);
  });

  it("marks every page with the language of its path: lang=de under /de/, en otherwise", () => {
    const wrong = pages
      .filter((v) => v.page)
      .flatMap((v) => {
        const expected = placeOf(v.path).lang === "de" ? "de" : "en";
        return v.page?.lang === expected ? [] : [`${v.path} -> <html lang="${v.page?.lang}">, expected "${expected}"`];
      });
    expect(wrong).toEqual([]);
  });

  it("shows German content on German pages where the content space has it", async () => {
    const problems: string[] = [];
    const german = STARTS.filter((s) => s.lang === "de");
    let translated = 0;
    for (let i = 0; i < german.length; i += 8) {
      await Promise.all(
        german.slice(i, i + 8).map(async (start) => {
          const copy = await germanOnlyCopy(storySlug(start.site, start.page));
          if (copy.length === 0) return;
          translated++;
          const text = result.visits.get(start.path)?.page?.text;
          if (text === undefined) problems.push(`${start.path} -> did not render (the dead-link test says why)`);
          else if (!copy.some((c) => text.includes(c))) {
            problems.push(`${start.path} -> shows none of its German copy (${copy.slice(0, 3).join(" | ")})`);
          }
        }),
      );
    }
    expect(translated).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 120_000);
});
