/**
 * The full country and language lists the contact finder and the download
 * center offer (spec section 3: about 250 countries, about 180 languages),
 * from maintained ISO tables rather than typed by hand. Server only: the
 * island receives just the entries in its props.
 */
import countries from "i18n-iso-countries";
import german from "i18n-iso-countries/langs/de.json";
import english from "i18n-iso-countries/langs/en.json";
import ISO6391 from "iso-639-1";
import { asLang, type PathLang } from "../../../shared/context";
import { languageNameOf } from "../../../shared/language-names";

const countryLists = new Map<PathLang, Record<string, string>>();
const languageLists = new Map<PathLang, Record<string, string>>();

/**
 * ISO 3166-1 alpha-2 code -> the country's name in the page language
 * (`de` pages: German, as the regions beside them come from the data).
 */
export function countryNames(lang = "en"): Record<string, string> {
  const locale = asLang(lang);
  let list = countryLists.get(locale);
  // Registered on first use, not at start-up: most requests never list countries.
  if (!list) {
    countries.registerLocale(locale === "de" ? german : english);
    list = countries.getNames(locale, { select: "official" });
    countryLists.set(locale, list);
  }
  return list;
}

/**
 * Language name -> its name in the page language: asset languages are stored
 * as English names (`German`), which German pages show as `Deutsch`.
 */
export function languageNames(lang = "en"): Record<string, string> {
  const locale = asLang(lang);
  let list = languageLists.get(locale);
  if (!list) {
    list = Object.fromEntries(ISO6391.getAllNames().map((name) => [name, languageNameOf(name, locale)]));
    languageLists.set(locale, list);
  }
  return list;
}
