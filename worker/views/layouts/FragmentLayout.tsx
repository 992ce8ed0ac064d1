import type { ReactNode } from "react";

export interface LayoutProps {
  /** Area title for the fallback header when the area has no navbar story. */
  areaTitle: string;
  /** Link of the area's home page. */
  homeHref: string;
  navbar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The public fragment layout: the page lives in an iframe of the main site,
 * so the chrome is light (the area's navbar and footer stories) and the
 * content fills any width from 320 px.
 */
export function FragmentLayout({ areaTitle, homeHref, navbar, footer, children }: LayoutProps) {
  return (
    <div className="page page--fragment">
      <a className="skip-link" href="#main">
        Skip to content
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
