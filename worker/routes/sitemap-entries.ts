import type { Context } from "hono";
import * as v from "valibot";
import { FORMULATION_ID_PATTERN, PRODUCT_ID_PATTERN } from "../../shared/catalogue/ids";
import type { LanguageContext } from "../../shared/context";
import { and, anyIn } from "../../shared/search/odata";
import { BULK_PAGE_SIZE } from "../../shared/search/paging";
import { AREAS, expandPages, LANGS, storySlug } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { slugKey } from "../services/content/slugs";
import { bulkLookup } from "../services/search/queries";
import { isPageStory } from "../views/blocks/index";

/** A public page of the catalogue: its area, path language and page name. */
export interface SitemapEntry {
  site: string;
  lang: string;
  page: string;
}

const PUBLIC_SITES = AREAS.map((area) => area.site);
const CONTEXT_OF_LANG: Record<(typeof LANGS)[number], LanguageContext> = { en: "en-us", de: "de-de" };

/**
 * The content pages of every public area (spec section 2) whose page story
 * exists, in each language context. One multi-slug call for all of them;
 * German pages are the same stories (untranslated fields fall back to English).
 */
export async function contentEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  return (await contentPages(c)).entries;
}

/** The content pages, with the newest publication of their stories (the content file's `lastmod`). */
export async function contentPages(c: Context<AppEnv>): Promise<{ entries: SitemapEntry[]; lastmod: string | null }> {
  const pages = AREAS.flatMap((area) =>
    expandPages(area).map((page) => ({ site: area.site, page, slug: slugKey(storySlug(area.site, page)) })),
  );
  const stories = await c.get("services").content.getStoriesBySlugs(pages.map((p) => p.slug));
  const existing = new Set<string>();
  let lastmod: string | null = null;
  for (const story of stories.filter((s) => isPageStory(s))) {
    existing.add(slugKey(story.full_slug));
    if (story.default_full_slug) existing.add(slugKey(story.default_full_slug));
    if (story.published_at && (lastmod === null || story.published_at > lastmod)) lastmod = story.published_at;
  }
  const entries = pages
    .filter((p) => existing.has(p.slug))
    .flatMap(({ site, page }) => LANGS.map((lang) => ({ site, lang, page })));
  return { entries, lastmod };
}

/** What the sitemap reads of a product or formulation; anything else the index answers is dropped with a log line. */
const rowOf = (id: RegExp) =>
  v.object({
    ID: v.pipe(v.string(), v.regex(id)),
    AT_Websites: v.optional(v.array(v.string()), []),
  });

/** The catalogue documents that have pages of their own, and the page name of one. */
const DOCUMENT_PAGES = {
  products: { row: rowOf(PRODUCT_ID_PATTERN), page: (id: string) => `product/${id}` },
  formulations: { row: rowOf(FORMULATION_ID_PATTERN), page: (id: string) => `formulation/${id}` },
} as const;

/**
 * Every public page of a product or formulation: each document with `Public`
 * visibility, on each public area it lists, in each language context from
 * that context's index (the rule of the product and formulation routes).
 */
export async function documentEntries(c: Context<AppEnv>, index: keyof typeof DOCUMENT_PAGES): Promise<SitemapEntry[]> {
  const { logger, services } = c.var;
  const { row: Row, page } = DOCUMENT_PAGES[index];
  const perLanguage = await Promise.all(
    LANGS.map(async (lang) => {
      const language = CONTEXT_OF_LANG[lang];
      // The sitemap's own path is public, so the request's clients search the public indexes.
      const { search } = services.inLanguage(language);
      const rows = await bulkLookup<unknown>(search, index, {
        filter: and(anyIn("AT_Visibility", ["Public"]), anyIn("AT_Websites", PUBLIC_SITES)),
        select: ["ID", "AT_Websites"],
        cache: "catalogue",
      });
      const entries: SitemapEntry[] = [];
      for (const raw of rows) {
        const parsed = v.safeParse(Row, raw);
        if (!parsed.success) {
          logger.warn("Sitemap skips a document the index answered malformed", { index: `${index}-${language}` });
          continue;
        }
        for (const site of parsed.output.AT_Websites.filter((s) => PUBLIC_SITES.includes(s))) {
          entries.push({ site, lang, page: page(parsed.output.ID) });
        }
      }
      return entries;
    }),
  );
  return perLanguage.flat();
}

