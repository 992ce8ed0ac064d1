/**
 * The product compare selection in the browser: in the URL (`?compare=`,
 * shareable) and in sessionStorage (it survives navigation to other pages).
 * Islands on one page stay in step through a window event.
 */
import {
  COMPARE_PARAMETER,
  COMPARE_STORAGE_KEY,
  compareSelection,
  decodeCompare,
  encodeCompare,
} from "../../../shared/finder/compare";

export const COMPARE_EVENT = "pim:compare";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked in some third-party iframes: the URL still carries the selection.
    return undefined;
  }
}

/** The selection: the URL's when it has one, else the stored one. */
export function readCompare(): string[] {
  const params = new URLSearchParams(window.location.search);
  if (params.has(COMPARE_PARAMETER)) return compareSelection(params);
  try {
    return decodeCompare(storage()?.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Stores the selection, puts it in the URL (replacing the entry) and tells the other islands. */
export function writeCompare(ids: readonly string[]): void {
  const value = encodeCompare(ids);
  try {
    storage()?.setItem(COMPARE_STORAGE_KEY, value);
  } catch {
    // Quota or blocked storage: the URL alone keeps it.
  }
  const params = new URLSearchParams(window.location.search);
  if (value) params.set(COMPARE_PARAMETER, value);
  else params.delete(COMPARE_PARAMETER);
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`,
  );
  window.dispatchEvent(new CustomEvent(COMPARE_EVENT, { detail: decodeCompare(value) }));
}
