import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Story } from "../model/content";
import type { ContentService } from "../services/content/index";
import { slugKey } from "../services/content/slugs";

export interface SiteChromeStories {
  navbar: Story | null;
  footer: Story | null;
  /** The extra stories asked for with the chrome, by the slug asked (null when absent). */
  extra: ReadonlyMap<string, Story | null>;
  /**
   * Set when the content service could not answer (and no cached copy was
   * usable): navbar, footer and extras are then null because they are
   * unknown, not because they are absent. A page should answer 503 rather
   * than render (and let the page cache keep) a page without them.
   */
  failure?: unknown;
}

/**
 * The area's navbar and footer stories (`{site}/settings/navbar|footer`) plus
 * any `extraSlugs` the page needs (a product template, say), in ONE
 * multi-slug call, once per request and site. Handlers call it first thing,
 * with their extras, so the chrome loads while their own critical data does;
 * the renderer's later call (without extras) joins the same load. It never
 * rejects: a missing story is null, a failed load is reported in `failure`.
 */
export function loadSiteChrome(
  c: Context<AppEnv>,
  site: string,
  extraSlugs: readonly string[] = [],
): Promise<SiteChromeStories> {
  const { content } = c.get("services");
  const load = (chromeSlugs: readonly string[], extras: readonly string[], known?: SiteChromeStories) =>
    loadStories(content, chromeSlugs, extras, known);
  // The first call of a request starts the load with its extras; later calls join it.
  return c
    .get("services")
    .once(`site-chrome:${site}`, () => load([`${site}/settings/navbar`, `${site}/settings/footer`], extraSlugs))
    .then(async (chrome) => {
      // Extras not part of the first load (a rare order of calls) are fetched on their own.
      const missing = extraSlugs.filter((slug) => !chrome.extra.has(slug));
      if (missing.length === 0 || chrome.failure !== undefined) return chrome;
      return { ...chrome, ...(await load([], missing, chrome)) };
    });
}

async function loadStories(
  content: ContentService,
  chromeSlugs: readonly string[],
  extraSlugs: readonly string[],
  known?: SiteChromeStories,
): Promise<SiteChromeStories> {
  const [navbarSlug, footerSlug] = chromeSlugs;
  const wanted = [...chromeSlugs, ...extraSlugs];
  const extra = new Map(known?.extra ?? []);
  try {
    const stories = await content.getStoriesBySlugs(wanted);
    const bySlug = new Map<string, Story>();
    for (const story of stories) {
      bySlug.set(slugKey(story.full_slug), story);
      if (story.default_full_slug) bySlug.set(slugKey(story.default_full_slug), story);
    }
    const find = (slug: string | undefined) => (slug === undefined ? null : (bySlug.get(slugKey(slug)) ?? null));
    for (const slug of extraSlugs) extra.set(slug, find(slug));
    return {
      navbar: navbarSlug ? find(navbarSlug) : (known?.navbar ?? null),
      footer: footerSlug ? find(footerSlug) : (known?.footer ?? null),
      extra,
    };
  } catch (failure) {
    for (const slug of extraSlugs) extra.set(slug, null);
    return { navbar: known?.navbar ?? null, footer: known?.footer ?? null, extra, failure };
  }
}
