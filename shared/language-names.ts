/**
 * Names of languages in the page language: the product page's data sheets and
 * documents, and the download center's filter and results, say them alike.
 */
import ISO6391 from "iso-639-1";
import type { PathLang } from "./context";

const languageNamers = new Map<string, Intl.DisplayNames>();

/**
 * A language code's name in the page language (`pt` -> `Portuguese`,
 * `Portugiesisch`); the code itself when the runtime does not know it.
 */
export function languageName(code: string, lang: PathLang): string {
  let namer = languageNamers.get(lang);
  if (!namer) {
    namer = new Intl.DisplayNames([lang], { type: "language", fallback: "code" });
    languageNamers.set(lang, namer);
  }
  try {
    return namer.of(code) ?? code;
  } catch {
    // Not a well-formed code: shown as it came.
    return code;
  }
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