/** The public filter of the sitemap's documents. */
const PUBLIC_DOCUMENTS = and(anyIn("AT_Visibility", ["Public"]), anyIn("AT_Websites", PUBLIC_SITES));

/** How many documents of `index` have public pages in one language context (one search). */
export async function documentCount(
  c: Context<AppEnv>,
  index: keyof typeof DOCUMENT_PAGES,
  lang: (typeof LANGS)[number],
): Promise<number> {
  const { search } = c.var.services.inLanguage(CONTEXT_OF_LANG[lang]);
  const answer = await search.search(index, { filter: PUBLIC_DOCUMENTS, top: 0, select: ["ID"], cache: "catalogue" });
  return answer.count;
}

/**
 * The `lastmod` of each file of `count` documents of `index`, `perFile` a
 * file: for formulations the newest first publication of the file (files
 * are in publication order, so it is the file's last; one top-1 search per
 * file, never a page through the documents); products carry no date.
 */
export async function documentFileDates(
  c: Context<AppEnv>,
  index: keyof typeof DOCUMENT_PAGES,
  lang: (typeof LANGS)[number],
  count: number,
  perFile: number,
): Promise<(string | null)[]> {
  const files = Math.ceil(count / perFile);
  if (index !== "formulations") return Array.from({ length: files }, () => null);
  const { search } = c.var.services.inLanguage(CONTEXT_OF_LANG[lang]);
  return Promise.all(
    Array.from({ length: files }, async (_, k) => {
      const answer = await search.search<{ AT_FirstPublicationDate?: unknown }>(index, {
        filter: PUBLIC_DOCUMENTS,
        top: 1,
        skip: Math.min(count, (k + 1) * perFile) - 1,
        orderby: [...FILE_ORDER[index]],
        select: ["ID", "AT_FirstPublicationDate"],
        cache: "catalogue",
      });
      const date = answer.value[0]?.AT_FirstPublicationDate;
      return typeof date === "string" ? date : null;
    }),
  );
}

/** Documents in files' order: formulations by publication, so a file's newest is its last. */
const FILE_ORDER = {
  products: ["ID asc"],
  formulations: ["AT_FirstPublicationDate asc", "ID asc"],
} as const satisfies Record<keyof typeof DOCUMENT_PAGES, readonly string[]>;

/** The pages of the `file`-th window of `perFile` documents of `index` in one language context. */
export async function documentFileEntries(
  c: Context<AppEnv>,
  index: keyof typeof DOCUMENT_PAGES,
  lang: (typeof LANGS)[number],
  file: number,
  perFile: number,
): Promise<SitemapEntry[]> {
  const { logger, services } = c.var;
  const { row: Row, page } = DOCUMENT_PAGES[index];
  const { search } = services.inLanguage(CONTEXT_OF_LANG[lang]);
  const from = file * perFile;
  const windows: { skip: number; top: number }[] = [];
  for (let skip = from; skip < from + perFile; skip += BULK_PAGE_SIZE)
    windows.push({ skip, top: Math.min(BULK_PAGE_SIZE, from + perFile - skip) });
  const answers = await Promise.all(
    windows.map((w) =>
      search.search<unknown>(index, {
        filter: PUBLIC_DOCUMENTS,
        ...w,
        orderby: [...FILE_ORDER[index]],
        select: ["ID", "AT_Websites"],
        cache: "catalogue",
      }),
    ),
  );
  const entries: SitemapEntry[] = [];
  for (const raw of answers.flatMap((a) => a.value)) {
    const parsed = v.safeParse(Row, raw);
    if (!parsed.success) {
      logger.warn("Sitemap skips a document the index answered malformed", { index: `${index}-${lang}` });
      continue;
    }
    for (const site of parsed.output.AT_Websites.filter((s) => PUBLIC_SITES.includes(s)))
      entries.push({ site, lang, page: page(parsed.output.ID) });
  }
  return entries;
}
