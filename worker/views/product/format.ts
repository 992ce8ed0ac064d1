import ISO6391 from "iso-639-1";
import { isTrueFacetValue } from "../../../shared/search/facets";
import { wordsOfSlug } from "../../../shared/text-rules";
import { type PathLang, pick, UI } from "./labels";

/** `2026-03-01T00:00:00Z` -> `2026-03-01`; other text unchanged. */
export function formatDate(value: unknown): string {
  if (typeof value !== "string") return String(value ?? "");
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
}

export function formatBoolean(value: unknown, lang: PathLang): string {
  return pick(lang, isTrueFacetValue(value) ? UI.yes : UI.no);
}

/**
 * A free-text yes/no field in the page language when the data says yes or
 * no in a known spelling (`Yes`, `no`, `true`, `false`); any other text
 * (`pending`, `Y`) as the data has it, never read as no.
 */
export function formatYesNo(value: unknown, lang: PathLang): string {
  if (isTrueFacetValue(value)) return pick(lang, UI.yes);
  if (value === false || (typeof value === "string" && /^(no|false)$/i.test(value.trim()))) return pick(lang, UI.no);
  return typeof value === "string" ? value : "";
}

/** Route slugs read as words: `flexible-slabstock-pu-foam` -> `Flexible slabstock PU foam`. */
export const slugToWords = wordsOfSlug;

/**
 * Link target of a stored file. Absolute http(s) URLs are kept; paths are
 * served by the document storage service, next to the data-sheet API; anything
 * else (`javascript:` and the like) yields no link.
 */
export function fileHref(url: unknown, storageBase: string): string | undefined {
  if (typeof url !== "string" || url === "") return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/") && !url.startsWith("//")) return new URL(url, storageBase).toString();
  return undefined;
}

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

/** A well-formed language tag as it is canonically written, or undefined (not an attribute to put text from the data in). */
export function languageTag(code: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}
