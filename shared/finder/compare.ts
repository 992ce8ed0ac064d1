/**
 * The product compare selection: product ids in the `compare` query parameter
 * (`?compare=PR_00000001,PR_00000002`), order kept, duplicates and malformed
 * ids dropped, at most {@link MAX_COMPARE} products.
 */

import { isProductId } from "../catalogue/ids";
import { isTrueFacetValue } from "../search/facets";

export const MAX_COMPARE = 4;
export const COMPARE_PARAMETER = "compare";
/** sessionStorage key under which the island keeps the selection across pages. */
export const COMPARE_STORAGE_KEY = "pim.compare";

export { isProductId };

/** Reads a selection from a parameter value or stored text; never throws. */
export function decodeCompare(raw: string | null | undefined, limit = MAX_COMPARE): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.split(",")) {
    const id = part.trim();
    if (isProductId(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === limit) break;
  }
  return ids;
}

/**
 * Every product a page URL asks to compare, uncapped. Links write one
 * `compare=A,B`; a form without script sends one `compare=A&compare=B` per
 * ticked box, so every occurrence counts.
 */
export function requestedCompare(params: URLSearchParams): string[] {
  return decodeCompare(params.getAll(COMPARE_PARAMETER).join(","), Number.POSITIVE_INFINITY);
}

/**
 * How many entries of the page URL's `compare` values are not product ids (a
 * link cut short or typed by hand): they are left out, and the page says so,
 * as it does for an id this catalogue does not hold.
 */
export function unreadableCompare(params: URLSearchParams): number {
  let count = 0;
  for (const part of params.getAll(COMPARE_PARAMETER).join(",").split(",")) {
    const entry = part.trim();
    if (entry !== "" && !isProductId(entry)) count++;
  }
  return count;
}

/** What a page says of the entries {@link unreadableCompare} counts; undefined when there are none. */
export function unreadableCompareNotice(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count === 1
    ? "One entry of the link is not a product number and was left out."
    : `${count} entries of the link are not product numbers and were left out.`;
}

/** The page URL's selection: what {@link requestedCompare} reads, at most {@link MAX_COMPARE}. */
export function compareSelection(params: URLSearchParams): string[] {
  return requestedCompare(params).slice(0, MAX_COMPARE);
}

export function encodeCompare(ids: readonly string[]): string {
  return decodeCompare(ids.join(",")).join(",");
}

/** Adds or removes one product; adding beyond the limit leaves the selection as it was. */
export function toggleCompare(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  if (!isProductId(id) || ids.length >= MAX_COMPARE) return [...ids];
  return [...ids, id];
}

/** What two values are compared by: case aside, and the ways of writing yes (`Yes`, `yes`, `true`) as one. */
function sameness(value: string): string {
  const lower = value.trim().toLowerCase();
  return isTrueFacetValue(lower) ? "true" : lower;
}

export interface CompareCell {
  label: string;
  values: string[];
  /** True when not every product shows the same value. */
  differs: boolean;
}

/**
 * Rows of a side-by-side comparison: one per attribute, a value per product
 * (empty text when missing), flagged when the values differ. Rows where every
 * product is empty are left out.
 */
export function compareRows(
  attributes: readonly { key: string; label: string }[],
  products: readonly Record<string, string | undefined>[],
): CompareCell[] {
  const rows: CompareCell[] = [];
  for (const attribute of attributes) {
    const values = products.map((product) => (product[attribute.key] ?? "").trim());
    if (values.every((value) => value === "")) continue;
    const first = sameness(values[0] ?? "");
    rows.push({ label: attribute.label, values, differs: values.some((value) => sameness(value) !== first) });
  }
  return rows;
}
