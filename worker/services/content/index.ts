import type { ISbStoriesParams, ISbStoryData } from "storyblok-js-client";
import type { ContentVersion, LanguageContext } from "../../../shared/context";
import type { Config } from "../../config";
import type { Logger } from "../../logger";
import type { Blok, Story } from "../../model/content";
import { createStoryblokClient } from "./client";
import { ContentError, toContentError } from "./errors";
import { apiLanguage, chunk, normaliseSlug, slugKey } from "./slugs";
import { isolateStoryCache, type StoryCache } from "./story-cache";

export interface ContentService {
  /**
   * Page story by full slug; slug normalised (leading slash removed, empty ->
   * home), tried with and without trailing slash. Null when the story does not
   * exist (the API answered 404: the spec's empty story); any other failure
   * (5xx, 429 after its retries, network) is logged and rejects with a
   * ContentError, so a caller can tell "absent" (404 page) from "unavailable"
   * (503 page, or a stale copy).
   */
  getStory(slug: string): Promise<Story | null>;
  /** Up to 100 per request, paging beyond. Stories come back in the order asked; a failed request rejects with a ContentError. */
  getStoriesBySlugs(slugs: string[]): Promise<Story[]>;
  /** Current cache version from cdn/spaces/me (never cached). */
  getCacheVersion(): Promise<number | null>;
}

export interface ContentServiceOptions {
  config: Config;
  version: ContentVersion;
  release?: string;
  language: LanguageContext;
  logger: Logger;
  /** Published-answer cache; defaults to the isolate's memory cache. */
  cache?: StoryCache;
  /**
   * The content cache version the request is keyed by (the cv tracker's). Sent
   * as `cv` on every delivery call, so the client's cache keys (and the CDN's)
   * carry it: after a webhook moves the cv, nothing cached under an older cv
   * can be answered. Without it the client uses the last cv it saw.
   */
  cv?: number | null;
  /** For tests only. */
  fetch?: typeof fetch;
}

/** Spec section 9: multi-slug lookups fetch up to 100 stories per request. */
export const SLUGS_PER_REQUEST = 100;

/**
 * The content client of one request: stories of the requested version,
 * language and release, through storyblok-js-client (rate limit, 429 retries,
 * relation and link batches of 50, resolve level 2 with relations).
 */
export function createContentService(options: ContentServiceOptions): ContentService {
  const { config, version, logger } = options;
  const token = version === "draft" ? config.STORYBLOK_PREVIEW_TOKEN : config.STORYBLOK_TOKEN;
  if (!token) {
    logger.error("Storyblok access token missing: the content client is disabled", { version });
    return disabledService();
  }
  const cache = options.cache ?? isolateStoryCache;
  const client = createStoryblokClient({
    apiUrl: config.storyblokApiUrl,
    accessToken: token,
    oauthToken: config.STORYBLOK_OAUTH_TOKEN,
    version,
    cache,
    logger,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  // Draft answers are never cached; a draft session starts from a clean cache
  // so nothing it learns about cv is mixed with stale published answers.
  let flushed: Promise<unknown> | undefined;
  const ready = () => {
    if (version !== "draft") return Promise.resolve();
    flushed ??= client.flushCache();
    return flushed;
  };

  const baseParams = (): ISbStoriesParams => {
    const params: ISbStoriesParams = { version, resolve_links: "url" };
    const language = apiLanguage(options.language);
    if (language) params.language = language;
    if (options.release) params.from_release = options.release;
    if (typeof options.cv === "number") params.cv = options.cv;
    return params;
  };

  async function fetchOne(slug: string): Promise<Story | null> {
    const res = await client.getStory(slug, baseParams() as Parameters<typeof client.getStory>[1]);
    return res.data.story ? toStory(res.data.story) : null;
  }

  return {
    async getStory(slug) {
      await ready();
      const clean = normaliseSlug(slug);
      const candidates = [clean.replace(/\/+$/, ""), `${clean.replace(/\/+$/, "")}/`];
      for (const candidate of candidates) {
        try {
          const story = await fetchOne(candidate);
          if (story) return story;
        } catch (failure) {
          const error = toContentError(failure);
          if (error.status === 404) continue;
          logger.error("Content story request failed", { slug: candidate, status: error.status, error: error.message });
          throw error;
        }
      }
      logger.info("Content story not found", { slug: clean });
      return null;
    },

    async getStoriesBySlugs(slugs) {
      await ready();
      const wanted = [...new Set(slugs.map(slugKey))];
      if (wanted.length === 0) return [];
      try {
        const pages = await Promise.all(
          chunk(wanted, SLUGS_PER_REQUEST).map((group) =>
            client.getAll(
              "cdn/stories",
              { ...baseParams(), by_slugs: group.join(","), per_page: SLUGS_PER_REQUEST },
              "stories",
            ),
          ),
        );
        const bySlug = new Map<string, Story>();
        for (const data of pages.flat() as ISbStoryData[]) {
          const story = toStory(data);
          bySlug.set(slugKey(story.full_slug), story);
          const alias = (data as { default_full_slug?: unknown }).default_full_slug;
          if (typeof alias === "string") bySlug.set(slugKey(alias), story);
        }
        return wanted.flatMap((slug) => {
          const story = bySlug.get(slug);
          return story ? [story] : [];
        });
      } catch (failure) {
        const error = toContentError(failure);
        logger.error("Content stories request failed", {
          count: wanted.length,
          status: error.status,
          error: error.message,
        });
        throw error;
      }
    },

    async getCacheVersion() {
      try {
        const res = await client.get("cdn/spaces/me", {});
        const cv = (res.data as { space?: { version?: unknown } }).space?.version;
        return typeof cv === "number" ? cv : null;
      } catch (failure) {
        const error = toContentError(failure);
        logger.error("Content cache version request failed", { status: error.status, error: error.message });
        return null;
      }
    },
  };
}

function disabledService(): ContentService {
  return {
    getStory: async () => null,
    getStoriesBySlugs: async () => {
      throw new ContentError("Storyblok access token missing", undefined);
    },
    getCacheVersion: async () => null,
  };
}

function toStory(data: ISbStoryData): Story {
  const story: Story = {
    id: data.id,
    uuid: data.uuid,
    name: data.name,
    slug: data.slug,
    full_slug: data.full_slug,
    content: data.content as unknown as Blok,
    published_at: data.published_at ?? null,
    first_published_at: data.first_published_at ?? null,
  };
  if (typeof data.lang === "string") story.lang = data.lang;
  const alias = (data as { default_full_slug?: unknown }).default_full_slug;
  if (typeof alias === "string") story.default_full_slug = alias;
  return story;
}
