import type { ReactNode } from "react";
import type { PageAssets } from "../../model/page-assets";
import { pageTitle } from "./company";

export interface DocumentProps {
  /** Path language (`en`, `de`); the document's `lang`. */
  lang: string;
  title: string;
  description?: string | undefined;
  canonical?: string | undefined;
  /** The same page in other language contexts (absolute URLs). */
  alternates?: readonly { hreflang: string; href: string }[] | undefined;
  robots?: string | undefined;
  assets: PageAssets;
  parentOrigins: readonly string[];
  head?: ReactNode;
  children: ReactNode;
}

/** Without script, elements marked `needs-script` are not shown; each has a plain alternative beside it. */
const NO_SCRIPT_STYLE = ".needs-script{display:none}";

/**
 * The HTML document around every page: language, title with the company name,
 * favicon, the three preloaded Inter weights, the stylesheet. Islands add
 * their loader and name their chunks themselves, so a page without one ships
 * no framework; where parent origins are configured, a small script sends
 * the page view to the embedding page's data layer.
 */
export function Document({
  lang,
  title,
  description,
  canonical,
  alternates,
  robots,
  assets,
  parentOrigins,
  head,
  children,
}: DocumentProps) {
  return (
    <html lang={lang === "de" ? "de" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(title)}</title>
        {description ? <meta name="description" content={description} /> : null}
        {robots ? <meta name="robots" content={robots} /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates?.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {assets.favicon ? <link rel="icon" href={assets.favicon} type="image/svg+xml" /> : null}
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets.stylesheet ? <link rel="stylesheet" href={assets.stylesheet} /> : null}
        {parentOrigins.length > 0 ? <meta name="catalogue-parent-origins" content={parentOrigins.join(" ")} /> : null}
        {parentOrigins.length > 0 && assets.pageView ? <script type="module" async src={assets.pageView} /> : null}
        {head}
        {/* Controls that work only with script (revealing a contact's address) give way to their plain links. */}
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body>{children}</body>
    </html>
  );
}
