import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Logger } from "../../logger";
import { BlockContext } from "../blocks/context";
import { Bloks } from "../blocks/registry";
import { RichText } from "./RichText";

function render(doc: unknown, lang = "en") {
  const logs: { level: string; message: string }[] = [];
  const logger: Logger = {
    info: (message) => logs.push({ level: "info", message }),
    warn: (message) => logs.push({ level: "warn", message }),
    error: (message) => logs.push({ level: "error", message }),
  };
  const html = renderToString(
    <BlockContext.Provider value={{ lang, site: "vestamid", editor: false, logger }}>
      <RichText doc={doc} renderBloks={(items) => <Bloks items={items} />} />
    </BlockContext.Provider>,
  );
  return { html, logs };
}

const text = (t: string, marks?: unknown[]) => (marks ? { type: "text", text: t, marks } : { type: "text", text: t });
const para = (...content: unknown[]) => ({ type: "paragraph", content });
const docOf = (...content: unknown[]) => ({ type: "doc", content });
const ASSET = "http://127.0.0.1:1/a/f/100000/1600x900/abc/foam.png";

describe("rich text nodes", () => {
  it.each([
    [para(text("Hello")), "<p>Hello</p>"],
    [{ type: "heading", attrs: { level: 3 }, content: [text("Title")] }, "<h3>Title</h3>"],
    [{ type: "heading", attrs: { level: 9 }, content: [text("Bad level")] }, "<h2>Bad level</h2>"],
    [
      { type: "bullet_list", content: [{ type: "list_item", content: [para(text("A"))] }] },
      "<ul><li><p>A</p></li></ul>",
    ],
    [
      { type: "ordered_list", attrs: { order: 3 }, content: [{ type: "list_item", content: [para(text("C"))] }] },
      '<ol start="3"><li><p>C</p></li></ol>',
    ],
    [{ type: "blockquote", content: [para(text("Quote"))] }, "<blockquote><p>Quote</p></blockquote>"],
    [
      { type: "code_block", attrs: { class: "language-js" }, content: [text("a < b && c/d/e/f/g/h")] },
      '<pre><code class="language-js">a &lt; b &amp;&amp; c/d/e/f/g/h</code></pre>',
    ],
    [{ type: "horizontal_rule" }, "<hr/>"],
    [para(text("a"), { type: "hard_break" }, text("b")), "<p>a<br/>b</p>"],
    [
      { type: "emoji", attrs: { name: "test_tube", emoji: "🧪" } },
      '<span class="emoji" role="img" aria-label="test_tube" data-type="emoji">🧪</span>',
    ],
  ])("renders %j", (node, expected) => {
    expect(render(docOf(node)).html).toBe(expected);
  });

  it("renders images through the image service with size and srcset", () => {
    const { html } = render(docOf({ type: "image", attrs: { src: ASSET, alt: "Foam", title: "Lab" } }));
    expect(html).toContain(`src="${ASSET}/m/1200x675"`);
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="675"');
    expect(html).toContain(`srcSet="${ASSET}/m/320x180 320w`);
    expect(html).toContain('alt="Foam"');
    expect(html).toContain('title="Lab"');
    expect(html).toContain('loading="lazy"');
  });

  it("renders embedded blocks through the registry", () => {
    const { html } = render(
      docOf({
        type: "blok",
        attrs: {
          body: [
            {
              _uid: "b1",
              component: "button",
              label: "Talk to us",
              link: { linktype: "story", cached_url: "vestamid/contact" },
            },
          ],
        },
      }),
    );
    expect(html).toContain('href="/pim/fragment/vestamid/en/contact"');
    expect(html).toContain("Talk to us");
  });

  it("spaces long slash words outside code", () => {
    expect(render(docOf(para(text("Polyurethane/Polyisocyanurate")))).html).toBe(
      "<p>Polyurethane / Polyisocyanurate</p>",
    );
    expect(render(docOf(para(text("Polyurethane/Polyisocyanurate", [{ type: "code" }])))).html).toBe(
      "<p><code>Polyurethane/Polyisocyanurate</code></p>",
    );
  });

  it("warns and renders nothing without a content array; an empty document renders nothing", () => {
    const missing = render({ type: "doc" });
    expect(missing.html).toBe("");
    expect(missing.logs).toContainEqual({ level: "warn", message: "Rich text without a content array" });
    expect(render("not a doc").html).toBe("");
    const empty = render(docOf());
    expect(empty.html).toBe("");
    expect(empty.logs).toEqual([]);
  });

  it("renders the children of an unknown node with a warning", () => {
    const r = render(docOf({ type: "mystery", content: [text("kept")] }));
    expect(r.html).toBe("<span>kept</span>");
    expect(r.logs).toContainEqual({ level: "warn", message: "Unknown rich text node" });
  });
});

