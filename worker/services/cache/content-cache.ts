import type { Story } from "../../model/content";
import type { ContentService } from "../content";
import { type AbsentStories, isolateAbsentStories } from "./absent-stories";
import type { DataCache } from "./data-cache";
import { dataKey, type KeyContext } from "./keys";
import { STRATEGIES } from "./strategies";

/**
 * A content service whose published stories come through the KV data cache,
 * keyed by the request's audience, language, version, release and the cv.
 * A new cv makes every older story key unreachable. A failed load rejects
 * (the content service tells failure from absence), so a stale copy is served
 * within the stale-if-error window, else BackendUnavailableError. An absent
 * story (null) is not stored in KV; under a known cv it is held in the
 * isolate's memory (`absent-stories.ts`), which the next publish makes
 * unreachable like every other key of that cv. Without a cv nothing moves
 * the key, so an absence is then asked again each time.
 * `getCacheVersion` is passed through: `cdn/spaces/me` is never cached.
 */
export function cachedContentService(
  service: ContentService,
  options: { cache: DataCache; ctx: KeyContext; cv: number | null; absent?: AbsentStories },
): ContentService {
  const { cache, ctx, cv } = options;
  const absent = options.absent ?? isolateAbsentStories;
  return {
    async getStory(slug) {
      const key = await dataKey(ctx, { kind: "story", cv, parts: slug });
      const holdsAbsence = key !== null && cv !== null;
      if (holdsAbsence && absent.has(key)) return null;
      const story = await cache.get<Story | null>(key, STRATEGIES.story, () => service.getStory(slug), {
        cacheable: (found) => found !== null,
      });
      if (story === null && holdsAbsence) absent.add(key);
      return story;
    },
    async getStoriesBySlugs(slugs) {
      // Keyed in the order asked: the answer keeps that order.
      const key = await dataKey(ctx, { kind: "stories", cv, parts: slugs });
      return cache.get(key, STRATEGIES.story, () => service.getStoriesBySlugs(slugs));
    },
    getCacheVersion: () => service.getCacheVersion(),
  };
}
