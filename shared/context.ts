/**
 * The request context every page and answer is computed for. Pure rules, so
 * the worker, the islands and the tests agree on them.
 */

export type Audience = "public" | "internal";
export type LanguageContext = "en-us" | "de-de";
export type ContentVersion = "published" | "draft";
/** The language segment of a page path, which picks the interface texts of the page. */
export type PathLang = "en" | "de";

/** `de` for the German path segment, `en` for anything else. */
export const asLang = (lang: string): PathLang => (lang === "de" ? "de" : "en");

/** Internal when the path contains the word "intranet", in any case. */
export function audienceFromPath(path: string): Audience {
  return /intranet/i.test(path) ? "internal" : "public";
}

/** de-de when the path contains `/de/`, else the default en-us. */
export function languageFromPath(path: string): LanguageContext {
  return path.includes("/de/") ? "de-de" : "en-us";
}
