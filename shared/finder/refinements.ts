/**
 * The active refinements of a finder, each with the query that removes it
 * (ADR 0023): facet values, ranges, free text and the data-language switch.
 * Computed from the facet models and the tool's bare query, so the server
 * render and the island show the same chips, and each chip is a plain link.
 */
import type { TreeNode } from "./classification-tree.ts";
import { DATA_LANGUAGES } from "./data-languages.ts";
// Not the state's module: it brings the validation library, which the island's bundle must not carry.
import { rangeNotice, readDecimal, unusableBoundNotice } from "./decimal.ts";
import type { FacetModel } from "./facet-model.ts";
import { unitNeededNotice, waitsForUnit } from "./range-unit.ts";

export interface Refinement {
  /** What kind of refinement, as shown: `Brand`, `Search`, `Flash point`. */
  label: string;
  /** The value as shown: `Dabco`, `20 to 100 °C`. */
  value: string;
  /** The bare query without this refinement (and back on page 1). */
  query: string;
  /** The value is the data's own text (in the data language), not the tool's words or the visitor's. */
  fromData?: true;
}

/** Parameters that are not refinements: Clear all keeps them. */
const KEPT = ["sort", "size"];

function without(query: string, name: string, value?: string): string {
  const params = new URLSearchParams(query);
  if (value === undefined) params.delete(name);
  else params.delete(name, value);
  params.delete("page");
  return params.toString();
}

/**
 * A tree node's label with the branch above it ("Coatings › Epoxy Curing"):
 * the same label stands under several branches, and two chips must not read
 * the same.
 */
function treeLabel(nodes: TreeNode[], value: string, above = ""): string | undefined {
  for (const node of nodes) {
    const label = above + node.label;
    if (node.value === value) return label;
    const inner = treeLabel(node.children, value, `${label} › `);
    if (inner) return inner;
  }
  return undefined;
}

function rangeText(rawMin: string | null, rawMax: string | null, unit?: string): string {
  // As the finder reads the bounds (`-0` is 0, `.5` is 0.5): as a reload of the link shows them.
  const shown = (raw: string | null) => (raw ? String(readDecimal(raw) ?? raw) : raw);
  const [min, max] = [shown(rawMin), shown(rawMax)];
  const u = unit ? ` ${unit}` : "";
  if (min && max) return `${min} to ${max}${u}`;
  if (min) return `from ${min}${u}`;
  return `up to ${max}${u}`;
}

/**
 * Every active refinement in the order the form shows them: free text first,
 * then the facets in definition order, then the data language. `locked` keys
 * (presets of the page) are not the visitor's and are left out.
 */
export function activeRefinements(
  facets: readonly FacetModel[],
  query: string,
  locked: readonly string[] = [],
): Refinement[] {
  const params = new URLSearchParams(query);
  const out: Refinement[] = [];
  const q = params.get("q")?.trim();
  if (q) out.push({ label: "Search", value: q, query: without(query, "q") });
  for (const facet of facets) {
    if (locked.includes(facet.key)) continue;
    if (facet.kind === "range") {
      const min = params.get(`${facet.key}_min`);
      const max = params.get(`${facet.key}_max`);
      if (!min && !max) continue;
      out.push({
        label: facet.label,
        value: rangeText(min, max, facet.unit),
        query: without(without(query, `${facet.key}_min`), `${facet.key}_max`),
      });
    } else if (facet.kind === "boolean") {
      if (params.has(facet.key)) out.push({ label: facet.label, value: "Yes", query: without(query, facet.key) });
    } else {
      for (const value of params.getAll(facet.key)) {
        const label =
          facet.kind === "value"
            ? [...facet.options, ...(facet.more ?? [])].find((o) => o.value === value)?.label
            : // A single root ("Markets") only groups the rest: the branch starts below it.
              (treeLabel(facet.tree.length === 1 ? (facet.tree[0]?.children ?? []) : facet.tree, value) ??
              treeLabel(facet.tree, value));
        const shown = label ?? value;
        // A value the answer does not know is the link's own text, in no known language.
        const fromData = label !== undefined && (facet.kind === "classification" || !facet.labelsFromSlugs);
        out.push({
          label: facet.label,
          value: shown,
          query: without(query, facet.key, value),
          ...(fromData ? { fromData: true as const } : {}),
        });
      }
    }
  }
  const context = params.get("context");
  if (context)
    out.push({
      label: "Data language",
      value: DATA_LANGUAGES.find((l) => l.value === context)?.label ?? context,
      query: without(query, "context"),
    });
  return out;
}

