import { describe, expect, it } from "vitest";
import { sha1Hex } from "../../shared/hex";
import { editorCheck } from "../middleware/editor-check";
import { appWith, testBindings } from "../middleware/testing";
import { editorRoutes } from "./editor";

async function editorQuery(previewToken = "test-preview", spaceId = "100000") {
  const ts = String(Math.floor(Date.now() / 1000));
  const token = await sha1Hex(`${spaceId}:${previewToken}:${ts}`);
  return `_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${token}`;
}

function app() {
  const { app, env } = appWith(testBindings(), editorCheck({ contentSpace: async () => 100000 }));
  const outer = app;
  outer.route("/pim/editor", editorRoutes);
  return { app: outer, env };
}

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
    const { app: a, env } = app();
    const res = await a.request(
      `/pim/editor/render?${await editorQuery()}`,
      {
        method: "POST",
        body: JSON.stringify({ story, site: "vestamid" }),
        headers: { "Content-Type": "application/json" },
      },
      env,
    );
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
    const { app: a, env } = app();
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
    const res = await a.request(
      `/pim/editor/render?${await editorQuery()}`,
      { method: "POST", body: JSON.stringify({ story: german, site: "vestamid", lang: "de" }) },
      env,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/pim/fragment/vestamid/de/contact"');
    expect(html).not.toContain("/pim/fragment/de/");
  });

  it("answers 400 without the edited page's site, or with a site that does not exist", async () => {
    const { app: a, env } = app();
    const q = await editorQuery();
    for (const body of [{ story }, { story, site: "<b>nowhere</b>" }]) {
      const res = await a.request(`/pim/editor/render?${q}`, { method: "POST", body: JSON.stringify(body) }, env);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain("site");
      expect(text).not.toContain("<b>");
    }
  });

  it("refuses a missing or wrong editor token", async () => {
    const { app: a, env } = app();
    const body = { method: "POST", body: JSON.stringify({ story }) };
    expect((await a.request("/pim/editor/render", body, env)).status).toBe(403);
    const forged = (await editorQuery("guessed-token")).toString();
    expect((await a.request(`/pim/editor/render?${forged}`, body, env)).status).toBe(403);
    const otherSpace = await editorQuery("test-preview", "999");
    expect((await a.request(`/pim/editor/render?${otherSpace}`, body, env)).status).toBe(403);
  });

  it("answers 400 with the bad fields for an invalid story, never echoing it", async () => {
    const { app: a, env } = app();
    const q = await editorQuery();
    const bad = await a.request(
      `/pim/editor/render?${q}`,
      { method: "POST", body: JSON.stringify({ story: { id: "<script>", content: {} } }) },
      env,
    );
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("Invalid story");
    expect(text).not.toContain("<script>");
    const notJson = await a.request(`/pim/editor/render?${q}`, { method: "POST", body: "<html>" }, env);
    expect(notJson.status).toBe(400);
  });
});
