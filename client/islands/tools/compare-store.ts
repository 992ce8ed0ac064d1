/**
 * The product compare selection in the browser: in the URL (`?compare=`,
 * shareable) and in sessionStorage (it survives navigation to other pages
 * of the same area; each area keeps its own, since another area's products
 * are not in its catalogue). Islands on one page stay in step through a
 * window event.
 */
import {
  COMPARE_PARAMETER,
  COMPARE_STORAGE_KEY,
  compareSelection,
  decodeCompare,
  encodeCompare,
} from "../../../shared/finder/compare";
import { writePageUrl } from "./page-url";
import { withParam } from "./tool-url";

export const COMPARE_EVENT = "pim:compare";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked in some third-party iframes: the URL still carries the selection.
    return undefined;
  }
}

/** The selection a history entry was stamped with when a later one was pushed over it. */
function stamped(): string[] | undefined {
  const state = window.history.state as { compare?: unknown } | null;
  return Array.isArray(state?.compare) ? decodeCompare(state.compare.join(",")) : undefined;
}

/** The storage entry of this page's area (`/pim/fragment/{site}/...`); its `en` and `de` pages share it. */
function storageKey(): string {
  const site = /^\/pim\/fragment\/([^/]+)\//.exec(window.location.pathname)?.[1];
  return site ? `${COMPARE_STORAGE_KEY}:${site}` : COMPARE_STORAGE_KEY;
}

function store(value: string): void {
  try {
    storage()?.setItem(storageKey(), value);
  } catch {
    // Quota or blocked storage: the URL alone keeps it.
  }
}

/** The selection: the URL's when it has one, else the one its history entry was stamped with, else the stored one. */
export function readCompare(): string[] {
  const params = new URLSearchParams(window.location.search);
  if (params.has(COMPARE_PARAMETER)) return compareSelection(params);
  const kept = stamped();
  if (kept) return kept;
  try {
    return decodeCompare(storage()?.getItem(storageKey()));
  } catch {
    return [];
  }
}

/**
 * The selection on arrival, put into the address where it is not there as
 * such: kept from before (a page reached by a plain link shows the area's
 * selection) or in the repeated form a form sends. The current entry is
 * replaced, nothing is added: the address then shows, and shares, what the
 * page shows (a link that named more products than can be compared, or ids
 * of another form, then names the ones shown).
 */
export function adoptCompare(): string[] {
  const ids = readCompare();
  const value = encodeCompare(ids);
  const inUrl = new URLSearchParams(window.location.search).getAll(COMPARE_PARAMETER);
  if (value && (inUrl.length !== 1 || inUrl[0] !== value))
    writePageUrl(urlWith(value), "replace", { ...window.history.state, compare: ids });
  return ids;
}

/** The page's address with `value` as its selection (none when empty), its ids separated by plain commas. */
function urlWith(value: string): string {
  // Setting it also folds the repeated parameters a form without script sends into one.
  const search = withParam(window.location.search, COMPARE_PARAMETER, value || undefined).replace(/%2C/gi, ",");
  return `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
}

/** After a history step: the entry's selection, stored again so later pages go on from it. */
export function restoreCompare(): string[] {
  const ids = readCompare();
  store(encodeCompare(ids));
  return ids;
}

/**
 * Stores the selection, puts it in the URL and tells the other islands.
 * `replace` (ticking boxes) changes the current history entry; `push` (an
 * explicit compare or remove) adds one, so the back button undoes it: the
 * entry left behind is stamped with the selection it showed.
 */
export function writeCompare(ids: readonly string[], mode: "replace" | "push" = "replace"): void {
  const value = encodeCompare(ids);
  if (mode === "push") {
    window.history.replaceState({ ...window.history.state, compare: readCompare() }, "", window.location.href);
  }
  store(value);
  const state = { ...(mode === "push" ? {} : window.history.state), compare: decodeCompare(value) };
  writePageUrl(urlWith(value), mode, state);
  window.dispatchEvent(new CustomEvent(COMPARE_EVENT, { detail: decodeCompare(value) }));
}

/**
 * Follows the selection after arrival (see `adoptCompare`): `on` gets it when
 * an island of the page changes it and after a history step (the back button
 * may undo a compare or a remove). Returns the function that stops following.
 */
export function followCompare(on: (ids: string[]) => void): () => void {
  const onCompare = (event: Event) => on((event as CustomEvent<string[]>).detail);
  const onPop = () => on(restoreCompare());
  window.addEventListener(COMPARE_EVENT, onCompare);
  window.addEventListener("popstate", onPop);
  return () => {
    window.removeEventListener(COMPARE_EVENT, onCompare);
    window.removeEventListener("popstate", onPop);
  };
}
