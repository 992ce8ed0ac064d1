/**
 * The finder's part of the page URL. A finder's parameters may carry a
 * prefix on the page (two finders on one page must not share `q`); the JSON
 * API always takes them bare.
 */
import type { FacetModel } from "../../../shared/finder/facet-model";

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

/** The finder's bare parameters out of a page query: known names only, empty values dropped. */
export function readFinderQuery(search: string, prefix: string, names: ReadonlySet<string>): string {
  const out = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!name.startsWith(prefix) || value === "") continue;
    const bare = name.slice(prefix.length);
    if (names.has(bare)) out.append(bare, value);
  }
  return out.toString();
}

/** The page query with the finder's parameters replaced by `query` (bare), everything else kept. */
export function writeFinderQuery(search: string, prefix: string, names: ReadonlySet<string>, query: string): string {
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
