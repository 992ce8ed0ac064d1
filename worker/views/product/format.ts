import type { PathLang } from "../../../shared/context";
import { isTrueFacetValue } from "../../../shared/search/facets";
import { pick, UI } from "./labels";

/**
 * A date as the page's reader writes it: `2026-03-01` on English pages (the
 * one form every reader of the en-us context reads alike), `01.03.2026` on
 * German ones. Other text is unchanged.
 */
export function formatDate(value: unknown, lang: PathLang): string {
  if (typeof value !== "string") return String(value ?? "");
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const iso = date.toISOString().slice(0, 10);
  if (lang !== "de") return iso;
  const [year, month, day] = iso.split("-");
  return `${day}.${month}.${year}`;
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
