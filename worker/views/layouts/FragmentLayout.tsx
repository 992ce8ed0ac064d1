import type { ReactNode } from "react";

export interface LayoutProps {
  /** The page language of the path (`en` or `de`). */
  lang: string;
  /** Area title for the fallback header when the area has no navbar story. */
  areaTitle: string;
  /** Link of the area's home page. */
  homeHref: string;
  navbar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The skip link's words in the page language. */
export function skipToContent(lang: string): string {
  return lang === "de" ? "Zum Inhalt springen" : "Skip to content";
}

/**
 * The public fragment layout: the page lives in an iframe of the main site,
 * so the chrome is light (the area's navbar and footer stories) and the
 * content fills any width from 320 px.
 */
export function FragmentLayout({ lang, areaTitle, homeHref, navbar, footer, children }: LayoutProps) {
  return (
    <div className="page page--fragment">
      <a className="skip-link" href="#main">
        {skipToContent(lang)}
      </a>
      {navbar ?? (
        <header className="site-header">
          <div className="site-header__inner">
            <a className="site-header__title" href={homeHref}>
              {areaTitle}
            </a>
          </div>
        </header>
      )}
      <main id="main" className="page__main">
        {children}
      </main>
      {footer ?? null}
    </div>
  );
}
