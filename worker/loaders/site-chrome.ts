import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Story } from "../model/content";
import type { SiteChromeStories } from "../model/site-chrome";
import type { ContentService } from "../services/content/index";
import { slugKey } from "../services/content/slugs";

/**
 * The area's navbar and footer stories (`{site}/settings/navbar|footer`) plus
 * any `extraSlugs` the page needs (a product template, say), in ONE
 * multi-slug call. A page's route calls it once, first thing, so the chrome
 * loads while its own critical data does, and hands it to the renderer. It
 * never rejects: a missing story is null, a failed load is reported in
 * `failure`.
 */
export function loadSiteChrome(
  c: Context<AppEnv>,
  site: string,
  extraSlugs: readonly string[] = [],
): Promise<SiteChromeStories> {
  return loadStories(c.get("services").content, [`${site}/settings/navbar`, `${site}/settings/footer`], extraSlugs);
}

async function loadStories(
  content: ContentService,
  chromeSlugs: readonly [string, string],
  extraSlugs: readonly string[],
): Promise<SiteChromeStories> {
  const [navbarSlug, footerSlug] = chromeSlugs;
  const wanted = [...chromeSlugs, ...extraSlugs];
  const extra = new Map<string, Story | null>();
  try {
    const stories = await content.getStoriesBySlugs(wanted);
    const bySlug = new Map<string, Story>();
    for (const story of stories) {
      bySlug.set(slugKey(story.full_slug), story);
      if (story.default_full_slug) bySlug.set(slugKey(story.default_full_slug), story);
    }
    const find = (slug: string | undefined) => (slug === undefined ? null : (bySlug.get(slugKey(slug)) ?? null));
    for (const slug of extraSlugs) extra.set(slug, find(slug));
    return { navbar: find(navbarSlug), footer: find(footerSlug), extra };
  } catch (failure) {
    for (const slug of extraSlugs) extra.set(slug, null);
    return { navbar: null, footer: null, extra, failure };
  }
}
