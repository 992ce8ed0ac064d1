import { describe, expect, it } from "vitest";
import type { Story } from "../../model/content";
import type { ContentService } from "../content";
import { createAbsentStories } from "./absent-stories";
import { cachedContentService } from "./content-cache";
import { createDataCache } from "./data-cache";
import type { KeyContext } from "./keys";
import { createMemoryTier } from "./memory-tier";
import { PUBLISHED_PUBLIC } from "./testing";

/** A content space whose stories can be published during a test; it counts the story calls it answers. */
function space() {
  const published = new Map<string, Story>();
  const asked: string[] = [];
  const service: ContentService = {
    getStory: async (slug) => {
      asked.push(slug);
      return published.get(slug) ?? null;
    },
    getStoriesBySlugs: async () => [],
    getCacheVersion: async () => null,
  };
  const publish = (slug: string) =>
    published.set(slug, { full_slug: slug, content: { component: "page", _uid: slug } } as unknown as Story);
  return { service, asked, publish };
}

/** A KV that holds nothing and never finishes a write. */
const emptyKv = {
  get: async () => null,
  put: () => new Promise<void>(() => {}),
} as unknown as KVNamespace;

function contentFor(
  service: ContentService,
  options: { cv: number | null; ctx?: KeyContext; absent: ReturnType<typeof createAbsentStories> },
) {
  const cache = createDataCache({ kv: emptyKv, waitUntil: () => {}, memory: createMemoryTier() });
  return cachedContentService(service, {
    cache,
    ctx: options.ctx ?? PUBLISHED_PUBLIC,
    cv: options.cv,
    absent: options.absent,
  });
}

describe("a page name with no story", () => {
  it("is asked of the content service once per cv; a story published under the next cv shows at once", async () => {
    const { service, asked, publish } = space();
    const absent = createAbsentStories();
    const atCv1 = () => contentFor(service, { cv: 1, absent });

    expect(await atCv1().getStory("vestamid/no-such-page")).toBeNull();
    expect(await atCv1().getStory("vestamid/no-such-page")).toBeNull();
    expect(asked).toEqual(["vestamid/no-such-page"]);

    // Storyblok moves the cv when a story is published: the absence under the old cv is not consulted.
    publish("vestamid/no-such-page");
    const story = await contentFor(service, { cv: 2, absent }).getStory("vestamid/no-such-page");
    expect(story?.full_slug).toBe("vestamid/no-such-page");
    expect(asked).toHaveLength(2);
  });

  it("is asked every time without a cv, and for drafts", async () => {
    const { service, asked } = space();
    const absent = createAbsentStories();
    const draft: KeyContext = { ...PUBLISHED_PUBLIC, version: "draft" };
    for (const options of [{ cv: null }, { cv: 1, ctx: draft }]) {
      await contentFor(service, { ...options, absent }).getStory("vestamid/no-such-page");
      await contentFor(service, { ...options, absent }).getStory("vestamid/no-such-page");
    }
    expect(asked).toHaveLength(4);
    expect(absent.size()).toBe(0);
  });

  it("is not held when the content service fails: a failure is not an absence", async () => {
    const absent = createAbsentStories();
    let calls = 0;
    const failing: ContentService = {
      ...space().service,
      getStory: async () => {
        calls++;
        throw new Error("content service down");
      },
    };
    await expect(contentFor(failing, { cv: 1, absent }).getStory("vestamid/contact")).rejects.toThrow();
    await expect(contentFor(failing, { cv: 1, absent }).getStory("vestamid/contact")).rejects.toThrow();
    expect(calls).toBe(2);
    expect(absent.size()).toBe(0);
  });
});

describe("the isolate's absences", () => {
  it("are bounded, least recently asked first, and forgotten after their lifetime", () => {
    let now = 0;
    const absent = createAbsentStories({ maxEntries: 3, seconds: 60, now: () => now });
    for (const key of ["a", "b", "c"]) absent.add(key);
    expect(absent.has("a")).toBe(true);
    absent.add("d");
    expect(absent.has("b")).toBe(false);
    expect(absent.size()).toBe(3);

    now = 59_999;
    expect(absent.has("a")).toBe(true);
    now = 60_000;
    expect(absent.has("a")).toBe(false);
    expect(absent.size()).toBe(2);
  });
});
