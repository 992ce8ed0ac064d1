/**
 * The full country and language lists the contact finder and the download
 * center offer (spec section 3: about 250 countries, about 180 languages),
 * from maintained ISO tables rather than typed by hand. Server only: the
 * island receives just the entries in its props.
 */
import countries from "i18n-iso-countries";
import english from "i18n-iso-countries/langs/en.json";
import ISO6391 from "iso-639-1";

let countryList: Record<string, string> | undefined;
let languageList: Record<string, string> | undefined;

/** ISO 3166-1 alpha-2 code -> English name. */
export function countryNames(): Record<string, string> {
  // Registered on first use, not at start-up: most requests never list countries.
  if (!countryList) {
    countries.registerLocale(english);
    countryList = countries.getNames("en", { select: "official" });
  }
  return countryList;
}

/** Language name -> the same name: asset languages are stored as English names (`German`). */
export function languageNames(): Record<string, string> {
  languageList ??= Object.fromEntries(ISO6391.getAllNames().map((name) => [name, name]));
  return languageList;
}
