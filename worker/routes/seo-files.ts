import type { Context } from "hono";
import { Hono } from "hono";
import { LANGS } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { isBackendUnavailable } from "../services/cache/errors";
import { ContentError } from "../services/content/errors";
import { SearchError } from "../services/search/client";
import { canonicalUrl } from "../views/shell/seo";
import { renderNotFound } from "./error-page";
import {
  contentPages,
  documentCount,
  documentEntries,
  documentFileDates,
  documentFileEntries,
  type SitemapEntry,
} from "./sitemap-entries";

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
 * Documents per sitemap file. A document has a page on each public area it
 * lists (twelve at most), so 4,000 of them stay under the protocol's 50,000
 * URLs per file; and a file is read in 4 searches of 1,000, far inside a
 * request's 50 subrequests, at any catalogue size.
 */
export const SITEMAP_DOCUMENTS_PER_FILE = 4_000;

export interface SitemapOptions {
  /** Documents per file (tests split a small catalogue with a small bound). */
  documentsPerFile?: number;
}

const DOCUMENT_INDEXES = ["products", "formulations"] as const;
const FILE_NAME = /^(?:content|(products|formulations)-(en|de)-([1-9]\d{0,5}))\.xml$/;

/**
 * `/sitemap.xml` and the files a sitemap index names (`/sitemaps/{name}.xml`):
 * every public content, product and formulation page of the twelve areas in
 * both language contexts, as absolute URLs on this origin, never an intranet
 * page. While every document fits in one file, `/sitemap.xml` is that file;
 * above that it is a sitemap index of a content file and of windows of
 * `documentsPerFile` documents per index and language, each with its newest
 * publication as `lastmod` where the catalogue knows one (stories,
 * formulations; products carry no date). A backend that cannot answer
 * (nothing cached either) gives a 503, which the page cache does not keep.
 */
export function sitemapRoutes(options: SitemapOptions = {}): Hono<AppEnv> {
  const perFile = options.documentsPerFile ?? SITEMAP_DOCUMENTS_PER_FILE;
  return new Hono<AppEnv>()
    .get("/sitemap.xml", (c) => withBackends(c, () => sitemapXml(c, perFile)))
    .get("/sitemaps/:name", (c) => withBackends(c, () => sitemapFile(c, c.req.param("name"), perFile)));
}

async function withBackends(c: Context<AppEnv>, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    const unavailable = isBackendUnavailable(error) || error instanceof ContentError || error instanceof SearchError;
    if (!unavailable) throw error;
    c.get("logger").error("Sitemap could not be built", { error: (error as Error).message });
    return c.text("Service unavailable", 503, { "Retry-After": "60" });
  }
}

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });

async function sitemapXml(c: Context<AppEnv>, perFile: number): Promise<Response> {
  const origin = new URL(c.req.url).origin;
  const files = DOCUMENT_INDEXES.flatMap((index) => LANGS.map((lang) => ({ index, lang })));
  const [content, ...counts] = await Promise.all([
    contentPages(c),
    ...files.map((f) => documentCount(c, f.index, f.lang)),
  ]);
  if (counts.reduce((sum, n) => sum + n, 0) <= perFile) {
    const documents = await Promise.all(DOCUMENT_INDEXES.map((index) => documentEntries(c, index)));
    return xml(c, sitemapDocument(origin, [...content.entries, ...documents.flat()]));
  }
  const dates = await Promise.all(files.map((f, i) => documentFileDates(c, f.index, f.lang, counts[i] ?? 0, perFile)));
  const parts = [{ loc: `${origin}/sitemaps/content.xml`, lastmod: content.lastmod }];
  files.forEach((f, i) => {
    (dates[i] ?? []).forEach((lastmod, k) => {
      parts.push({ loc: `${origin}/sitemaps/${f.index}-${f.lang}-${k + 1}.xml`, lastmod });
    });
  });
  return xml(c, sitemapIndexDocument(parts));
}

async function sitemapFile(c: Context<AppEnv>, name: string, perFile: number): Promise<Response> {
  const match = FILE_NAME.exec(name);
  if (!match) return renderNotFound(c);
  const origin = new URL(c.req.url).origin;
  const [, index, lang, number] = match;
  if (!index || !lang || !number) return xml(c, sitemapDocument(origin, (await contentPages(c)).entries));
  const entries = await documentFileEntries(
    c,
    index as (typeof DOCUMENT_INDEXES)[number],
    lang as (typeof LANGS)[number],
    Number(number) - 1,
    perFile,
  );
  if (entries.length === 0) return renderNotFound(c);
  return xml(c, sitemapDocument(origin, entries));
}

/** A sitemap index naming `files`, each with its `lastmod` when known. */
export function sitemapIndexDocument(files: readonly { loc: string; lastmod: string | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (f) =>
        `<sitemap><loc>${escapeXml(f.loc)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ""}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}
