import type { Story } from "../../model/content";
import type { ContentService } from "../content";
import type { DataCache } from "./data-cache";
import { dataKey, type KeyContext } from "./keys";
import { STRATEGIES } from "./strategies";

/**
 * A content service whose published stories come through the KV data cache,
 * keyed by the request's audience, language, version, release and the cv.
 * A new cv makes every older story key unreachable. A failed load rejects
 * (the content service tells failure from absence), so a stale copy is served
 * within the stale-if-error window, else BackendUnavailableError. An absent
 * story (null) is not stored: a newly published one must show at once even
 * where no webhook moved the cv.
 * `getCacheVersion` is passed through: `cdn/spaces/me` is never cached.
 */
export function cachedContentService(
  service: ContentService,
  options: { cache: DataCache; ctx: KeyContext; cv: number | null },
): ContentService {
  const { cache, ctx, cv } = options;
  return {
    async getStory(slug) {
      const key = await dataKey(ctx, { kind: "story", cv, parts: slug });
      return cache.get<Story | null>(key, STRATEGIES.story, () => service.getStory(slug), {
        cacheable: (story) => story !== null,
      });
    },
    async getStoriesBySlugs(slugs) {
      // Keyed in the order asked: the answer keeps that order.
      const key = await dataKey(ctx, { kind: "stories", cv, parts: slugs });
      return cache.get(key, STRATEGIES.story, () => service.getStoriesBySlugs(slugs));
    },
    getCacheVersion: () => service.getCacheVersion(),
  };
}
