import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_PREVIEW_TOKEN, editorQuery } from "../../test/integration/editor-support";

/** The editor API of the catalogue worker. */
const render = (query: string, init: RequestInit) =>
  SELF.fetch(`https://catalogue.test/pim/editor/render${query ? `?${query}` : ""}`, { method: "POST", ...init });

const story = {
  id: 42,
  uuid: "u",
  name: "Home",
  slug: "home",
  full_slug: "vestamid/home",
  content: {
    _uid: "root",
    component: "page",
    _editable: '<!--#storyblok#{"name":"page","space":"100000","uid":"root","id":"42"}-->',
    body: [
      {
        _uid: "h1",
        component: "hero",
        headline: "Live <b>edit</b>",
        _editable: '<!--#storyblok#{"name":"hero","space":"100000","uid":"h1","id":"42"}-->',
      },
      { _uid: "x", component: "not-yet-built" },
    ],
  },
};

describe("POST /pim/editor/render", () => {
  it("renders the story content with editable attributes for a valid editor token", async () => {
    const res = await render(await editorQuery(), {
      body: JSON.stringify({ story, site: "vestamid" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toMatch(/^<div id="cms-content" data-story-id="42">/);
    expect(html).toContain('data-blok-uid="42-h1"');
    expect(html).toContain("storyblok__outline");
    expect(html).toContain("Live &lt;b&gt;edit&lt;/b&gt;");
    expect(html).toContain("Unknown block <code>not-yet-built</code>");
  });

  it("links a German story to pages of the edited page's site and language, not its slug's", async () => {
    const german = {
      ...story,
      full_slug: "de/vestamid/home",
      lang: "de",
      content: {
        _uid: "root",
        component: "page",
        body: [
          {
            _uid: "b1",
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
    };
    const res = await render(await editorQuery(), {
      body: JSON.stringify({ story: german, site: "vestamid", lang: "de" }),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/pim/fragment/vestamid/de/contact"');
    expect(html).not.toContain("/pim/fragment/de/");
  });

  it("answers 400 without the edited page's site, or with a site that does not exist", async () => {
    const q = await editorQuery();
    for (const body of [{ story }, { story, site: "<b>nowhere</b>" }]) {
      const res = await render(q, { body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain("site");
      expect(text).not.toContain("<b>");
    }
  });

  it("refuses a missing or wrong editor token", async () => {
    const body = { body: JSON.stringify({ story, site: "vestamid" }) };
    // The same request with a valid token renders: what refuses the others is their token.
    expect((await render(await editorQuery(), body)).status).toBe(200);
    expect((await render("", body)).status).toBe(403);
    expect((await render(await editorQuery("guessed-token"), body)).status).toBe(403);
    expect((await render(await editorQuery(DEMO_PREVIEW_TOKEN, { spaceId: "999" }), body)).status).toBe(403);
    expect((await render(await editorQuery(DEMO_PREVIEW_TOKEN, { ageSeconds: 3700 }), body)).status).toBe(403);
  });

  it("answers 400 with the bad fields for an invalid story, never echoing it", async () => {
    const q = await editorQuery();
    const bad = await render(q, { body: JSON.stringify({ story: { id: "<script>", content: {} } }) });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("Invalid story");
    expect(text).not.toContain("<script>");
    const notJson = await render(q, { body: "<html>" });
    expect(notJson.status).toBe(400);
  });
});
