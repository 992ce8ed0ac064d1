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

/** `nav-item`: a label, a link and optional sub-items. */
export function NavItemBlock({
  blok,
  attrs,
  currentPath,
  nested = false,
}: BlokProps & { currentPath?: string; nested?: boolean }): ReactNode {
  const ctx = useBlockContext();
  const target = linkTarget(link(blok.link), ctx);
  const current = !!target && !!currentPath && target.href.replace(/\/$/, "") === currentPath.replace(/\/$/, "");
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
            screen the sub-items had no way in.
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

/**
 * The site navigation from `{site}/settings/navbar`: brand, logo and items;
 * the item whose page is `currentPath` is marked current. Nothing when the
 * story is absent or not a navbar.
 */
export function Navbar({
  story,
  site,
  lang,
  currentPath,
  logger,
}: {
  story: Story | null;
  site: string;
  lang: string;
  currentPath: string;
  logger?: Logger;
}): ReactNode {
  if (story?.content?.component !== "navbar") return null;
  const content = story.content;
  return (
    <BlockContext.Provider value={chromeContext(site, lang, logger)}>
      <nav className="cms-nav" aria-label={text(content.label) || "Main"}>
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
      </nav>
    </BlockContext.Provider>
  );
}

/** The site footer from `{site}/settings/footer`: link columns, legal line. */
export function Footer({
  story,
  site,
  lang,
  logger,
}: {
  story: Story | null;
  site: string;
  lang: string;
  logger?: Logger;
}): ReactNode {
  if (story?.content?.component !== "footer") return null;
  const content = story.content;
  return (
    <BlockContext.Provider value={chromeContext(site, lang, logger)}>
      <footer className="cms-footer">
        <div className="cms-footer__columns">
          {blokList(content.columns).map((column) => (
            <FooterColumnBlock key={column._uid} blok={column} attrs={{}} />
          ))}
        </div>
        {text(content.legal) && <p className="cms-footer__legal">{text(content.legal)}</p>}
      </footer>
    </BlockContext.Provider>
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