describe("rich text marks", () => {
  it.each([
    [{ type: "bold" }, "<strong>x</strong>"],
    [{ type: "italic" }, "<em>x</em>"],
    [{ type: "underline" }, "<u>x</u>"],
    [{ type: "strike" }, "<s>x</s>"],
    [{ type: "code" }, "<code>x</code>"],
    [{ type: "superscript" }, "<sup>x</sup>"],
    [{ type: "subscript" }, "<sub>x</sub>"],
    [{ type: "highlight", attrs: { color: "#fff3b0" } }, '<mark style="background-color:#fff3b0">x</mark>'],
    [{ type: "textStyle", attrs: { color: "Green" } }, '<span style="color:green">x</span>'],
  ])("renders %j", (mark, expected) => {
    expect(render(docOf(para(text("x", [mark])))).html).toBe(`<p>${expected}</p>`);
  });

  it("nests marks", () => {
    expect(render(docOf(para(text("x", [{ type: "bold" }, { type: "italic" }])))).html).toBe(
      "<p><em><strong>x</strong></em></p>",
    );
  });
});

describe("rich text links", () => {
  const link = (attrs: Record<string, unknown>, lang = "en") =>
    render(docOf(para(text("go", [{ type: "link", attrs }]))), lang);

  it("renders url links with target, rel and allowed custom attributes", () => {
    expect(
      link({ linktype: "url", href: "https://example.com/r", target: "_blank", custom: { title: "Report" } }).html,
    ).toBe('<p><a href="https://example.com/r" title="Report" target="_blank" rel="noopener noreferrer">go</a></p>');
  });

  it("renders story links as fragment paths with anchors, dropping home", () => {
    expect(link({ linktype: "story", href: "/vestamid/contact", anchor: "sales" }, "de").html).toBe(
      '<p><a href="/pim/fragment/vestamid/de/contact#sales">go</a></p>',
    );
    expect(link({ linktype: "story", href: "/vestamid/home", story: { full_slug: "vestamid/home" } }).html).toBe(
      '<p><a href="/pim/fragment/vestamid/en/">go</a></p>',
    );
  });

  it("renders email and asset links", () => {
    expect(link({ linktype: "email", href: "sales@example.com" }).html).toBe(
      '<p><a href="mailto:sales@example.com">go</a></p>',
    );
    expect(link({ linktype: "asset", href: "https://a.example.com/f/1/x.pdf" }).html).toBe(
      '<p><a href="https://a.example.com/f/1/x.pdf">go</a></p>',
    );
  });

  it("logs a link that cannot be resolved and renders plain text", () => {
    const r = link({ linktype: "story", uuid: "missing" });
    expect(r.html).toBe("<p>go</p>");
    expect(r.logs).toContainEqual({ level: "warn", message: "Link resolution error" });
  });

  it("renders no link to a story the content API did not return", () => {
    const r = link({ linktype: "story", uuid: "gone", href: "/visiomer/contact" });
    expect(r.html).toBe("<p>go</p>");
    expect(r.logs).toContainEqual({ level: "warn", message: "Link resolution error" });
  });
});

