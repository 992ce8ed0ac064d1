import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { errorMessage, type Logger } from "../logger";
import type { Story } from "../model/content";
import type { SiteChromeStories } from "../model/site-chrome";
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
import { type ChromeMarkup, isolateChromeMarkup } from "./chrome-markup";

export interface ChromeNodes {
  navbar: ReactNode | undefined;
  footer: ReactNode | undefined;
  /** A navbar or footer story that failed to render: the page shows the layout's own in its place. */
  failed: boolean;
}

/** One chrome story's id in the rendered HTML's table, and its navbar's pages by site and language. */
interface RenderedChrome {
  id: number;
  navPaths: Map<string, Set<string>>;
}

/**
 * The chrome's contents rendered, by story object. Every page of an area
 * shows the same navbar and footer, and a published story is one shared,
 * frozen object for as long as the isolate's memory holds it (ADR 0030); a
 * publish moves the cv, which brings a new object with a new id, so an old
 * rendering is never asked for again and leaves the byte-bounded table as
 * the least recently used. A draft is a new object each request and gains
 * nothing. A story's renderings are few: one per site and language, and for
 * the navbar one more per page its items lead to.
 */
const rendered = new WeakMap<Story, RenderedChrome>();
let storyIds = 0;

function renderedOf(story: Story): RenderedChrome {
  let entry = rendered.get(story);
  if (!entry) {
    entry = { id: ++storyIds, navPaths: new Map() };
    rendered.set(story, entry);
  }
  return entry;
}

/**
 * The contents' HTML, rendered on first use. A story whose contents throw
 * (content no view expects) fails the same way on every page, so the failure
 * is kept like a rendering: logged once, tried again only for a new story
 * object (a publish). The caller shows the layout's own in its place.
 */
function htmlOf(entry: RenderedChrome, key: string, render: () => ReactNode, how: Rendering): string | null {
  const id = `${entry.id}\n${key}`;
  const held = how.markup.get(id);
  if (held) return held.html;
  let html: string | null;
  try {
    html = how.toMarkup(render());
  } catch (error) {
    html = null;
    how.logger.error("Site chrome failed to render", { part: key.split("\n").join(" "), error: errorMessage(error) });
  }
  how.markup.set(id, html);
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
  where: {
    site: string;
    lang: string;
    currentPath: string;
    logger: Logger;
    /** How contents become HTML; tests pass one that fails. */
    toMarkup?: (node: ReactNode) => string;
    /** Where renderings are kept; tests pass a small one. */
    held?: ChromeMarkup;
    /**
     * False: the navbar and footer render in place with the page, every
     * time, instead of as HTML kept per story (the `chrome-markup` device
     * switched off, ADR 0065).
     */
    markup?: boolean;
  },
): ChromeNodes {
  const { site, lang, currentPath, logger } = where;
  if (where.markup === false) {
    return {
      navbar: stories.navbar ? (
        <Navbar story={stories.navbar} site={site} lang={lang} currentPath={currentPath} logger={logger} />
      ) : undefined,
      footer: stories.footer ? <Footer story={stories.footer} site={site} lang={lang} logger={logger} /> : undefined,
      failed: false,
    };
  }
  const how: Rendering = {
    logger,
    toMarkup: where.toMarkup ?? renderToStaticMarkup,
    markup: where.held ?? isolateChromeMarkup,
  };
  const navbar = orNull(() => navbarNode(stories.navbar, site, lang, currentPath, how), "navbar", logger);
  const footer = orNull(() => footerNode(stories.footer, site, lang, how), "footer", logger);
  return {
    navbar: navbar ?? undefined,
    footer: footer ?? undefined,
    failed: navbar === null || footer === null,
  };
}

interface Rendering {
  logger: Logger;
  toMarkup: (node: ReactNode) => string;
  markup: ChromeMarkup;
}

/** A story's node: undefined when there is no story, null when its contents failed to render. */
type ChromeNode = ReactNode | null | undefined;

/** The node, or null when building it threw outside the rendering itself (reading the navbar's pages). */
function orNull(build: () => ChromeNode, part: string, logger: Logger): ChromeNode {
  try {
    return build();
  } catch (error) {
    logger.error("Site chrome failed to render", { part, error: errorMessage(error) });
    return null;
  }
}

function navbarNode(story: Story | null, site: string, lang: string, currentPath: string, how: Rendering): ChromeNode {
  const { logger } = how;
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
  const html = htmlOf(
    entry,
    `navbar\n${siteLang}\n${listed ? key : ""}`,
    () => (
      <NavbarContents
        content={content}
        site={site}
        lang={lang}
        currentPath={listed ? currentPath : ""}
        logger={logger}
      />
    ),
    how,
  );
  if (html === null) return null;
  return <Navbar story={story} site={site} lang={lang} currentPath={currentPath} html={html} />;
}

function footerNode(story: Story | null, site: string, lang: string, how: Rendering): ChromeNode {
  const { logger } = how;
  if (!story) return undefined;
  const content = footerContent(story);
  if (!content) return <Footer story={story} site={site} lang={lang} />;
  const html = htmlOf(
    renderedOf(story),
    `footer\n${site}\n${lang}`,
    () => <FooterContents content={content} site={site} lang={lang} logger={logger} />,
    how,
  );
  if (html === null) return null;
  return <Footer story={story} site={site} lang={lang} html={html} />;
}