/** The bare query with every refinement removed: order, page size and the page's presets stay. */
export function clearAllQuery(query: string, locked: readonly string[] = []): string {
  const params = new URLSearchParams(query);
  const out = new URLSearchParams();
  for (const name of [...KEPT, ...locked]) for (const value of params.getAll(name)) out.append(name, value);
  return out.toString();
}

/** What the range rules read of a facet: a model of an answer or a tool's definition. */
type RangeFacet = Pick<FacetModel, "key" | "label"> & { kind: string; unitFrom?: string | undefined };

/**
 * How a range of a bare query stands: a bound given but not usable, a minimum
 * above the maximum, or bounds waiting for their one unit (`range-unit.ts`).
 */
function rangeStanding(facet: RangeFacet, params: URLSearchParams) {
  const raw = { min: params.get(`${facet.key}_min`) ?? "", max: params.get(`${facet.key}_max`) ?? "" };
  const min = raw.min === "" ? undefined : readDecimal(raw.min);
  const max = raw.max === "" ? undefined : readDecimal(raw.max);
  const unusable = (["min", "max"] as const).filter(
    (bound) => raw[bound] !== "" && (bound === "min" ? min : max) === undefined,
  );
  const crossed = min !== undefined && max !== undefined && min > max ? { min, max } : undefined;
  return { unusable, crossed, waiting: waitsForUnit(facet, params) };
}

/** The bounds of a range that are not applied: both when crossed or waiting for their unit, else the unusable. */
function notApplied(standing: ReturnType<typeof rangeStanding>): readonly ("min" | "max")[] {
  return standing.crossed || standing.waiting ? ["min", "max"] : standing.unusable;
}

/**
 * The notices for the ranges of a bare query the finder cannot apply: a bound
 * that is no number it can use (`1e308`), a minimum above the maximum (the
 * tool API refuses those; the page drops the range and says so), or bounds
 * waiting for their one unit (dropped and said by the API too).
 */
export function rangeProblems(facets: readonly RangeFacet[], query: string): string[] {
  const params = new URLSearchParams(query);
  const out: string[] = [];
  for (const facet of facets) {
    if (facet.kind !== "range") continue;
    const { unusable, crossed, waiting } = rangeStanding(facet, params);
    for (const bound of unusable) out.push(unusableBoundNotice(facet.label, bound));
    if (crossed) out.push(rangeNotice(facet.label, crossed.min, crossed.max));
    else if (waiting && unusable.length === 0) out.push(unitNeededNotice(facets, facet));
  }
  return out;
}

/**
 * The bare query without what of its ranges cannot be applied, as a page
 * applies it: an unusable bound is dropped, and both bounds of a range whose
 * minimum is above its maximum; the rest is kept.
 */
export function withoutWrongRanges(facets: readonly RangeFacet[], query: string): string {
  const params = new URLSearchParams(query);
  for (const facet of facets) {
    if (facet.kind !== "range") continue;
    for (const bound of notApplied(rangeStanding(facet, params))) params.delete(`${facet.key}_${bound}`);
  }
  return params.toString();
}

/**
 * `query` with the bounds of `asked` that could not be applied put back: the
 * page applies none of them, and shows them in its fields, where the visitor
 * can correct what the notice speaks of.
 */
export function withWrongRanges(facets: readonly RangeFacet[], query: string, asked: string): string {
  const params = new URLSearchParams(query);
  const from = new URLSearchParams(asked);
  for (const facet of facets) {
    if (facet.kind !== "range") continue;
    for (const bound of notApplied(rangeStanding(facet, from)))
      params.set(`${facet.key}_${bound}`, from.get(`${facet.key}_${bound}`) ?? "");
  }
  return params.toString();
}

/**
 * `query` without the picks of facets whose values are the data's own words
 * (`wordsOfData`): after a change of data language they would match nothing.
 * Each facet so cleared is said. Codes (slugs, plants, products, countries)
 * mean the same in every language and stay.
 */
export function withoutWordsOfData(facets: readonly FacetModel[], query: string): { query: string; notices: string[] } {
  const params = new URLSearchParams(query);
  const notices: string[] = [];
  for (const facet of facets) {
    if (facet.kind !== "value" || !facet.wordsOfData || !params.has(facet.key)) continue;
    params.delete(facet.key);
    notices.push(`${facet.label}: removed, as its values differ per data language.`);
  }
  return { query: notices.length > 0 ? params.toString() : query, notices };
}