describe("nothing from the CMS injects markup or script", () => {
  const corpus: [string, unknown][] = [
    ["script tag in text", docOf(para(text("<script>alert(1)</script>")))],
    ["img onerror in text", docOf(para(text('<img src=x onerror="alert(1)">')))],
    [
      "javascript: link",
      docOf(para(text("x", [{ type: "link", attrs: { linktype: "url", href: "javascript:alert(1)" } }]))),
    ],
    [
      "obfuscated javascript: link",
      docOf(para(text("x", [{ type: "link", attrs: { linktype: "url", href: " JaVa\tScRiPt:alert(1)" } }]))),
    ],
    [
      "data: link",
      docOf(
        para(text("x", [{ type: "link", attrs: { linktype: "url", href: "data:text/html;base64,PHNjcmlwdD4=" } }])),
      ),
    ],
    [
      "vbscript: asset",
      docOf(para(text("x", [{ type: "link", attrs: { linktype: "asset", href: "vbscript:msgbox(1)" } }]))),
    ],
    [
      "event handler custom attribute",
      docOf(
        para(
          text("x", [
            { type: "link", attrs: { linktype: "url", href: "/a", custom: { onmouseover: "alert(1)", style: "x" } } },
          ]),
        ),
      ),
    ],
    [
      "quote breaking href",
      docOf(para(text("x", [{ type: "link", attrs: { linktype: "url", href: '/a" onclick="alert(1)' } }]))),
    ],
    [
      "quote breaking title",
      docOf(
        para(
          text("x", [
            { type: "link", attrs: { linktype: "url", href: "/a", custom: { title: '"><script>alert(1)</script>' } } },
          ]),
        ),
      ),
    ],
    ["quote breaking image alt", docOf({ type: "image", attrs: { src: ASSET, alt: '" onerror="alert(1)' } })],
    ["javascript: image", docOf({ type: "image", attrs: { src: "javascript:alert(1)" } })],
    ["data: image", docOf({ type: "image", attrs: { src: "data:image/svg+xml,<svg onload=alert(1)>" } })],
    [
      "CSS injection in text colour",
      docOf(para(text("x", [{ type: "textStyle", attrs: { color: "red;background:url(javascript:alert(1))" } }]))),
    ],
    [
      "CSS injection in highlight",
      docOf(para(text("x", [{ type: "highlight", attrs: { color: "expression(alert(1))" } }]))),
    ],
    [
      "CSS quote break in colour",
      docOf(para(text("x", [{ type: "textStyle", attrs: { color: '#fff" onmouseover="alert(1)' } }]))),
    ],
    [
      "code block language",
      docOf({ type: "code_block", attrs: { class: 'language-x" onclick="alert(1)' }, content: [text("a")] }),
    ],
    ["emoji markup", docOf({ type: "emoji", attrs: { name: '"><script>', emoji: "<script>alert(1)</script>" } })],
    ["anchor id", docOf(para(text("x", [{ type: "anchor", attrs: { id: '"><script>' } }])))],
    [
      "email link with markup",
      docOf(para(text("x", [{ type: "link", attrs: { linktype: "email", href: '"><script>@x.com' } }]))),
    ],
    [
      "story link escape",
      docOf(para(text("x", [{ type: "link", attrs: { linktype: "story", href: "javascript:alert(1)" } }]))),
    ],
    [
      "embedded unknown script block",
      docOf({ type: "blok", attrs: { body: [{ _uid: "1", component: "<script>alert(1)</script>" }] } }),
    ],
  ];

  it.each(corpus)("%s renders inert", (_name, doc) => {
    const { html } = render(doc);
    // React escapes quotes inside values, so a value cannot end early: judge the markup with values blanked.
    const markup = (html.match(/<[^>]+>/g) ?? []).join("").replace(/="[^"]*"/g, '=""');
    expect(html).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src|srcSet)="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/style="[^"]*(url|expression|;)/i);
  });
});
