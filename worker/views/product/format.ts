import type { PathLang } from "../../../shared/context";
import { pageDate } from "../../../shared/dates";
import { isTrueFacetValue } from "../../../shared/search/facets";
import { pick, UI } from "./labels";

/** A date value as the page's reader writes it (`pageDate`); anything else as text. */
export function formatDate(value: unknown, lang: PathLang): string {
  return typeof value === "string" ? pageDate(value, lang) : String(value ?? "");
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

/** A well-formed language tag as it is canonically written, or undefined (not an attribute to put text from the data in). */
export function languageTag(code: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}
