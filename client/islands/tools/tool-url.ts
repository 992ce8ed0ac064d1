/**
 * A tool's part of the page URL and its history entries, the one place a
 * tool (finder, step flow) reads and writes its state there. A tool's
 * parameters may carry a prefix on the page (two finders on one page must
 * not share `q`); the JSON API always takes them bare. The page URL itself,
 * which the page's tools share, is written through `page-url.ts` (ADR 0039).
 */
import { useEffect, useEffectEvent, useRef } from "react";
import type { FacetModel } from "../../../shared/finder/facet-model";
import { writePageUrl } from "./page-url";

const COMMON = ["q", "page", "size", "sort", "context"];

/** Every bare parameter name a finder with these facets understands. */
export function finderParameterNames(facets: readonly FacetModel[]): Set<string> {
  const names = new Set(COMMON);
  for (const facet of facets) {
    if (facet.kind === "range") {
      names.add(`${facet.key}_min`);
      names.add(`${facet.key}_max`);
    } else names.add(facet.key);
  }
  return names;
}

/** The tool's bare parameters out of a page query: known names only, empty values dropped. */
export function readToolQuery(search: string, prefix: string, names: ReadonlySet<string>): string {
  const out = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!name.startsWith(prefix) || value === "") continue;
    const bare = name.slice(prefix.length);
    if (names.has(bare)) out.append(bare, value);
  }
  return out.toString();
}

/** The page query with the tool's parameters replaced by `query` (bare), everything else kept. */
export function writeToolQuery(search: string, prefix: string, names: ReadonlySet<string>, query: string): string {
  const out = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.startsWith(prefix) && names.has(name.slice(prefix.length))) continue;
    out.append(name, value);
  }
  for (const [name, value] of new URLSearchParams(query)) out.append(prefix + name, value);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/**
 * The form's fields as a query: the finder's own fields only (the form also
 * carries other tools' parameters for its submit without script), empty
 * values dropped, `page` left out (a new filter starts at page 1).
 */
export function formQuery(form: HTMLFormElement, prefix: string, names: ReadonlySet<string>): string {
  const out = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "" || !name.startsWith(prefix)) continue;
    const bare = name.slice(prefix.length);
    if (bare !== "page" && names.has(bare)) out.append(bare, value);
  }
  return out.toString();
}

/** `query` with one parameter set (or removed when `value` is undefined). */
export function withParam(query: string, name: string, value: string | undefined): string {
  const params = new URLSearchParams(query);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  return params.toString();
}

/**
 * A tool's state in the page's history. `shown` is the tool's part of the URL
 * last shown: a history step that leaves it as it was (another tool's step)
 * is none of this tool's business. `onStep` hears every history step, with
 * the tool's state there and whether it differs from the one shown (which it
 * then becomes). `write` writes the page URL, its entry marked as this
 * island's (`{ [kind]: islandId }`), and takes what it shows as shown.
 */
export function useToolHistory(
  prefix: string,
  names: ReadonlySet<string>,
  [kind, islandId]: ["finder" | "flow", string],
  onStep: (query: string, changed: boolean) => void,
) {
  const shown = useRef<string | undefined>(undefined);
  const read = () => readToolQuery(window.location.search, prefix, names);
  const step = useEffectEvent(() => {
    const next = read();
    const changed = next !== shown.current;
    shown.current = next;
    onStep(next, changed);
  });
  const start = useEffectEvent(() => {
    shown.current ??= read();
  });
  // Added once, not again with each answer: the browser runs the page's other popstate listeners
  // first, and their state updates make React run this island's pending effects between two
  // listeners; a listener removed and added again there misses the event it was added for (Back
  // right after an answer left the results of the entry before).
  useEffect(() => {
    start();
    const listener = () => step();
    window.addEventListener("popstate", listener);
    return () => window.removeEventListener("popstate", listener);
  }, []);
  const write = (url: string, mode: "push" | "replace") => {
    writePageUrl(url, mode, { [kind]: islandId });
    shown.current = read();
  };
  return { shown, read, write };
}
