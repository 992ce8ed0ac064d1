import type { Context } from "hono";
import * as v from "valibot";
import { PRODUCT_ID_PATTERN } from "../../shared/catalogue/ids";
import type { LanguageContext } from "../../shared/context";
import { and, anyIn } from "../../shared/search/odata";
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
  const pages = AREAS.flatMap((area) =>
    expandPages(area).map((page) => ({ site: area.site, page, slug: slugKey(storySlug(area.site, page)) })),
  );
  const stories = await c.get("services").content.getStoriesBySlugs(pages.map((p) => p.slug));
  const existing = new Set<string>();
  for (const story of stories.filter((s) => isPageStory(s))) {
    existing.add(slugKey(story.full_slug));
    if (story.default_full_slug) existing.add(slugKey(story.default_full_slug));
  }
  return pages
    .filter((p) => existing.has(p.slug))
    .flatMap(({ site, page }) => LANGS.map((lang) => ({ site, lang, page })));
}

/** What the sitemap reads of a product; anything else the index answers is dropped with a log line. */
const ProductRow = v.object({
  ID: v.pipe(v.string(), v.regex(PRODUCT_ID_PATTERN)),
  AT_Websites: v.optional(v.array(v.string()), []),
});

/**
 * Every public product page: each product with `Public` visibility, on each
 * public area it lists, in each language context from that context's index.
 */
export async function productEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  const { logger, services } = c.var;
  const perLanguage = await Promise.all(
    LANGS.map(async (lang) => {
      const language = CONTEXT_OF_LANG[lang];
      // The sitemap's own path is public, so the request's clients search the public indexes.
      const { search } = services.inLanguage(language);
      const rows = await bulkLookup<unknown>(search, "products", {
        filter: and(anyIn("AT_Visibility", ["Public"]), anyIn("AT_Websites", PUBLIC_SITES)),
        select: ["ID", "AT_Websites"],
        cache: "catalogue",
      });
      const entries: SitemapEntry[] = [];
      for (const row of rows) {
        const parsed = v.safeParse(ProductRow, row);
        if (!parsed.success) {
          logger.warn("Sitemap skips a product the index answered malformed", { index: `products-${language}` });
          continue;
        }
        for (const site of parsed.output.AT_Websites.filter((s) => PUBLIC_SITES.includes(s))) {
          entries.push({ site, lang, page: `product/${parsed.output.ID}` });
        }
      }
      return entries;
    }),
  );
  return perLanguage.flat();
}
