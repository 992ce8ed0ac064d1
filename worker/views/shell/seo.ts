import { LANGS } from "../../../shared/sites";

/**
 * Path of a catalogue page: `/pim/fragment/{site}/{lang}/{page}`, the area
 * home ending in a slash. `page` is the page name below the area ("" for
 * home, `product/PR_12345678` for a product).
 */
export function fragmentPath(site: string, lang: string, page: string): string {
  const name = page.replace(/^\/+|\/+$/g, "");
  return `/pim/fragment/${site}/${lang}/${name}`;
}

/**
 * The canonical URL of a page: absolute, on the origin the request came to
 * (the fragments are embedded from the main site, so the fragment URL is its
 * own canonical), without query: a finder's state is a view of the page, not
 * another page.
 */
export function canonicalUrl(origin: string, site: string, lang: string, page: string): string {
  return `${origin}${fragmentPath(site, lang, page)}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The page in each language context, English as the default for other languages. */
export function languageAlternates(origin: string, site: string, page: string): Alternate[] {
  const alternates = LANGS.map((lang) => ({ hreflang: lang, href: canonicalUrl(origin, site, lang, page) }));
  return [...alternates, { hreflang: "x-default", href: canonicalUrl(origin, site, "en", page) }];
}

/** Search result snippets show about 160 characters; a longer description is cut at a word. */
export const DESCRIPTION_LENGTH = 160;

/** `text` as a one-line description of at most `DESCRIPTION_LENGTH` characters. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
