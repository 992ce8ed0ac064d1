import { describe, expect, it } from "vitest";
import { AREAS, expandPages, INTRANET_AREA, storySlug } from "../../shared/sites.ts";
import { pageTitle } from "./copy.ts";
import { buildSpace, DRAFT_ONLY_SLUG, RELEASE_SLUG } from "./index.ts";

const space = buildSpace({ assetBase: "http://127.0.0.1:9999/a" });
const bySlug = new Map(space.stories.map((s) => [s.full_slug, s]));

function collect(
  node: unknown,
  into: { components: Set<string>; nodes: Set<string>; marks: Set<string>; links: Set<string> },
) {
  if (Array.isArray(node)) for (const n of node) collect(n, into);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (typeof o.component === "string") into.components.add(o.component);
    if (typeof o.type === "string") into.nodes.add(o.type);
    if (Array.isArray(o.marks))
      for (const m of o.marks as { type: string; attrs?: { linktype?: string } }[]) {
        into.marks.add(m.type);
        if (m.type === "link" && m.attrs?.linktype) into.links.add(m.attrs.linktype);
      }
    if (typeof o.linktype === "string") into.links.add(o.linktype);
    for (const v of Object.values(o)) collect(v, into);
  }
}

describe("demo space", () => {
  it("has a page story for every page of every area and the intranet", () => {
    for (const area of [...AREAS, INTRANET_AREA]) {
      for (const page of expandPages(area)) {
        const story = bySlug.get(storySlug(area.site, page));
        expect(story, storySlug(area.site, page)).toBeDefined();
        expect(story?.published?.content.component).toBe("page");
      }
      for (const chrome of ["navbar", "footer", "product-template", "formulation-template"]) {
        expect(bySlug.get(`${area.site}/settings/${chrome}`)?.published?.content.component).toBe(chrome);
      }
    }
  });

  it("uses every block, rich text node, mark and link type", () => {
    const seen = {
      components: new Set<string>(),
      nodes: new Set<string>(),
      marks: new Set<string>(),
      links: new Set<string>(),
    };
    for (const s of space.stories) collect(s.draft.content, seen);
    for (const c of [
      "page",
      "navbar",
      "footer",
      "product-template",
      "formulation-template",
      "section",
      "grid",
      "hero",
      "teaser",
      "rich-text",
      "image",
      "button",
      "quote",
      "feature-list",
      "feature-item",
      "accordion",
      "accordion-item",
      "download-list",
      "download-item",
      "contact-card",
      "nav-item",
      "footer-column",
      "product-finder",
      "formulation-finder",
      "contact-finder",
      "contact-listing",
      "download-center",
      "item-finder",
      "label-finder",
      "competitive-scout",
      "recommendation-tool",
      "product-compare",
      "product-listing",
    ]) {
      expect(seen.components, c).toContain(c);
    }
    for (const n of [
      "paragraph",
      "heading",
      "bullet_list",
      "ordered_list",
      "list_item",
      "blockquote",
      "code_block",
      "image",
      "horizontal_rule",
      "hard_break",
      "emoji",
      "blok",
    ]) {
      expect(seen.nodes, n).toContain(n);
    }
    for (const m of [
      "bold",
      "italic",
      "underline",
      "strike",
      "code",
      "link",
      "superscript",
      "subscript",
      "highlight",
      "textStyle",
    ]) {
      expect(seen.marks, m).toContain(m);
    }
    expect([...seen.links].sort()).toEqual(["asset", "email", "story", "url"]);
  });

  it("places tools where the spec puts them", () => {
    const tools = (slug: string) => {
      const seen = {
        components: new Set<string>(),
        nodes: new Set<string>(),
        marks: new Set<string>(),
        links: new Set<string>(),
      };
      collect(bySlug.get(slug)?.published?.content, seen);
      return seen.components;
    };
    expect(tools("silica-specialist/silica-recommendation-tool")).toContain("recommendation-tool");
    expect(tools("visiomer/reco-specialty-methacrylates")).toContain("recommendation-tool");
    expect(tools("pu-additives/downloads/brochures")).toContain("download-center");
    // One list of contacts a page, never the same contacts twice.
    expect(tools("vestamid/contact")).toContain("contact-listing");
    expect(tools("vestamid/contact")).not.toContain("contact-finder");
    expect(tools("visiomer/contacts")).toContain("contact-finder");
    expect(tools("visiomer/contacts")).not.toContain("contact-listing");
    expect(tools("intranet/contacts")).not.toContain("contact-listing");
    expect(tools("pu-additives/products")).toContain("product-finder");
    expect(tools("intranet/products")).toContain("label-finder");
    expect(tools("vestenamer/home")).not.toContain("product-finder");
  });

  it("has drafts that differ, a draft-only story, a release and German translations", () => {
    const changed = space.stories.filter(
      (s) =>
        s.published &&
        JSON.stringify(s.draft.content).includes("(draft:") &&
        !JSON.stringify(s.published.content).includes("(draft:"),
    );
    expect(changed.length).toBeGreaterThanOrEqual(3);
    expect(bySlug.get(DRAFT_ONLY_SLUG)?.published).toBeNull();
    expect(bySlug.get(RELEASE_SLUG)?.releases?.["1"]).toBeDefined();
    expect(space.releases).toEqual([{ id: 1, name: expect.any(String) }]);
    expect(JSON.stringify(bySlug.get("pu-additives/home")?.translations?.de?.published?.content)).toContain("Additive");
  });

  it("marks draft blocks for the Visual Editor and addresses images as assets", () => {
    const draft = bySlug.get("vestamid/home")?.draft.content as { _editable?: string };
    expect(draft._editable).toMatch(/^<!--#storyblok#\{.*"uid":".+".*\}-->$/);
    expect(
      space.assets.every((a) =>
        /^http:\/\/127\.0\.0\.1:9999\/a\/f\/100000\/\d+x\d+\/\w+\/[\w-]+\.png$/.test(a.filename),
      ),
    ).toBe(true);
    expect(JSON.stringify(space)).not.toMatch(/lorem/i);
  });

  it("has unique ids and uuids", () => {
    expect(new Set(space.stories.map((s) => s.id)).size).toBe(space.stories.length);
    expect(new Set(space.stories.map((s) => s.uuid)).size).toBe(space.stories.length);
  });
});

describe("page titles made from page names", () => {
  it("writes initialisms as the business does, other words capitalised", () => {
    expect(pageTitle("toolbox/psi")).toBe("PSI");
    expect(pageTitle("products-by-application/automotive-pu-foam")).toBe("Automotive PU Foam");
    expect(pageTitle("downloads-by-application/case")).toBe("CASE");
    expect(pageTitle("markets/3d-printing")).toBe("3D Printing");
    expect(pageTitle("products-and-solutions")).toBe("Products and Solutions");
    expect(pageTitle("")).toBe("Home");
  });
});
