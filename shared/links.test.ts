import { describe, expect, it } from "vitest";
import { resolveLink, safeHref, storyPath } from "./links";

describe("safeHref", () => {
  it.each([
    "https://example.com/a?b=1",
    "http://example.com",
    "mailto:info@example.com",
    "tel:+49201177",
    "/pim/fragment/vestamid/en/contact",
    "../downloads",
    "#top",
    "?page=2",
  ])("keeps %s", (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "",
    42,
    null,
  ])("drops %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe("storyPath", () => {
  it("maps a full slug to the fragment path of the language", () => {
    expect(storyPath("pu-additives/downloads/brochures", "en")).toBe(
      "/pim/fragment/pu-additives/en/downloads/brochures",
    );
    expect(storyPath("visiomer/contacts", "de")).toBe("/pim/fragment/visiomer/de/contacts");
  });

  it("drops a trailing home segment", () => {
    expect(storyPath("trogamid/home", "en")).toBe("/pim/fragment/trogamid/en/");
    expect(storyPath("trogamid/home/", "en")).toBe("/pim/fragment/trogamid/en/");
  });

  it("carries the anchor, encoded", () => {
    expect(storyPath("vestamid/contact", "en", "sales")).toBe("/pim/fragment/vestamid/en/contact#sales");
    expect(storyPath("vestamid/contact", "en", '"><b>')).toBe("/pim/fragment/vestamid/en/contact#%22%3E%3Cb%3E");
  });

  it("yields null for an empty slug", () => {
    expect(storyPath("", "en")).toBeNull();
  });

  it("drops the language folder of a translated story: the folder is not a site", () => {
    expect(storyPath("de/pu-additives/products", "de")).toBe("/pim/fragment/pu-additives/de/products");
    expect(storyPath("de/pu-additives/home", "de")).toBe("/pim/fragment/pu-additives/de/");
    expect(storyPath("/de/visiomer/contacts/", "de", "top")).toBe("/pim/fragment/visiomer/de/contacts#top");
    // A lone `de` is no folder with a page in it.
    expect(storyPath("de", "de")).toBe("/pim/fragment/de/de/");
  });
});

describe("resolveLink", () => {
  it("resolves url links", () => {
    expect(resolveLink({ linktype: "url", url: "https://corporate.example.com" }, "en")).toEqual({
      ok: true,
      link: { type: "url", href: "https://corporate.example.com", attrs: {} },
    });
  });

  it("prefixes email links with mailto", () => {
    const r = resolveLink({ linktype: "email", email: "pu-additives@example.com" }, "en");
    expect(r.ok && r.link.href).toBe("mailto:pu-additives@example.com");
    const already = resolveLink({ linktype: "email", href: "mailto:a@example.com" }, "en");
    expect(already.ok && already.link.href).toBe("mailto:a@example.com");
  });

  it("rejects an email address that would break out", () => {
    expect(resolveLink({ linktype: "email", email: 'a@b.com"onmouseover=alert(1)' }, "en").ok).toBe(false);
    expect(resolveLink({ linktype: "email", email: "javascript:alert(1)//@x" }, "en").ok).toBe(false);
  });

  it("resolves story links from the resolved story, the cached url or the href", () => {
    const resolved = resolveLink(
      {
        linktype: "story",
        id: "u1",
        cached_url: "old/path",
        story: { full_slug: "vestakeep/contact" },
        anchor: "form",
      },
      "en",
    );
    expect(resolved.ok && resolved.link.href).toBe("/pim/fragment/vestakeep/en/contact#form");
    const cached = resolveLink({ linktype: "story", cached_url: "vestakeep/home" }, "de");
    expect(cached.ok && cached.link.href).toBe("/pim/fragment/vestakeep/de/");
    const mark = resolveLink({ linktype: "story", href: "/vestosint/downloads", uuid: "u2" }, "en");
    expect(mark.ok && mark.link.href).toBe("/pim/fragment/vestosint/en/downloads");
  });

  it("resolves a story link read in German to the German page of the story's own site", () => {
    // What the content API answers with `language=de&resolve_links=url`.
    const nav = resolveLink(
      {
        linktype: "story",
        cached_url: "pu-additives/products",
        story: { full_slug: "de/pu-additives/products", url: "de/pu-additives/products" },
      },
      "de",
    );
    expect(nav.ok && nav.link.href).toBe("/pim/fragment/pu-additives/de/products");
    const mark = resolveLink({ linktype: "story", href: "/de/vestosint/downloads", uuid: "u2" }, "de");
    expect(mark.ok && mark.link.href).toBe("/pim/fragment/vestosint/de/downloads");
  });

  it("fails a story link whose story the API did not return when links were resolved", () => {
    const field = { linktype: "story", id: "u1", cached_url: "visiomer/contact" };
    const mark = { linktype: "story", uuid: "u2", href: "/visiomer/contact" };
    for (const link of [field, mark]) {
      const result = resolveLink(link, "en", { linksResolved: true });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(/does not exist/);
    }
    const found = resolveLink({ ...field, story: { full_slug: "visiomer/contacts" } }, "en", { linksResolved: true });
    expect(found.ok && found.link.href).toBe("/pim/fragment/visiomer/en/contacts");
    // A link that names no story has nothing to resolve: its slug is all there is.
    const bare = resolveLink({ linktype: "story", cached_url: "visiomer/contacts" }, "en", { linksResolved: true });
    expect(bare.ok && bare.link.href).toBe("/pim/fragment/visiomer/en/contacts");
  });

  it("fails a story link without a slug or pointing outside", () => {
    expect(resolveLink({ linktype: "story", id: "u1" }, "en")).toEqual({
      ok: false,
      error: "story link has no usable href",
    });
    expect(resolveLink({ linktype: "story", cached_url: "javascript:alert(1)" }, "en").ok).toBe(false);
  });

  it("resolves asset links and drops unsafe ones", () => {
    const ok = resolveLink({ linktype: "asset", url: "https://a.example.com/f/100000/x.pdf", target: "_blank" }, "en");
    expect(ok).toEqual({
      ok: true,
      link: {
        type: "asset",
        href: "https://a.example.com/f/100000/x.pdf",
        attrs: { target: "_blank", rel: "noopener noreferrer" },
      },
    });
    expect(resolveLink({ linktype: "asset", url: "data:application/pdf;base64,AAAA" }, "en").ok).toBe(false);
  });

  it("keeps allowed custom attributes and drops the rest", () => {
    const r = resolveLink(
      {
        linktype: "url",
        url: "https://example.com",
        custom: {
          title: "Brochure",
          rel: "nofollow",
          "data-track": "cta",
          "data-island": "contact-action",
          "data-island-src": "/assets/page-view-x.js",
          "data-islander": "x",
          onclick: "alert(1)",
          style: "x",
          href: "javascript:1",
        },
        target: "_blank",
      },
      "en",
    );
    expect(r.ok && r.link.attrs).toEqual({
      title: "Brochure",
      rel: "nofollow noopener noreferrer",
      "data-track": "cta",
      target: "_blank",
    });
  });

  it("reports empty and unknown links", () => {
    expect(resolveLink(null, "en").ok).toBe(false);
    expect(resolveLink({ linktype: "ftp", url: "x" }, "en")).toEqual({ ok: false, error: "unknown link type ftp" });
  });
});
