/**
 * The tools' own texts are the specification's English on every page. On a
 * page in another language their frame says so, and the parts in the page's
 * language (a headline written in the story, the data the islands show, the
 * busy note) carry that language, so a screen reader reads each part in its
 * own voice.
 */
export function toolFrameLang(pageLang: string): { lang?: "en" } {
  return pageLang === "en" ? {} : { lang: "en" };
}

/** The title's language: a headline from the story is in the page's language; the tool's own title is English. */
export function titleLangOf(headline: string, pageLang: string): { titleLang?: string } {
  return headline && pageLang !== "en" ? { titleLang: pageLang } : {};
}
