import { renderToString } from "react-dom/server";
import { expect, inject, it } from "vitest";
import type { Logger } from "../../logger";
import type { Story } from "../../model/content";
import { StoryContent } from "./index";

declare module "vitest" {
  // biome-ignore lint/suspicious/noExportsInTest: augments the provided test context; the setup file is outside this tsconfig.
  export interface ProvidedContext {
    emulatorBase: string;
  }
}

async function allStories(version: "draft" | "published", language?: string): Promise<Story[]> {
  const out: Story[] = [];
  for (let page = 1; ; page++) {
    const lang = language ? `&language=${language}` : "";
    const url = `${inject("emulatorBase")}/storyblok/v2/cdn/stories?token=demo-preview&version=${version}&per_page=100&page=${page}${lang}`;
    const body = (await (await fetch(url)).json()) as { stories: Story[] };
    out.push(...body.stories);
    if (body.stories.length < 100) return out;
  }
}

it("renders every story of the demo space with no unknown block, node, mark or link", async () => {
  const problems: string[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message, data) => problems.push(`${message} ${JSON.stringify(data ?? {})}`),
    error: (message, data) => problems.push(`${message} ${JSON.stringify(data ?? {})}`),
  };
  const stories = [...(await allStories("draft")), ...(await allStories("published", "de"))];
  expect(stories.length).toBeGreaterThan(150);
  for (const story of stories) {
    // What a request path would give: the site is the default slug's first segment.
    const site = (story.default_full_slug ?? story.full_slug).split("/")[0] ?? "";
    const lang = story.lang === "de" ? "de" : "en";
    const html = renderToString(<StoryContent story={story} site={site} lang={lang} editor={true} logger={logger} />);
    expect(html, story.full_slug).toContain(`data-story-id="${story.id}"`);
    // A translation's language folder never becomes a site in a link.
    expect(html, story.full_slug).not.toContain("/pim/fragment/de/");
  }
  expect(problems).toEqual([]);
}, 30_000);
