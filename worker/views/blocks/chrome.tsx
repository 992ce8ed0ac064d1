import type { ReactNode } from "react";
import type { Logger } from "../../logger";
import type { Blok, Story } from "../../model/content";
import { type BlokProps, cx } from "./blok-props";
import { CmsImage } from "./CmsImage";
import { CmsLink } from "./CmsLink";
import { BlockContext, type BlockContextValue, useBlockContext } from "./context";
import { asset, link, text } from "./fields";
import { linkTarget } from "./link-target";

function blokList(value: unknown): Blok[] {
  return Array.isArray(value) ? value.filter((b): b is Blok => !!b && typeof b === "object") : [];
}

/** Where a nav item leads and the page a navbar is shown on are the same page (a trailing slash aside). */
export const navPathKey = (path: string) => path.replace(/\/$/, "");

/** `nav-item`: a label, a link and optional sub-items. */
export function NavItemBlock({
  blok,
  attrs,
  currentPath,
  nested = false,
}: BlokProps & { currentPath?: string; nested?: boolean }): ReactNode {
  const ctx = useBlockContext();
  const target = linkTarget(link(blok.link), ctx);
  const current = !!target && !!currentPath && navPathKey(target.href) === navPathKey(currentPath);
  const children = blokList(blok.items);
  return (
    <li {...cx(attrs, "cms-nav__item", current && "cms-nav__item--current")}>
      {target ? (
        <a href={target.href} {...target.attrs} aria-current={current ? "page" : undefined}>
          {text(blok.label)}
        </a>
      ) : (
        <span>{text(blok.label)}</span>
      )}
      {children.length > 0 && (
        <>
          {/*
            The sub-items open from this toggle (a tap, a click, Enter), which needs no script; a mouse
            also opens them by hovering. A tap on the item's own link goes to its page, so on a touch
            screen the sub-items had no way in. Focus entering the group does not open it (the keyboard
            uses the toggle, Tab skips a closed group's items); the shared name makes the toggles exclusive
            where browsers support it. The styles keep hover to a fine, hovering pointer (a touch screen's
            emulated hover would stick) and lay an open group out below the whole navigation on a phone.
          */}
          {/* Deeper levels are listed open inside their group: one toggle per group is enough. */}
          {nested ? null : (
            <details className="cms-nav__toggle" name="cms-nav">
              <summary className="cms-nav__toggle-button">
                <span className="visually-hidden">{`${ctx.lang === "de" ? "Seiten unter" : "Pages under"} ${text(blok.label)}`}</span>
              </summary>
            </details>
          )}
          <ul>
            {children.map((child) => (
              <NavItemBlock key={child._uid} blok={child} attrs={{}} nested {...(currentPath ? { currentPath } : {})} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** `footer-column`: a heading and its links. */
export function FooterColumnBlock({ blok, attrs }: BlokProps): ReactNode {
  return (
    <div {...cx(attrs, "cms-footer__column")}>
      {text(blok.headline) && <h2>{text(blok.headline)}</h2>}
      <ul>
        {blokList(blok.links).map((item) => (
          <li key={item._uid}>
            <CmsLink link={link(item.link)}>{text(item.label)}</CmsLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const quietLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

function chromeContext(site: string, lang: string, logger?: Logger): BlockContextValue {
  return { lang, site, editor: false, logger: logger ?? quietLogger };
}

interface ChromeProps {
  story: Story | null;
  site: string;
  lang: string;
  logger?: Logger | undefined;
}

/** The navbar story's content, or null when the story is absent or not a navbar. */
export function navbarContent(story: Story | null): Blok | null {
  return story?.content?.component === "navbar" ? story.content : null;
}

/** The accessible name of the navbar's `nav` element. */
export const navbarLabel = (content: Blok) => text(content.label) || "Main";

/**
 * What the navbar holds: brand, logo and items, the item whose page is
 * `currentPath` marked current.
 */
export function NavbarContents({
  content,
  site,
  lang,
  currentPath,
  logger,
}: Omit<ChromeProps, "story"> & { content: Blok; currentPath: string }): ReactNode {
  return (
    <BlockContext.Provider value={chromeContext(site, lang, logger)}>
      <CmsLink link={link(content.home_link)} className="cms-nav__brand">
        {/* The brand's name names the link; the logo's alt would only say it twice ("Brand logo PU Additives"). */}
        <CmsImage
          image={asset(content.logo)}
          options={{ height: 40, format: "png", loading: "eager" }}
          decorative={text(content.brand) !== ""}
        />
        <span>{text(content.brand)}</span>
      </CmsLink>
      <ul>
        {blokList(content.items).map((item) => (
          <NavItemBlock key={item._uid} blok={item} attrs={{}} currentPath={currentPath} />
        ))}
      </ul>
    </BlockContext.Provider>
  );
}

/**
 * The pages the navbar's items lead to (`navPathKey` of each href, sub-items
 * included): the navbar looks the same on every other page.
 */
export function navbarPaths(content: Blok, site: string, lang: string): Set<string> {
  const ctx = chromeContext(site, lang);
  const paths = new Set<string>();
  const walk = (items: Blok[]) => {
    for (const item of items) {
      const target = linkTarget(link(item.link), ctx);
      if (target) paths.add(navPathKey(target.href));
      walk(blokList(item.items));
    }
  };
  walk(blokList(content.items));
  return paths;
}

/**
 * The site navigation from `{site}/settings/navbar`: brand, logo and items;
 * the item whose page is `currentPath` is marked current. Nothing when the
 * story is absent or not a navbar. `html` is its contents rendered
 * beforehand (`NavbarContents`), put in place as they are.
 */
export function Navbar({
  story,
  site,
  lang,
  currentPath,
  logger,
  html,
}: ChromeProps & { currentPath: string; html?: string }): ReactNode {
  const content = navbarContent(story);
  if (!content) return null;
  if (html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the navbar's own contents, rendered by React beforehand
    return <nav className="cms-nav" aria-label={navbarLabel(content)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <nav className="cms-nav" aria-label={navbarLabel(content)}>
      <NavbarContents content={content} site={site} lang={lang} currentPath={currentPath} logger={logger} />
    </nav>
  );
}

/** The footer story's content, or null when the story is absent or not a footer. */
export function footerContent(story: Story | null): Blok | null {
  return story?.content?.component === "footer" ? story.content : null;
}

/** What the footer holds: link columns, legal line. */
export function FooterContents({
  content,
  site,
  lang,
  logger,
}: Omit<ChromeProps, "story"> & { content: Blok }): ReactNode {
  return (
    <BlockContext.Provider value={chromeContext(site, lang, logger)}>
      <div className="cms-footer__columns">
        {blokList(content.columns).map((column) => (
          <FooterColumnBlock key={column._uid} blok={column} attrs={{}} />
        ))}
      </div>
      {text(content.legal) && <p className="cms-footer__legal">{text(content.legal)}</p>}
    </BlockContext.Provider>
  );
}

/**
 * The site footer from `{site}/settings/footer`: link columns, legal line.
 * `html` is its contents rendered beforehand (`FooterContents`).
 */
export function Footer({ story, site, lang, logger, html }: ChromeProps & { html?: string }): ReactNode {
  const content = footerContent(story);
  if (!content) return null;
  if (html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the footer's own contents, rendered by React beforehand
    return <footer className="cms-footer" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <footer className="cms-footer">
      <FooterContents content={content} site={site} lang={lang} logger={logger} />
    </footer>
  );
}

/** Editor preview of the chrome stories themselves (opened directly in the Visual Editor). */
export function NavbarBlock({ blok, attrs }: BlokProps): ReactNode {
  return (
    <div {...cx(attrs, "cms-preview")}>
      <ul className="cms-nav">
        {blokList(blok.items).map((item) => (
          <NavItemBlock key={item._uid} blok={item} attrs={{}} />
        ))}
      </ul>
    </div>
  );
}

export function FooterBlock({ blok, attrs }: BlokProps): ReactNode {
  return (
    <div {...cx(attrs, "cms-preview", "cms-footer")}>
      {blokList(blok.columns).map((column) => (
        <FooterColumnBlock key={column._uid} blok={column} attrs={{}} />
      ))}
      {text(blok.legal) && <p className="cms-footer__legal">{text(blok.legal)}</p>}
    </div>
  );
}
