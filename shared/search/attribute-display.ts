/**
 * Product detail display rules (spec section 4): an attribute without a value
 * is hidden unless its display type is structural (it renders its own empty
 * state); a value matching any blacklist entry of its attribute, compared
 * case-insensitively, is blanked and hidden.
 */

import type { DisplayType } from "../catalogue/product-attributes";

/** Display types that are shown even without a value. */
export const ALWAYS_SHOWN_DISPLAY_TYPES: ReadonlySet<string> = new Set<DisplayType>([
  "Articles",
  "Container",
  "ReferenceList",
  "PackagingMaterial",
  "Table",
  "Divider",
]);

export type AttributeValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface AttributeDisplayRule {
  displayType: string;
  blacklist?: readonly string[];
}

export interface DisplayedValue {
  /** The value after blanking: null when empty or blacklisted; lists keep their allowed entries. */
  value: string | number | boolean | (string | number)[] | null;
  visible: boolean;
}

function isBlacklisted(value: string | number, blacklist: readonly string[]): boolean {
  const text = String(value).trim().toLowerCase();
  return blacklist.some((entry) => entry.trim().toLowerCase() === text);
}

function isEmpty(value: DisplayedValue["value"]): boolean {
  if (value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Applies the blacklist, then decides visibility by display type. */
export function displayAttribute(rule: AttributeDisplayRule, raw: AttributeValue): DisplayedValue {
  const blacklist = rule.blacklist ?? [];
  let value: DisplayedValue["value"];
  let blanked = false;
  if (raw === null || raw === undefined) value = null;
  else if (Array.isArray(raw)) {
    const kept = raw.filter((entry) => !isBlacklisted(entry, blacklist));
    blanked = kept.length === 0 && raw.length > 0;
    value = kept;
  } else if (typeof raw === "boolean") value = raw;
  else if (isBlacklisted(raw as string | number, blacklist)) {
    value = null;
    blanked = true;
  } else value = raw as string | number;
  if (blanked) return { value: Array.isArray(value) ? [] : null, visible: false };
  const visible = ALWAYS_SHOWN_DISPLAY_TYPES.has(rule.displayType) || !isEmpty(value);
  return { value, visible };
}

/** Unit words the data writes in English, as a German page says them; symbols (kg, °C, %) stay. */
const GERMAN_UNIT_WORDS: ReadonlyMap<string, string> = new Map([
  ["day", "Tag"],
  ["days", "Tage"],
  ["week", "Woche"],
  ["weeks", "Wochen"],
  ["month", "Monat"],
  ["months", "Monate"],
  ["year", "Jahr"],
  ["years", "Jahre"],
  ["hour", "Stunde"],
  ["hours", "Stunden"],
  ["pcs", "Stk."],
  ["piece", "Stück"],
  ["pieces", "Stück"],
]);

/**
 * A decimal number standing on its own in a value (`1019.1`, `> 100.5`,
 * `10.5-12.5`): not part of a word or of a dotted sequence (`v1.2`, `1.2.3`).
 */
const DECIMAL = /(?<![\w.])(\d+)\.(\d+)(?![\w.])/g;

/** Decimal numbers in the page's spelling: a decimal comma on a German page; everything else unchanged. */
export function pageDecimal(text: string, lang: string): string {
  return lang === "de" ? text.replace(DECIMAL, "$1,$2") : text;
}

/**
 * A value and its unit shown together: `25 °C`; no unit, just the value. On
 * a German page (`lang` `de`) decimal numbers take a decimal comma
 * (`1019,1 kg`: `1.123` reads as a thousand and more there) and unit words
 * are German (`36 Monate`); any other text is shown as the data has it.
 */
export function withUnit(value: string | number, unit?: string | null, lang = "en"): string {
  const u = unit?.trim();
  const shown = pageDecimal(String(value), lang);
  const unitShown = u && lang === "de" ? (GERMAN_UNIT_WORDS.get(u.toLowerCase()) ?? u) : u;
  return unitShown ? `${shown} ${unitShown}` : shown;
}
