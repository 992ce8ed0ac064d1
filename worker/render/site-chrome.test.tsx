import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Logger } from "../logger";
import type { Story } from "../model/content";
import type { SiteChromeStories } from "../model/site-chrome";
import { Footer, Navbar } from "../views/blocks/chrome";
import { createChromeMarkup } from "./chrome-markup";
import { renderSiteChrome } from "./site-chrome";

function recorder() {
  const warnings: string[] = [];
  const logger: Logger = { info: () => {}, warn: (message) => warnings.push(message), error: () => {} };
  return { warnings, logger };
}

const navbarStory = (brand: string): Story => ({
  id: 1,
  uuid: "navbar",
  name: "Navbar",
  slug: "navbar",
  full_slug: "vestamid/settings/navbar",
  content: {
    _uid: "root",
    component: "navbar",
    brand,
    logo: { filename: "https://a.storyblok.com/f/100000/320x80/839553b6/brand-logo.png", alt: "Brand logo" },
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
        label: "Products",
        link: { linktype: "story", cached_url: "vestamid/products/" },
        items: [
          {
            _uid: "3",
            component: "nav-item",
            label: "Finder",
            link: { linktype: "story", cached_url: "vestamid/finder" },
          },
        ],
      },
      // A link that cannot be resolved is logged when the navbar is rendered.
      { _uid: "4", component: "nav-item", label: "Broken", link: { linktype: "url", url: "javascript:alert(1)" } },
    ],
  } as Story["content"],
});

const footerStory = (legal: string): Story => ({
  id: 2,
  uuid: "footer",
  name: "Footer",
  slug: "footer",
  full_slug: "vestamid/settings/footer",
  content: {
    _uid: "root",
    component: "footer",
    legal,
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
            link: { linktype: "url", url: "https://example.com/i" },
          },
        ],
      },
    ],
  } as Story["content"],
});

const stories = (navbar: Story | null, footer: Story | null): SiteChromeStories => ({
  navbar,
  footer,
  extra: new Map(),
});

const page = (path: string, logger: Logger, lang = "en") => ({ site: "vestamid", lang, currentPath: path, logger });
const html = (node: ReactNode) => renderToStaticMarkup(node);
/**
 * React preloads an eagerly loaded image. Rendered in place, the logo's preload goes to the page's
 * head (before the `nav` when the navbar is rendered alone); rendered beforehand, it stands inside
 * the `nav`, just before the logo (ADR 0052). The rest of the markup is the same.
 */
const LOGO_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/;
const withoutPreload = (markup: string) => markup.replace(LOGO_PRELOAD, "");

