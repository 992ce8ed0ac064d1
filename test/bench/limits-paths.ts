/**
 * The distinct pages of the limits bench, by page type: every public product
 * and formulation page in both language contexts, every content page, finder
 * and download-center views and tool API answers with queries of their own,
 * and the sitemap. Read from the emulators' indexes, so they follow the
 * catalogue's scale.
 */
import { AREAS, expandPages, LANGS } from "../../shared/sites.ts";

export const PAGE_TYPES = [
  "product",
  "formulation",
  "content",
  "finder page",
  "download center page",
  "finder API",
  "download API",
  "label API (intranet)",
  "sitemap",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface BenchPath {
  type: PageType;
  path: string;
}

interface Row {
  ID: string;
  AT_Websites?: string[];
}

/** Every public document of `index` (ID and areas), paged as the search service allows. */
async function publicDocuments(emulatorBase: string, index: "products" | "formulations"): Promise<Row[]> {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += 1000) {
    const res = await fetch(`${emulatorBase}/search/public/indexes/${index}-en-us/docs/search?api-version=2020-06-30`, {
      method: "POST",
      headers: { "content-type": "application/json", "api-key": "demo-public-key" },
      body: JSON.stringify({
        top: 1000,
        skip,
        select: "ID, AT_Websites",
        filter: "AT_Visibility/any(v: v eq 'Public')",
        orderby: "ID asc",
      }),
    });
    const page = ((await res.json()) as { value: Row[] }).value;
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

const FINDER_SITES = ["pu-additives", "specialty-amines", "world-of-protectosil"];
const DOWNLOAD_SITES = ["trogamid", "vestakeep", "vestodur", "vestosint"];
const SITES = new Set(AREAS.map((a) => a.site));

/** The page paths of each type, in a stable order; `queries` distinct views per tool type. */
export async function benchPaths(emulatorBase: string, queries: number): Promise<Map<PageType, string[]>> {
  const out = new Map<PageType, string[]>(PAGE_TYPES.map((t) => [t, []]));
  const add = (type: PageType, path: string) => out.get(type)?.push(path);
  for (const [index, type, page] of [
    ["products", "product", "product"],
    ["formulations", "formulation", "formulation"],
  ] as const) {
    for (const row of await publicDocuments(emulatorBase, index)) {
      const site = row.AT_Websites?.find((s) => SITES.has(s));
      if (!site) continue;
      for (const lang of LANGS) add(type, `/pim/fragment/${site}/${lang}/${page}/${row.ID}`);
    }
  }
  for (const lang of LANGS) {
    for (const area of AREAS)
      for (const page of expandPages(area)) add("content", `/pim/fragment/${area.site}/${lang}/${page}`);
  }
  // Distinct words, so each view is its own search answer, data key and page key.
  for (let i = 0; i < queries; i++) {
    const lang = LANGS[i % 2];
    const finder = FINDER_SITES[i % FINDER_SITES.length];
    const downloads = DOWNLOAD_SITES[i % DOWNLOAD_SITES.length];
    add("finder page", `/pim/fragment/${finder}/${lang}/products?q=limits${i}`);
    add("download center page", `/pim/fragment/${downloads}/${lang}/downloads?q=limits${i}`);
    // Words of their own: a page's finder and the API share the search answer's data key.
    add("finder API", `/pim/api/${finder}/${lang}/products?q=api${i}`);
    add("download API", `/pim/api/${downloads}/${lang}/downloads?q=api${i}`);
    add("label API (intranet)", `/pim/api/intranet/${lang}/labels?q=api${i}`);
  }
  add("sitemap", "/sitemap.xml");
  return out;
}

/** `count` distinct paths across the types, interleaved so the crawl meets every type early and late. */
export function crawlPaths(byType: Map<PageType, string[]>, count: number): BenchPath[] {
  const lists = [...byType.entries()].map(([type, paths]) => ({ type, paths: [...paths] }));
  const out: BenchPath[] = [];
  while (out.length < count && lists.some((l) => l.paths.length > 0)) {
    for (const list of lists) {
      const path = list.paths.shift();
      if (path !== undefined && out.length < count) out.push({ type: list.type, path });
    }
  }
  return out;
}
