/**
 * Names of languages in the page language: the product page's data sheets and
 * documents, and the download center's filter and results, say them alike.
 */
import ISO6391 from "iso-639-1";
import type { PathLang } from "./context";

const languageNamers = new Map<string, Intl.DisplayNames>();

/**
 * Names already looked up, by page language and code: asking ICU costs a few
 * microseconds a name, and a product page names the languages of all its data
 * sheets twice. Codes come from the data, so the table is bounded; past the
 * bound a name is looked up each time.
 */
const knownNames = new Map<string, string>();
const KNOWN_NAMES_MAX = 2_000;

/**
 * A language code's name in the page language (`pt` -> `Portuguese`,
 * `Portugiesisch`); the code itself when the runtime does not know it.
 */
export function languageName(code: string, lang: PathLang): string {
  const key = `${lang}:${code}`;
  const known = knownNames.get(key);
  if (known !== undefined) return known;
  let namer = languageNamers.get(lang);
  if (!namer) {
    namer = new Intl.DisplayNames([lang], { type: "language", fallback: "code" });
    languageNamers.set(lang, namer);
  }
  let name: string;
  try {
    name = namer.of(code) ?? code;
  } catch {
    // Not a well-formed code: shown as it came.
    name = code;
  }
  if (knownNames.size < KNOWN_NAMES_MAX) knownNames.set(key, name);
  return name;
}

/**
 * A language the data names in English (`German`, as document languages are
 * stored) in the page language (`Deutsch` on a German page); a name the ISO
 * table does not know stays as it is.
 */
export function languageNameOf(englishName: string, lang: PathLang): string {
  if (lang === "en") return englishName;
  const code = ISO6391.getCode(englishName);
  return code ? languageName(code, lang) : englishName;
}
