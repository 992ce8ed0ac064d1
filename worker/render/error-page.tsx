import type { Context } from "hono";
import { type AreaSpec, areaStartPath, findArea, INTRANET_AREA } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import type { PageAssets } from "../model/page-assets";
import { ErrorPage, errorTitle, type WayBack } from "../views/errors/ErrorPage";
import { FragmentLayout } from "../views/layouts/FragmentLayout";
import { IntranetLayout } from "../views/layouts/IntranetLayout";
import { Document } from "../views/shell/Document";
import { streamDocument } from "./stream";

/** The 404 text of the specification, for the path as requested. */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The page language of a path: `de` under `/de/`, else `en` (an unknown language too). */
function pathLang(path: string): "en" | "de" {
  return /^\/pim\/fragment\/[^/]+\/de(\/|$)/.test(path) ? "de" : "en";
}

/** The catalogue's start page, listing every area. */
const start = (lang: "en" | "de"): WayBack => ({
  href: "/pim/fragment/",
  label: lang === "de" ? "Zur Startseite des Katalogs" : "Go to the catalogue start page",
});

/** The link to an area's start page. */
const areaStartLabel = (title: string, lang: "en" | "de") =>
  lang === "de" ? `Zur Startseite von ${title}` : `Go to the ${title} start page`;

/**
 * Where an error page sends the visitor: the known area its path names (its
 * layout and start page), else the catalogue's start page. Only names from
 * the area table reach the page, never the path's own text. A 403 stays
 * outside the area, whose pages would refuse again, and the intranet's
 * layout needs a request the gate let in.
 */
function errorPlace(
  path: string,
  status: number,
  admitted: boolean,
): { area?: AreaSpec; lang: "en" | "de"; back: WayBack } {
  const lang = pathLang(path);
  const site = /^\/pim\/fragment\/([^/]+)/.exec(path)?.[1];
  const area = site && status !== 403 ? findArea(site) : undefined;
  // The intranet's header only for a request the gate let in (a path refused before the gate was not).
  if (!area || (area.site === INTRANET_AREA.site && !admitted)) return { lang, back: start(lang) };
  const home = areaStartPath(area, lang);
  if (home === path) return { area, lang, back: start(lang) };
  return { area, lang, back: { href: home, label: areaStartLabel(area.title, lang) } };
}

/**
 * A complete error page (403, 404, 500, 503) with the build's `assets`. It
 * needs no content, so it renders even when the content service or the
 * configuration is down, and it never shows internals: only the 404 names
 * the path, as text.
 */
export async function renderErrorDocument(
  c: Context<AppEnv>,
  status: number,
  assets: PageAssets,
  message?: string,
): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const config = c.get("config") as AppEnv["Variables"]["config"] | undefined;
  const { area, lang, back } = errorPlace(path, status, c.get("intranetAdmitted") === true);
  const body = <ErrorPage status={status} lang={lang} message={message} back={back} />;
  const Layout = area?.site === INTRANET_AREA.site ? IntranetLayout : FragmentLayout;
  const tree = (
    <Document
      lang={lang}
      title={errorTitle(status, lang)}
      robots="noindex"
      assets={assets}
      parentOrigins={config?.PARENT_ORIGINS ?? []}
    >
      {area ? (
        <Layout lang={lang} areaTitle={area.title} homeHref={areaStartPath(area, lang)}>
          {body}
        </Layout>
      ) : (
        <main id="main" className="page__main">
          {body}
        </main>
      )}
    </Document>
  );
  try {
    return await streamDocument(c, tree, { status, mode: "complete", headers: { "Cache-Control": "no-store" } });
  } catch {
    // The error page itself failed: plain text, still without internals.
    return c.text(message ?? "Something went wrong", status as 500, { "Cache-Control": "no-store" });
  }
}
