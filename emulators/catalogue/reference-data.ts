/** Country and language lists, from the ISO data packages rather than typed by hand. */
// The library's Node entry registers all ~80 locales; only English is needed.
import countries from "i18n-iso-countries/index.js";
import english from "i18n-iso-countries/langs/en.json" with { type: "json" };
import ISO6391 from "iso-639-1";

countries.registerLocale(english);

export interface CodeName {
  code: string;
  name: string;
}

/** About 250 countries: ISO 3166-1 alpha-2 code and English name, ordered by name. */
export function countryList(): CodeName[] {
  return Object.entries(countries.getNames("en", { select: "official" }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** About 180 languages: ISO 639-1 code and English name, ordered by name. */
export function languageList(): CodeName[] {
  return ISO6391.getAllCodes()
    .map((code) => ({ code, name: ISO6391.getName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
