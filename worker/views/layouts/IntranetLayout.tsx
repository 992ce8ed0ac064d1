import { type LayoutProps, skipToContent } from "./FragmentLayout";

/** The intranet layout: same content model, a distinct header so nobody mistakes it for the public site. */
export function IntranetLayout({ lang, areaTitle, homeHref, navbar, footer, children }: LayoutProps) {
  return (
    <div className="page page--intranet">
      <a className="skip-link" href="#main">
        {skipToContent(lang)}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="site-header__title" href={homeHref}>
            {areaTitle}
          </a>
          <span className="intranet-badge">Internal</span>
        </div>
      </header>
      {navbar ?? null}
      <main id="main" className="page__main">
        {children}
      </main>
      {footer ?? null}
    </div>
  );
}
