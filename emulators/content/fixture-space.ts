import type { Blok, Space, SpaceStory, StoryVersion } from "../space/types.ts";
import { stableUuid } from "./stable-uuid.ts";

/** Number of article stories in the fixture: more than one page and more than 50 relations. */
export const FIXTURE_ARTICLE_COUNT = 60;

const AT = "2025-01-15T09:00:00.000Z";

function version(name: string, content: Omit<Blok, "_uid">, uid: string): StoryVersion {
  return { name, content: { _uid: stableUuid(uid), ...content } as Blok, updated_at: AT };
}

/**
 * A small Storyblok space for tests, and for the server when the demo space
 * is not available: a home page whose draft differs from its published
 * version and which has a German translation, story links and relations to
 * every article; an about page changed in release 1; a draft-only page; and
 * `FIXTURE_ARTICLE_COUNT` articles.
 */
export function fixtureSpace(assetBase: string): Space {
  const uuid = (slug: string) => stableUuid(`fixture:${slug}`);
  const story = (
    id: number,
    fullSlug: string,
    published: StoryVersion | null,
    draft: StoryVersion,
    extra: Partial<SpaceStory> = {},
  ): SpaceStory => ({
    id,
    uuid: uuid(fullSlug),
    slug: fullSlug.split("/").at(-1) ?? fullSlug,
    full_slug: fullSlug,
    parent_id: fullSlug.includes("/") ? 1 : null,
    is_folder: false,
    is_startpage: false,
    position: id * 10,
    tag_list: [],
    created_at: AT,
    first_published_at: published ? AT : null,
    published,
    draft,
    ...extra,
  });

  const articles = Array.from({ length: FIXTURE_ARTICLE_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, "0");
    const v = version(
      `Application note ${n}`,
      {
        component: "article",
        title: `Dispersing additives, note ${n}`,
        related: i > 0 ? [uuid("demo/articles/note-01")] : [],
      },
      `article-${n}`,
    );
    return story(100 + i, `demo/articles/note-${n}`, v, v, { tag_list: ["article"] });
  });

  const image = `${assetBase}/f/100000/1200x800/abc123/reactor-hall.png`;
  const homeBody = (headline: string, intro: string): Omit<Blok, "_uid"> => ({
    component: "page",
    body: [
      { _uid: stableUuid("home-hero"), component: "hero", headline, image: { filename: image, alt: "Reactor hall" } },
      {
        _uid: stableUuid("home-cta"),
        component: "button",
        label: "About us",
        link: { id: uuid("demo/about"), fieldtype: "multilink", linktype: "story", url: "", cached_url: "demo/about" },
      },
      {
        _uid: stableUuid("home-text"),
        component: "rich_text",
        text: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                {
                  type: "text",
                  text: intro,
                  marks: [
                    { type: "link", attrs: { linktype: "story", uuid: uuid("demo/articles/note-01"), href: "" } },
                  ],
                },
              ],
            },
          ],
        },
      },
      { _uid: stableUuid("home-featured"), component: "featured_articles", articles: articles.map((a) => a.uuid) },
    ],
  });

  const home = story(
    1,
    "demo/home",
    version("Home", homeBody("Specialty additives", "Read our latest note."), "home-pub"),
    version("Home", homeBody("Specialty additives, draft", "Read our latest note."), "home-draft"),
    {
      is_startpage: true,
      translations: {
        de: {
          published: version("Startseite", homeBody("Spezialadditive", "Lesen Sie unsere Notiz."), "home-de"),
          draft: version("Startseite", homeBody("Spezialadditive, Entwurf", "Lesen Sie unsere Notiz."), "home-de-d"),
        },
      },
    },
  );
  const aboutV = version("About", { component: "page", body: [], headline: "About the plants" }, "about");
  const about = story(2, "demo/about", aboutV, aboutV, {
    releases: {
      "1": version("About", { component: "page", body: [], headline: "About the plants, 2026" }, "about-r1"),
    },
  });
  const draftOnly = story(
    3,
    "demo/coming-soon",
    null,
    version("Coming soon", { component: "page", body: [], headline: "New grades" }, "soon"),
  );
  const folder = story(4, "demo", null, version("Demo", { component: "folder" }, "folder"), { is_folder: true });

  return {
    id: 100000,
    name: "Edge catalogue fixture",
    domain: "http://127.0.0.1/",
    stories: [home, about, draftOnly, folder, ...articles],
    releases: [{ id: 1, name: "Spring launch" }],
    assets: [{ filename: image, contentType: "image/png", alt: "Reactor hall" }],
  };
}
