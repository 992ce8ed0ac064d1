import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { cachedContentService } from "../services/cache/content-cache";
import { isolateCvTracker } from "../services/cache/cv-tracker";
import { dataCacheFor, waitUntilOf } from "../services/cache/request-cache";
import { type ContentService, createContentService, type Story } from "../services/content/index";

const services = new WeakMap<Request, ContentService>();
const chromes = new WeakMap<Request, Map<string, Promise<SiteChromeStories>>>();

/**
 * The content service of this request (version, release and language from
 * the request context), created once per request. Published stories go
 * through the KV data cache keyed by the current cv; drafts never do.
 */
export function contentFor(c: Context<AppEnv>): ContentService {
  let service = services.get(c.req.raw);
  if (!service) {
    const ctx = c.get("ctx");
    const base = createContentService({
      config: c.get("config"),
      version: ctx.version,
      ...(ctx.release ? { release: ctx.release } : {}),
      language: ctx.language,
      logger: c.get("logger"),
    });
    const cached = isolateCvTracker(c.env)
      .current(waitUntilOf(c))
      .catch(() => null)
      .then((cv) => cachedContentService(base, { cache: dataCacheFor(c), ctx, cv }));
    service = {
      getStory: (slug) => cached.then((s) => s.getStory(slug)),
      getStoriesBySlugs: (slugs) => cached.then((s) => s.getStoriesBySlugs(slugs)),
      getCacheVersion: () => base.getCacheVersion(),
    };
    services.set(c.req.raw, service);
  }
  return service;
}

export interface SiteChromeStories {
  navbar: Story | null;
  footer: Story | null;
}

/**
 * The area's navbar and footer stories (`{site}/settings/navbar|footer`), both
 * at once, once per request. Handlers may call it first thing so the chrome
 * loads while their own critical data does; a missing story is null.
 */
export function loadSiteChrome(c: Context<AppEnv>, site: string): Promise<SiteChromeStories> {
  let perSite = chromes.get(c.req.raw);
  if (!perSite) {
    perSite = new Map();
    chromes.set(c.req.raw, perSite);
  }
  let pending = perSite.get(site);
  if (!pending) {
    const content = contentFor(c);
    pending = Promise.all([
      content.getStory(`${site}/settings/navbar`).catch(() => null),
      content.getStory(`${site}/settings/footer`).catch(() => null),
    ]).then(([navbar, footer]) => ({ navbar, footer }));
    perSite.set(site, pending);
  }
  return pending;
}
