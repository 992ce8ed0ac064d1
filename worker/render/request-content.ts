import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { cachedContentService } from "../services/cache/content-cache";
import { isolateCvTracker } from "../services/cache/cv-tracker";
import { dataCacheFor, waitUntilOf } from "../services/cache/request-cache";
import { type ContentService, createContentService, type Story } from "../services/content/index";
import { slugKey } from "../services/content/slugs";

const services = new WeakMap<Request, ContentService>();
const chromes = new WeakMap<Request, Map<string, Promise<SiteChromeStories>>>();

/**
 * The content service of this request (version, release and language from
 * the request context), created once per request. Published stories go
 * through the KV data cache keyed by the current cv, and the same cv is sent
 * to the API, so the client's own cache cannot answer from an older one;
 * drafts never touch the KV cache. A story that cannot be loaded (and has no
 * usable stale copy) rejects with BackendUnavailableError; an absent one is null.
 */
export function contentFor(c: Context<AppEnv>): ContentService {
  let service = services.get(c.req.raw);
  if (!service) {
    const ctx = c.get("ctx");
    const base = (cv: number | null) =>
      createContentService({
        config: c.get("config"),
        version: ctx.version,
        ...(ctx.release ? { release: ctx.release } : {}),
        language: ctx.language,
        logger: c.get("logger"),
        cv,
      });
    const cached = isolateCvTracker(c.env, c.get("config"))
      .current(waitUntilOf(c))
      .catch(() => null)
      .then((cv) => cachedContentService(base(cv), { cache: dataCacheFor(c), ctx, cv }));
    service = {
      getStory: (slug) => cached.then((s) => s.getStory(slug)),
      getStoriesBySlugs: (slugs) => cached.then((s) => s.getStoriesBySlugs(slugs)),
      getCacheVersion: () => cached.then((s) => s.getCacheVersion()),
    };
    services.set(c.req.raw, service);
  }
  return service;
}

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
  let perSite = chromes.get(c.req.raw);
  if (!perSite) {
    perSite = new Map();
    chromes.set(c.req.raw, perSite);
  }
  const pending = perSite.get(site);
  if (pending) {
    // Extras not part of the first load (a rare order of calls) are fetched on their own.
    return pending.then(async (chrome) => {
      const missing = extraSlugs.filter((slug) => !chrome.extra.has(slug));
      if (missing.length === 0 || chrome.failure !== undefined) return chrome;
      return { ...chrome, ...(await loadStories(c, [], missing, chrome)) };
    });
  }
  const started = loadStories(c, [`${site}/settings/navbar`, `${site}/settings/footer`], extraSlugs);
  perSite.set(site, started);
  return started;
}

async function loadStories(
  c: Context<AppEnv>,
  chromeSlugs: readonly string[],
  extraSlugs: readonly string[],
  known?: SiteChromeStories,
): Promise<SiteChromeStories> {
  const [navbarSlug, footerSlug] = chromeSlugs;
  const wanted = [...chromeSlugs, ...extraSlugs];
  const extra = new Map(known?.extra ?? []);
  try {
    const stories = await contentFor(c).getStoriesBySlugs(wanted);
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