describe("the site chrome, rendered once per story", () => {
  it("is the navbar and footer as rendered in place, for any page, current item included", () => {
    const chrome = stories(navbarStory("VESTAMID"), footerStory("© 2026 Example AG"));
    const { logger } = recorder();
    for (const path of [
      "/pim/fragment/vestamid/en/product/PR_00000001",
      "/pim/fragment/vestamid/en/contact",
      "/pim/fragment/vestamid/en/contact/",
      "/pim/fragment/vestamid/en/products",
      "/pim/fragment/vestamid/en/finder",
    ]) {
      const nodes = renderSiteChrome(chrome, page(path, logger));
      const inPlace = html(
        <Navbar story={chrome.navbar} site="vestamid" lang="en" currentPath={path} logger={logger} />,
      );
      const rendered = html(nodes.navbar);
      expect(withoutPreload(rendered)).toBe(withoutPreload(inPlace));
      expect(rendered).toMatch(/^<nav class="cms-nav" aria-label="Main"><link rel="preload" as="image"[^>]*\/><img /);
      expect(rendered).toContain('<img src="https://a.storyblok.com/f/100000/320x80/839553b6/brand-logo.png/m/');
      expect(html(nodes.footer)).toBe(html(<Footer story={chrome.footer} site="vestamid" lang="en" logger={logger} />));
    }
    const onContact = html(renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/contact", logger)).navbar);
    expect(onContact).toContain('<a href="/pim/fragment/vestamid/en/contact" aria-current="page">Contact</a>');
    const onFinder = html(renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/finder", logger)).navbar);
    expect(onFinder).toContain('<a href="/pim/fragment/vestamid/en/finder" aria-current="page">Finder</a>');
    expect(onFinder).not.toContain('aria-current="page">Contact');
    const onProduct = html(renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/product/PR_1", logger)).navbar);
    expect(onProduct).not.toContain("aria-current");
    expect(onProduct).not.toContain("javascript:");
  });

  it("renders a story's navbar once for all pages its items do not lead to, once more for each they do", () => {
    const chrome = stories(navbarStory("VESTAMID"), null);
    const { warnings, logger } = recorder();
    renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/product/PR_00000001", logger));
    expect(warnings).toEqual(["Link resolution error"]);
    renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/product/PR_00000002", logger));
    renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/", logger));
    expect(warnings).toHaveLength(1);
    renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/contact", logger));
    renderSiteChrome(chrome, page("/pim/fragment/vestamid/en/contact/", logger));
    expect(warnings).toHaveLength(2);
    // The other language is its own rendering (the toggle's words, the links' language).
    const de = renderSiteChrome(chrome, page("/pim/fragment/vestamid/de/product/PR_00000001", logger, "de"));
    expect(warnings).toHaveLength(3);
    expect(html(de.navbar)).toContain("Seiten unter Products");
  });

  it("keeps renderings up to its byte bound, the least recently used rendered again when asked", () => {
    const chrome = stories(navbarStory("VESTAMID"), null);
    const { logger } = recorder();
    let renders = 0;
    const toMarkup = (node: ReactNode) => {
      renders++;
      return renderToStaticMarkup(node);
    };
    const at = (path: string) => ({ ...page(path, logger), toMarkup, held });
    // Room for two navbar renderings: the pages its items lead to are three renderings with the one for other pages.
    const probe = createChromeMarkup();
    renderSiteChrome(chrome, { ...page("/pim/fragment/vestamid/en/contact", logger), held: probe });
    const each = probe.sizes().bytes;
    const held = createChromeMarkup({ maxBytes: Math.floor(each * 2.5) });
    renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/product/PR_1"));
    renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/contact"));
    expect(renders).toBe(2);
    renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/product/PR_2"));
    expect(renders).toBe(2);
    renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/finder"));
    expect(renders).toBe(3);
    expect(held.sizes().entries).toBe(2);
    expect(held.sizes().bytes).toBeLessThanOrEqual(each * 2.5);
    // The contact page's rendering was the least recently used: it left, and is rendered again.
    renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/contact"));
    expect(renders).toBe(4);
  });

  it("shows a published change at once: the new story is a new object, rendered anew", () => {
    const { logger } = recorder();
    const path = "/pim/fragment/vestamid/en/product/PR_00000001";
    const before = renderSiteChrome(stories(navbarStory("Old brand"), footerStory("© 2025")), page(path, logger));
    const after = renderSiteChrome(stories(navbarStory("New brand"), footerStory("© 2026")), page(path, logger));
    expect(html(before.navbar)).toContain("Old brand");
    expect(html(after.navbar)).toContain("New brand");
    expect(html(after.navbar)).not.toContain("Old brand");
    expect(html(after.footer)).toContain("© 2026");
  });

  it("leaves absent or mismatched stories as before: nothing, or the layout's own header", () => {
    const { logger } = recorder();
    const none = renderSiteChrome(stories(null, null), page("/pim/fragment/vestamid/en/", logger));
    expect(none.navbar).toBeUndefined();
    expect(none.footer).toBeUndefined();
    const swapped = renderSiteChrome(
      stories(footerStory("x"), navbarStory("y")),
      page("/pim/fragment/vestamid/en/", logger),
    );
    expect(html(swapped.navbar)).toBe("");
    expect(html(swapped.footer)).toBe("");
  });

  it("shows the layout's own header for a navbar that fails to render, logs it once, and reports it", () => {
    const errors: string[] = [];
    const logger: Logger = { info: () => {}, warn: () => {}, error: (message) => errors.push(message) };
    let renders = 0;
    // React's synchronous renderer gives up, e.g., on a component that suspends or a tree nested too deep.
    const toMarkup = (node: ReactNode) => {
      renders++;
      const markup = renderToStaticMarkup(node);
      if (markup.includes("VESTAMID")) throw new Error("A component suspended while responding to synchronous input");
      return markup;
    };
    const chrome = stories(navbarStory("VESTAMID"), footerStory("© 2026 Example AG"));
    const at = (path: string) => ({ ...page(path, logger), toMarkup });
    const first = renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/product/PR_00000001"));
    expect(first.failed).toBe(true);
    expect(first.navbar).toBeUndefined();
    expect(html(first.footer)).toContain("© 2026 Example AG");
    expect(errors).toEqual(["Site chrome failed to render"]);
    // The same story fails the same way on every page: tried and logged once.
    const next = renderSiteChrome(chrome, at("/pim/fragment/vestamid/en/product/PR_00000002"));
    expect(next).toMatchObject({ failed: true, navbar: undefined });
    expect(errors).toHaveLength(1);
    expect(renders).toBe(2);
    // A publish brings a new story object, rendered anew.
    const fixed = renderSiteChrome(stories(navbarStory("Fixed"), null), at("/pim/fragment/vestamid/en/"));
    expect(fixed.failed).toBe(false);
    expect(html(fixed.navbar)).toContain("Fixed");
  });

  it("treats a navbar whose pages cannot be read (nested past the stack) the same way", () => {
    let item: Record<string, unknown> = { _uid: "leaf", component: "nav-item", label: "Leaf" };
    for (let i = 0; i < 20000; i++) {
      item = {
        _uid: `n${i}`,
        component: "nav-item",
        label: `L${i}`,
        link: { linktype: "url", url: "/x" },
        items: [item],
      };
    }
    const deep: Story = {
      ...navbarStory("VESTAMID"),
      content: { _uid: "root", component: "navbar", items: [item] } as Story["content"],
    };
    const errors: string[] = [];
    const logger: Logger = { info: () => {}, warn: () => {}, error: (message) => errors.push(message) };
    const nodes = renderSiteChrome(stories(deep, null), page("/pim/fragment/vestamid/en/", logger));
    expect(nodes).toMatchObject({ failed: true, navbar: undefined, footer: undefined });
    expect(errors).toEqual(["Site chrome failed to render"]);
  });
});
