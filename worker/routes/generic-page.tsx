import type { Context } from "hono";
import { areaStartPath, expandPages, findArea, storySlug } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { loadPageAssets } from "../loaders/page-assets";
import { loadSiteChrome } from "../loaders/site-chrome";
import { toolRequestFor } from "../loaders/tools/tool-request";
import type { Story } from "../model/content";
import { renderPage } from "../render/render-page";
import { isBackendUnavailable } from "../services/cache/errors";
import { ContentError } from "../services/content/errors";
import { isPageStory } from "../views/blocks/index";
import { pageDescription } from "../views/blocks/page-description";
import { renderErrorPage, renderNotFound } from "./error-page";
import { PageBody } from "./page-body";
import { productIdTarget } from "./product-id-redirect";

export interface PageRouteParams {
  site: string;
  lang: string;
  /** Page name below the area, "" for home. */
  page: string;
}

/** A content load that failed (no cached copy either), as opposed to a story that does not exist. */
export function isContentUnavailable(error: unknown): boolean {
  return isBackendUnavailable(error) || error instanceof ContentError;
}

/**
 * Where a visitor goes instead of a 404 when no story answers the page name:
 * an area's home where the area has none (Personal Care opens at its products
 * page) goes to the page the area opens at (302: the content space may give
 * the area a home later); a known page of the area written in other case
 * (`Products`) goes to its one address (301). The query is kept.
 */
function addressInstead(c: Context<AppEnv>, params: PageRouteParams): Response | null {
  const area = findArea(params.site);
  if (!area) return null;
  const query = new URL(c.req.url).search;
  if (params.page === "") {
    const start = areaStartPath(area, params.lang);
    return start.endsWith(`/${params.lang}/`) ? null : c.redirect(`${start}${query}`, 302);
  }
  const name = params.page.replace(/\/+$/, "");
  const known = expandPages(area).find((page) => page === name.toLowerCase());
  if (!known || known === name) return null;
  // A trailing slash is part of a page's address (a folder's story): it stays.
  const slash = name === params.page ? "" : "/";
  return c.redirect(`/pim/fragment/${params.site}/${params.lang}/${known}${slash}${query}`, 301);
}

/**
 * Every page that is not a product or formulation: the story `{site}/{page}`
 * (home for the empty page). Missing story or a non-page story: 404, unless
 * the address means another page (`addressInstead`). Content
 * service down with no cached copy of the story or the chrome: 503 (never
 * stored, so the page cache keeps serving a copy it has).
 */
export async function genericPage(c: Context<AppEnv>, params: PageRouteParams): Promise<Response> {
  // The home story read by its name is the area's home, whose one address is `/{lang}/` (as story links write it).
  if (/^home\/*$/i.test(params.page))
    return c.redirect(`/pim/fragment/${params.site}/${params.lang}/${new URL(c.req.url).search}`, 301);
  // The chrome and the build's files load while the page story does.
  const chrome = loadSiteChrome(c, params.site);
  const assets = loadPageAssets(c.env);
  let story: Story | null;
  try {
    story = await c.get("services").content.getStory(storySlug(params.site, params.page));
  } catch (error) {
    if (!isContentUnavailable(error)) throw error;
    // Let the chrome load settle first: shared (coalesced) loads must not outlive their request.
    await chrome;
    return renderErrorPage(c, 503);
  }
  if (!isPageStory(story)) return chrome.then(() => addressInstead(c, params) ?? renderNotFound(c));
  const stories = await chrome;
  if (stories.failure !== undefined) return renderErrorPage(c, 503);
  // A product ID typed in a product finder's box (a GET form without script) opens that product.
  const product = productIdTarget(story.content, new URL(c.req.url), params);
  if (product) return c.redirect(product, 302);
  // Every tool block's answer starts loading now; the blocks use() them as they render.
  const tools = toolRequestFor(c, { content: story.content, scope: { site: params.site, lang: params.lang } });
  const title = typeof story.content.title === "string" && story.content.title ? story.content.title : story.name;
  return renderPage(c, {
    chrome: stories,
    assets: await assets,
    site: params.site,
    lang: params.lang,
    title,
    description: pageDescription(story.content, title),
    page: params.page,
    tools,
    body: (
      <PageBody
        story={story}
        site={params.site}
        lang={params.lang}
        editor={c.get("ctx").editor}
        editorRejected={c.get("ctx").editorRejected}
        logger={c.get("logger")}
      />
    ),
  });
}
