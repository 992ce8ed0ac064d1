/**
 * The tools speak the specification's English on every page (a German page
 * marks their frame `lang="en"`), while what they show from the catalogue is in
 * the data language: the page's, or the one asked with `context`. Those parts
 * carry it, so a screen reader reads each part in its own language; English
 * data inside the English frame needs no mark.
 */
export function dataLanguageOf(api: string, context?: string | null): string | undefined {
  // The API's path names the page's language: `/pim/api/{site}/{lang}/{tool}`; a context it does not offer is none.
  const asked = context === "en-us" || context === "de-de" ? context.slice(0, 2) : undefined;
  const lang = asked ?? api.split("/")[4];
  return lang && lang !== "en" ? lang : undefined;
}
