import StoryblokClient from "storyblok-js-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixtureMarketTree } from "../connector/fixture.ts";
import { Control } from "../control.ts";
import { fixtureDatasheets } from "../datasheets/fixture.ts";
import { type RunningEmulators, startEmulators } from "../server.ts";
import { FIXTURE_ARTICLE_COUNT, fixtureSpace } from "./fixture-space.ts";

let emulators: RunningEmulators;
let endpoint: string;
const control = new Control();

beforeAll(async () => {
  emulators = await startEmulators({
    port: 0,
    control,
    today: new Date("2026-01-01T00:00:00Z"),
    space: fixtureSpace,
    catalogue: { ...fixtureDatasheets(), marketTree: fixtureMarketTree() },
  });
  endpoint = `${emulators.url}/storyblok/v2`;
});
afterAll(() => emulators.close());
beforeEach(() => control.reset());

const published = () => new StoryblokClient({ accessToken: "demo-published", endpoint });
const preview = () => new StoryblokClient({ accessToken: "demo-preview", endpoint });

async function raw(path: string): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${endpoint}/${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

type Body = { component: string; headline?: string; articles?: unknown[]; link?: { story?: { full_slug?: string } } };

describe("content emulator through storyblok-js-client", () => {
  it("reads the published version with the public token and the draft with the preview token", async () => {
    const pub = await published().getStory("demo/home");
    const body = pub.data.story.content.body as Body[];
    expect(body[0]?.headline).toBe("Specialty additives");
    expect(pub.data.story.full_slug).toBe("demo/home");
    expect(pub.data.story.content._uid).toEqual(expect.any(String));

    const draft = await preview().getStory("demo/home", { version: "draft" });
    expect((draft.data.story.content.body as Body[])[0]?.headline).toBe("Specialty additives, draft");
  });

  it("hides never-published stories from the public token and refuses drafts to it", async () => {
    await expect(published().getStory("demo/coming-soon")).rejects.toMatchObject({ status: 404 });
    const draft = await preview().getStory("demo/coming-soon", { version: "draft" });
    expect(draft.data.story.name).toBe("Coming soon");
    await expect(published().getStory("demo/home", { version: "draft" })).rejects.toMatchObject({ status: 401 });
  });

  it("answers 401 with the API's body for an unknown token", async () => {
    const bad = new StoryblokClient({ accessToken: "not-a-token", endpoint });
    await expect(bad.getStory("demo/home")).rejects.toMatchObject({ status: 401, message: "Unauthorized" });
    const missing = await fetch(`${endpoint}/cdn/stories/demo/home`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: "Unauthorized" });
  });

  it("finds stories by slug, id and uuid, and answers 404 with the API's body", async () => {
    const bySlug = await published().getStory("demo/about");
    const byId = await published().getStory(String(bySlug.data.story.id));
    const byUuid = await published().getStory(bySlug.data.story.uuid, { find_by: "uuid" });
    expect(byId.data.story.uuid).toBe(bySlug.data.story.uuid);
    expect(byUuid.data.story.full_slug).toBe("demo/about");
    const missing = await raw("cdn/stories/demo/nothing-here?token=demo-published");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "This record could not be found" });
  });

  it("carries every story field of the real API", async () => {
    const { data } = await published().getStory("demo/home");
    for (const field of [
      "name",
      "created_at",
      "published_at",
      "id",
      "uuid",
      "content",
      "slug",
      "full_slug",
      "default_full_slug",
      "sort_by_date",
      "position",
      "tag_list",
      "is_startpage",
      "parent_id",
      "meta_data",
      "group_id",
      "first_published_at",
      "release_id",
      "lang",
      "path",
      "alternates",
      "translated_slugs",
    ]) {
      expect(data.story, field).toHaveProperty(field);
    }
    expect(data.cv).toEqual(expect.any(Number));
  });

  it("looks up several slugs, with wildcards and trailing slashes", async () => {
    const res = await published().getStories({ by_slugs: "demo/about/,demo/articles/note-0*", per_page: 100 });
    const slugs = res.data.stories.map((s) => s.full_slug).sort();
    expect(slugs).toHaveLength(10);
    expect(slugs[0]).toBe("demo/about");
    expect(slugs.slice(1).every((s) => /^demo\/articles\/note-0\d$/.test(s))).toBe(true);
  });

  it("pages with total and per-page headers, and getAll walks every page", async () => {
    const first = await published().get("cdn/stories", { starts_with: "demo/articles/", per_page: 25, page: 1 });
    expect(first.total).toBe(FIXTURE_ARTICLE_COUNT);
    expect(first.perPage).toBe(25);
    expect(first.data.stories).toHaveLength(25);
    control.resetCalls();
    const all = await published().getAll("cdn/stories", { starts_with: "demo/articles/", per_page: 25 });
    expect(all).toHaveLength(FIXTURE_ARTICLE_COUNT);
    expect(new Set(all.map((s: { uuid: string }) => s.uuid)).size).toBe(FIXTURE_ARTICLE_COUNT);
    expect(control.callLog("storyblok")).toHaveLength(3);
  });

  it("caps per_page at 100 and rejects a malformed one", async () => {
    const big = await raw("cdn/stories?token=demo-published&per_page=500");
    expect(big.headers.get("per-page")).toBe("100");
    const bad = await raw("cdn/stories?token=demo-published&per_page=lots");
    expect(bad.status).toBe(422);
    expect(String(bad.body.error)).toContain("per_page");
  });

  it("resolves relations: 50 in rels, every uuid in rel_uuids, and the client fills them all in", async () => {
    const direct = await raw("cdn/stories/demo/home?token=demo-published&resolve_relations=featured_articles.articles");
    expect(direct.body.rels).toHaveLength(50);
    expect(direct.body.rel_uuids).toHaveLength(FIXTURE_ARTICLE_COUNT);

    const res = await published().getStory("demo/home", { resolve_relations: "featured_articles.articles" });
    const featured = (res.data.story.content.body as Body[]).find((b) => b.component === "featured_articles");
    expect(featured?.articles).toHaveLength(FIXTURE_ARTICLE_COUNT);
    expect(featured?.articles?.every((a) => typeof a === "object" && a !== null && "full_slug" in a)).toBe(true);
  });

  it("resolves a few relations inline in rels without rel_uuids", async () => {
    const res = await raw("cdn/stories/demo/articles/note-02?token=demo-published&resolve_relations=article.related");
    expect(res.body.rel_uuids).toBeUndefined();
    expect((res.body.rels as { full_slug: string }[]).map((s) => s.full_slug)).toEqual(["demo/articles/note-01"]);
  });

  it("resolves story links as url and story objects", async () => {
    const asUrl = await raw("cdn/stories/demo/home?token=demo-published&resolve_links=url");
    expect(asUrl.body.links).toEqual(
      expect.arrayContaining([expect.objectContaining({ full_slug: "demo/about", url: "demo/about" })]),
    );
    const res = await published().getStory("demo/home", { resolve_links: "story" });
    const button = (res.data.story.content.body as Body[]).find((b) => b.component === "button");
    expect(button?.link?.story?.full_slug).toBe("demo/about");
  });

  it("serves the German translation with a de/ slug through language", async () => {
    const de = await published().getStory("demo/home", { language: "de" });
    expect(de.data.story.name).toBe("Startseite");
    expect(de.data.story.full_slug).toBe("de/demo/home");
    expect(de.data.story.default_full_slug).toBe("demo/home");
    expect(de.data.story.lang).toBe("de");
    const untranslated = await published().getStory("demo/about", { language: "de" });
    expect(untranslated.data.story.name).toBe("About");
    expect(untranslated.data.story.full_slug).toBe("de/demo/about");
  });

  it("overrides stories from a release for the preview token only", async () => {
    const release = await preview().getStory("demo/about", { version: "draft", from_release: "1" });
    expect(release.data.story.content.headline).toBe("About the plants, 2026");
    expect(release.data.story.release_id).toBe(1);
    const ignored = await published().getStory("demo/about", { from_release: "1" });
    expect(ignored.data.story.content.headline).toBe("About the plants");
  });

  it("reports the cv in spaces/me and answers, and a publish bumps it and shows the draft", async () => {
    const me = await raw("cdn/spaces/me?token=demo-published");
    const space = me.body.space as { id: number; version: number };
    expect(space.id).toBe(100000);
    const before = await published()
      .getStory("demo/coming-soon")
      .catch((e: { status: number }) => e.status);
    expect(before).toBe(404);

    const publish = await fetch(`${emulators.url}/__control/storyblok/publish`, {
      method: "POST",
      body: JSON.stringify({ full_slug: "demo/coming-soon" }),
    });
    const publishedCv = ((await publish.json()) as { cv: number }).cv;
    expect(publishedCv).toBeGreaterThan(space.version);

    const after = await published().getStory("demo/coming-soon");
    expect(after.data.story.name).toBe("Coming soon");
    expect(after.data.cv).toBe(publishedCv);

    const bump = await fetch(`${emulators.url}/__control/storyblok/cv`, { method: "POST" });
    expect(((await bump.json()) as { cv: number }).cv).toBeGreaterThan(publishedCv);
    // An older cv is answered normally, with the current cv in the body.
    const stale = await raw(`cdn/stories/demo/home?token=demo-published&cv=${space.version}`);
    expect(stale.status).toBe(200);
    expect(stale.body.cv).toBeGreaterThan(publishedCv);
  });

  it("retries injected 429 answers and then succeeds", async () => {
    control.setFault("storyblok", { next429: 2 });
    const res = await published().getStory("demo/about");
    expect(res.data.story.full_slug).toBe("demo/about");
    expect(control.callLog("storyblok")).toHaveLength(3);
  });
});
