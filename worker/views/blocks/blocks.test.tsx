import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TOOL_NAMESPACES } from "../../../shared/finder/tool-prefixes";
import type { Logger } from "../../logger";
import type { Story } from "../../model/content";
import {
  BLOCKS,
  BlokView,
  EDITOR_NOTICE_TEXT,
  EditorNotice,
  Footer,
  isPageStory,
  Navbar,
  readTemplate,
  StoryContent,
} from "./index";

function recorder() {
  const lines: { level: string; message: string }[] = [];
  const logger: Logger = {
    info: (message) => lines.push({ level: "info", message }),
    warn: (message) => lines.push({ level: "warn", message }),
    error: (message) => lines.push({ level: "error", message }),
  };
  return { lines, logger };
}

const editable = (name: string, uid: string) =>
  `<!--#storyblok#${JSON.stringify({ name, space: "100000", uid, id: "7" })}-->`;

const story = (content: Record<string, unknown>, extra: Partial<Story> = {}): Story => ({
  id: 7,
  uuid: "uuid-7",
  name: "Home",
  slug: "home",
  full_slug: "vestamid/home",
  content: { _uid: "root", component: "page", ...content } as Story["content"],
  ...extra,
});

const page = story({
  _editable: editable("page", "root"),
  body: [
    { _uid: "h", component: "hero", headline: "Polyamide 12", _editable: editable("hero", "h") },
    { _uid: "u", component: "mystery-block" },
    { _uid: "t", component: "product-finder", headline: "Find a grade" },
  ],
});

describe("StoryContent", () => {
  it("renders blocks for visitors without editor attributes, and skips unknown blocks with a warning", () => {
    const log = recorder();
    const html = renderToString(
      <StoryContent story={page} site="vestamid" lang="en" editor={false} logger={log.logger} />,
    );
    expect(html).toContain('<div id="cms-content" data-story-id="7">');
    expect(html).toContain("<h1>Polyamide 12</h1>");
    expect(html).not.toContain("data-blok");
    expect(html).not.toContain("storyblok__outline");
    expect(html).not.toContain("mystery-block");
    expect(log.lines).toContainEqual({ level: "warn", message: "Unknown content block" });
  });

  it("adds editable attributes, outlines and a visible placeholder in the editor", () => {
    const html = renderToString(
      <StoryContent story={page} site="vestamid" lang="en" editor={true} logger={recorder().logger} />,
    );
    expect(html).toContain('data-blok-uid="7-h"');
    expect(html).toContain('data-blok-c="{&quot;name&quot;:&quot;hero&quot;');
    expect(html).toContain('class="cms-hero storyblok__outline"');
    expect(html).toContain("Unknown block <code>mystery-block</code>");
  });

  it("renders tool blocks through the static registry, each tool with its own block", () => {
    const html = renderToString(
      <StoryContent story={page} site="vestamid" lang="en" editor={false} logger={recorder().logger} />,
    );
    expect(html).toContain('data-tool="product-finder"');
    expect(html).toContain("Find a grade");
    expect(html).not.toContain("Unknown block");
    for (const name of Object.keys(TOOL_NAMESPACES)) expect(BLOCKS.has(name), name).toBe(true);
    expect(BLOCKS.has("product-compare")).toBe(true);
  });

  it("treats a component named like an object property as unknown", () => {
    const { lines, logger } = recorder();
    const html = renderToString(
      <StoryContent
        story={story({ component: "page", body: [{ _uid: "c", component: "constructor" }] })}
        site="vestamid"
        lang="en"
        editor={false}
        logger={logger}
      />,
    );
    expect(html).not.toContain("function");
    expect(lines).toContainEqual({ level: "warn", message: "Unknown content block" });
  });

  it("links and scopes by the request's site and language, never by a translated story's slug", () => {
    // A story read with language=de: its slug and its resolved links carry the `de/` folder.
    const de = story(
      {
        body: [
          {
            _uid: "b",
            component: "button",
            label: "Kontakt",
            link: {
              linktype: "story",
              cached_url: "vestamid/contact",
              story: { full_slug: "de/vestamid/contact", url: "de/vestamid/contact" },
            },
          },
        ],
      },
      { full_slug: "de/vestamid/home", default_full_slug: "vestamid/home", lang: "de" },
    );
    const html = renderToString(<StoryContent story={de} site="vestamid" lang="de" editor={false} />);
    expect(html).toContain('href="/pim/fragment/vestamid/de/contact"');
    expect(html).not.toContain("/pim/fragment/de/");
  });

  it("knows which stories are pages", () => {
    expect(isPageStory(page)).toBe(true);
    expect(isPageStory(story({ component: "navbar" }))).toBe(false);
    expect(isPageStory(null)).toBe(false);
  });

  it("renders every registered block type without throwing on empty fields", () => {
    for (const component of BLOCKS.keys()) {
      expect(() => renderToString(<BlokView blok={{ _uid: "e", component }} />)).not.toThrow();
    }
  });
});

