import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteChromeStories } from "../loaders/site-chrome";
import type { Logger } from "../logger";
import type { Story } from "../model/content";
import {
  Footer,
  FooterContents,
  footerContent,
  Navbar,
  NavbarContents,
  navbarContent,
  navbarPaths,
  navPathKey,
} from "../views/blocks/chrome";

export interface ChromeNodes {
  navbar: ReactNode | undefined;
  footer: ReactNode | undefined;
}

/** One chrome story's contents as HTML, by site, language and current page; and its navbar's pages. */
interface RenderedChrome {
  html: Map<string, string>;
  navPaths: Map<string, Set<string>>;
}

/**
 * The chrome's contents rendered, by story object. Every page of an area
 * shows the same navbar and footer, and a published story is one shared,
 * frozen object for as long as the isolate's memory holds it (ADR 0030); a
 * publish moves the cv, which brings a new object, so an old rendering is
 * never used again and goes with its story. A draft is a new object each
 * request and gains nothing. A story's renderings are few: one per site and
 * language, and for the navbar one more per page its items lead to.
 */
const rendered = new WeakMap<Story, RenderedChrome>();

function renderedOf(story: Story): RenderedChrome {
  let entry = rendered.get(story);
  if (!entry) {
    entry = { html: new Map(), navPaths: new Map() };
    rendered.set(story, entry);
  }
  return entry;
}

function htmlOf(entry: RenderedChrome, key: string, render: () => ReactNode): string {
  let html = entry.html.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(render());
    entry.html.set(key, html);
  }
  return html;
}

/**
 * The area's navbar and footer as server components; an absent story leaves
 * the layout's default. Their contents are rendered once per story, site,
 * language and (navbar) current item, then put in place as HTML: they are
 * not islands, nothing hydrates them. A link in them that cannot be resolved
 * is logged when they are rendered, so once per story, not on every page.
 */
export function renderSiteChrome(
  stories: SiteChromeStories,
  where: { site: string; lang: string; currentPath: string; logger: Logger },
): ChromeNodes {
  const { site, lang, currentPath, logger } = where;
  return {
    navbar: navbarNode(stories.navbar, site, lang, currentPath, logger),
    footer: footerNode(stories.footer, site, lang, logger),
  };
}

function navbarNode(story: Story | null, site: string, lang: string, currentPath: string, logger: Logger) {
  if (!story) return undefined;
  const content = navbarContent(story);
  if (!content) return <Navbar story={story} site={site} lang={lang} currentPath={currentPath} />;
  const entry = renderedOf(story);
  const siteLang = `${site}\n${lang}`;
  let paths = entry.navPaths.get(siteLang);
  if (!paths) {
    paths = navbarPaths(content, site, lang);
    entry.navPaths.set(siteLang, paths);
  }
  // Only a page an item leads to changes the navbar (that item is marked current); it is rendered
  // with the page's own path, which marks exactly what the navbar rendered in place would.
  const key = navPathKey(currentPath);
  const listed = paths.has(key);
  const html = htmlOf(entry, `navbar\n${siteLang}\n${listed ? key : ""}`, () => (
    <NavbarContents content={content} site={site} lang={lang} currentPath={listed ? currentPath : ""} logger={logger} />
  ));
  return <Navbar story={story} site={site} lang={lang} currentPath={currentPath} html={html} />;
}

function footerNode(story: Story | null, site: string, lang: string, logger: Logger) {
  if (!story) return undefined;
  const content = footerContent(story);
  if (!content) return <Footer story={story} site={site} lang={lang} />;
  const html = htmlOf(renderedOf(story), `footer\n${site}\n${lang}`, () => (
    <FooterContents content={content} site={site} lang={lang} logger={logger} />
  ));
  return <Footer story={story} site={site} lang={lang} html={html} />;
}
