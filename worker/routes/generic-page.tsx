import type { Context } from "hono";
import { storySlug } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { renderNotFound } from "../render/error-page";
import { renderPage } from "../render/render-page";
import { contentFor, loadSiteChrome } from "../render/request-content";
import { isPageStory } from "../views/blocks/index";
import { PageBody } from "./page-body";

export interface PageRouteParams {
  site: string;
  lang: string;
  /** Page name below the area, "" for home. */
  page: string;
}

/**
 * Every page that is not a product or formulation: the story `{site}/{page}`
 * (home for the empty page). Missing story or a non-page story: 404.
 */
export async function genericPage(c: Context<AppEnv>, params: PageRouteParams): Promise<Response> {
  // The chrome loads while the page story does.
  void loadSiteChrome(c, params.site);
  const story = await contentFor(c).getStory(storySlug(params.site, params.page));
  if (!isPageStory(story)) return renderNotFound(c);
  const title = typeof story.content.title === "string" && story.content.title ? story.content.title : story.name;
  const description = typeof story.content.description === "string" ? story.content.description : undefined;
  return renderPage(c, {
    site: params.site,
    lang: params.lang,
    title,
    ...(description ? { description } : {}),
    body: (
      <PageBody
        story={story}
        lang={params.lang}
        editor={c.get("ctx").editor}
        editorRejected={c.get("ctx").editorRejected}
        logger={c.get("logger")}
      />
    ),
  });
}