describe("site chrome", () => {
  const navbar = story(
    {
      component: "navbar",
      brand: "VESTAMID",
      items: [
        {
          _uid: "1",
          component: "nav-item",
          label: "Contact",
          link: { linktype: "story", cached_url: "vestamid/contact" },
        },
        {
          _uid: "2",
          component: "nav-item",
          label: "Downloads",
          link: { linktype: "story", cached_url: "vestamid/downloads" },
        },
        { _uid: "3", component: "nav-item", label: "Broken", link: { linktype: "url", url: "javascript:alert(1)" } },
      ],
    },
    { full_slug: "vestamid/settings/navbar" },
  );

  it("renders the navbar and marks the current page", () => {
    const html = renderToString(
      <Navbar story={navbar} site="vestamid" lang="en" currentPath="/pim/fragment/vestamid/en/contact" />,
    );
    expect(html).toContain('<a href="/pim/fragment/vestamid/en/contact" aria-current="page">Contact</a>');
    expect(html).toContain('<a href="/pim/fragment/vestamid/en/downloads">Downloads</a>');
    expect(html).toContain("<span>Broken</span>");
    expect(html).not.toContain("javascript:");
  });

  it("gives a group one toggle, named in the page language; deeper levels are listed inside it", () => {
    const grouped = story(
      {
        component: "navbar",
        brand: "PU",
        items: [
          {
            _uid: "g",
            component: "nav-item",
            label: "Brands",
            link: { linktype: "story", cached_url: "pu-additives/brands" },
            items: [
              {
                _uid: "g1",
                component: "nav-item",
                label: "Dabco",
                link: { linktype: "story", cached_url: "pu-additives/brands/dabco" },
                items: [
                  {
                    _uid: "g11",
                    component: "nav-item",
                    label: "Dabco 33",
                    link: { linktype: "story", cached_url: "pu-additives/brands/dabco/33" },
                  },
                ],
              },
            ],
          },
        ],
      },
      { full_slug: "pu-additives/settings/navbar" },
    );
    const en = renderToString(<Navbar story={grouped} site="pu-additives" lang="en" currentPath="/" />);
    // Exclusive toggles: a second one inside the group would close the group that holds it.
    expect(en.match(/<details/g)).toHaveLength(1);
    expect(en).toContain('<details class="cms-nav__toggle" name="cms-nav">');
    expect(en).toContain('<span class="visually-hidden">Pages under Brands</span>');
    expect(en).toContain(">Dabco 33</a>");
    const de = renderToString(<Navbar story={grouped} site="pu-additives" lang="de" currentPath="/" />);
    expect(de).toContain('<span class="visually-hidden">Seiten unter Brands</span>');
  });

  it("renders the footer, and nothing for absent or mismatched stories", () => {
    const footer = story(
      {
        component: "footer",
        legal: "© 2026 Example AG",
        columns: [
          {
            _uid: "c",
            component: "footer-column",
            headline: "Company",
            links: [
              {
                _uid: "l",
                component: "nav-item",
                label: "Imprint",
                link: { linktype: "url", url: "https://example.com/imprint" },
              },
            ],
          },
        ],
      },
      { full_slug: "vestamid/settings/footer" },
    );
    const html = renderToString(<Footer story={footer} site="vestamid" lang="en" />);
    expect(html).toContain('<a href="https://example.com/imprint">Imprint</a>');
    expect(html).toContain("© 2026 Example AG");
    expect(renderToString(<Footer story={null} site="vestamid" lang="en" />)).toBe("");
    expect(renderToString(<Navbar story={footer} site="vestamid" lang="en" currentPath="/" />)).toBe("");
  });

  it("shows the editor notice", () => {
    expect(renderToString(<EditorNotice />)).toContain(EDITOR_NOTICE_TEXT);
    expect(EDITOR_NOTICE_TEXT).toMatch(/not in Draft Mode or the Visual Editor/);
  });

  it("reads templates", () => {
    expect(
      readTemplate({
        _uid: "t",
        component: "product-template",
        variant: "advanced",
        sections: ["header", 3, "documents"],
      }),
    ).toEqual({
      variant: "advanced",
      sections: ["header", "documents"],
    });
    expect(readTemplate({ _uid: "t", component: "formulation-template" })).toEqual({ variant: "basic", sections: [] });
    expect(readTemplate({ _uid: "t", component: "page" })).toBeNull();
  });
});
