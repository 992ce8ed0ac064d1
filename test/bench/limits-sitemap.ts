/**
 * Checks the sitemap the way a crawler reads it: `/sitemap.xml` is a urlset
 * or a sitemap index; every file it names answers a urlset of at most 50,000
 * URLs and 50 MB, every `lastmod` is a W3C date.
 */
export interface SitemapFigure {
  /** Sitemap files read (the index is not counted). */
  files: number;
  urls: number;
  largestFileUrls: number;
  largestFileMB: number;
  problems: string[];
}

export const SITEMAP_MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => m[1] ?? "");

export async function checkSitemap(base: string): Promise<SitemapFigure> {
  const problems: string[] = [];
  const top = await fetch(`${base}/sitemap.xml`);
  const body = await top.text();
  if (top.status !== 200) problems.push(`/sitemap.xml answered ${top.status}`);
  const figure: SitemapFigure = { files: 0, urls: 0, largestFileUrls: 0, largestFileMB: 0, problems };
  const readUrlset = (name: string, xml: string) => {
    if (!xml.includes("<urlset")) problems.push(`${name} is not a urlset`);
    const urls = all(xml, "loc");
    figure.files++;
    figure.urls += urls.length;
    figure.largestFileUrls = Math.max(figure.largestFileUrls, urls.length);
    figure.largestFileMB = Math.max(figure.largestFileMB, Buffer.byteLength(xml) / 1024 / 1024);
    if (urls.length > SITEMAP_MAX_URLS) problems.push(`${name} lists ${urls.length} URLs`);
    if (Buffer.byteLength(xml) > MAX_BYTES) problems.push(`${name} is over 50 MB`);
    for (const date of all(xml, "lastmod")) if (!W3C_DATE.test(date)) problems.push(`${name}: lastmod ${date}`);
  };
  if (!body.includes("<sitemapindex")) {
    readUrlset("/sitemap.xml", body);
    return figure;
  }
  for (const date of all(body, "lastmod")) if (!W3C_DATE.test(date)) problems.push(`index: lastmod ${date}`);
  for (const loc of all(body, "loc")) {
    const path = new URL(loc).pathname + new URL(loc).search;
    const res = await fetch(`${base}${path}`);
    const xml = await res.text();
    if (res.status !== 200) problems.push(`${path} answered ${res.status}`);
    readUrlset(path, xml);
  }
  return figure;
}
