import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { isBackendUnavailable } from "../services/cache/errors";
import { ContentError } from "../services/content/errors";
import { SearchError } from "../services/search/client";
import { canonicalUrl } from "../views/shell/seo";
import { contentEntries, documentEntries, type SitemapEntry } from "./sitemap-entries";

/**
 * Paths no crawler should read: the intranet (every path naming it is the
 * internal audience), the tools' JSON API and the editor's render API.
 */
export const DISALLOWED_PATHS = ["/pim/fragment/intranet/", "/*intranet", "/pim/api/", "/pim/editor/"] as const;

/** `/robots.txt`: the intranet and the APIs are off limits; the sitemap is named on this origin. */
export function robotsTxt(c: Context<AppEnv>): Response {
  const origin = new URL(c.req.url).origin;
  const lines = [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return c.text(lines.join("\n"), 200, { "Content-Type": "text/plain; charset=utf-8" });
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch,
  );

/** The sitemap document of `entries` on `origin`. */
export function sitemapDocument(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(canonicalUrl(origin, entry.site, entry.lang, entry.page))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * `/sitemap.xml`: every public content, product and formulation page of the twelve
 * areas in both language contexts, as absolute URLs on this origin. Never an
 * intranet page. A backend that cannot answer (nothing cached either) gives
 * a 503, which the page cache does not keep.
 */
export async function sitemapXml(c: Context<AppEnv>): Promise<Response> {
  let entries: SitemapEntry[];
  try {
    const found = await Promise.all([
      contentEntries(c),
      documentEntries(c, "products"),
      documentEntries(c, "formulations"),
    ]);
    entries = found.flat();
  } catch (error) {
    const unavailable = isBackendUnavailable(error) || error instanceof ContentError || error instanceof SearchError;
    if (!unavailable) throw error;
    c.get("logger").error("Sitemap could not be built", { error: error.message });
    return c.text("Service unavailable", 503, { "Retry-After": "60" });
  }
  return c.body(sitemapDocument(new URL(c.req.url).origin, entries), 200, {
    "Content-Type": "application/xml; charset=utf-8",
  });
}
