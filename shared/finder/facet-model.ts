/**
 * What a finder shows for its facets: built on the server from the search
 * answer, sent to the island as plain JSON, rendered by both.
 */
import { COMMON_BLACKLIST } from "../catalogue/product-attributes.ts";
import { isTrueFacetValue } from "../search/facets.ts";
import type { FacetValue } from "../search/result.ts";
import { wordsOfSlug } from "../text-rules.ts";
import { type TreeNode, treeValues } from "./classification-tree.ts";
import { compareLabels } from "./label-order.ts";
import { pickedUnit, unitNeeded } from "./range-unit.ts";
import { registrationModels } from "./registration-facet.ts";
import type { FinderState } from "./state.ts";
import type { ToolDefinition } from "./tool-definition.ts";
import { matchesValueFilter } from "./value-filter.ts";

export interface FacetOption {
  value: string;
  label: string;
  /** Matches; -1 for a value that says what counts rather than narrowing (shown without a count, always offered). */
  count: number;
}

interface ModelBase {
  key: string;
  label: string;
}

export interface ValueFacetModel extends ModelBase {
  kind: "value";
  /** Rendered as a select (a switch): one value at a time. */
  single: boolean;
  /** The values shown at once: every value of a short list; of a long one the most frequent and the selected. */
  options: FacetOption[];
  /** The rest of a long list, folded behind "Show more". */
  more?: FacetOption[];
  /** The list is long enough to get a filter box. */
  searchable?: boolean;
  /**
   * The service's list was cut at the facet count limit: its values are
   * searched on the server, in a box of their own, not filtered in place (ADR 0077).
   */
  truncated?: true;
  /**
   * Values were left out of this list: the service cut it, or it is searched
   * on the server and longer than `LISTED_SEARCHED_VALUES`. The search field
   * finds the others.
   */
  unlisted?: true;
  /** The words the values were searched by: the options are the values that match them. */
  valueQuery?: string;
  selected: string[];
  /** The labels are words made from slugs (English), not the data's own text in its language. */
  labelsFromSlugs?: true;
  /**
   * The values are the data's own words ("Aminkatalysator"), not codes: a pick made
   * in one data language matches nothing in another.
   */
  wordsOfData?: true;
}

export interface BooleanFacetModel extends ModelBase {
  kind: "boolean";
  /** Matches with a true value. */
  count: number;
  checked: boolean;
}

export interface RangeFacetModel extends ModelBase {
  kind: "range";
  unit?: string;
  /** Lowest and highest value in the index; absent when no document has one. */
  bounds?: { min: number; max: number };
  min?: number;
  max?: number;
  /** Matches per interval bucket (ranges without a selection of their own), lowest first. */
  buckets?: { from: number; to: number; count: number }[];
  /** Of the products the other filters leave, how many have no value for it (neither hidden nor counted silently). */
  missing?: number;
  /** The buckets and the missing as the finder shows them (`1000 to 2000 mPa·s: 12`, `No value: 3`). */
  counts?: string[];
  /** The facet that names each value's unit, where they come in several (`RangeFacet.unitFrom`). */
  unitFrom?: string;
  /** What must be picked before the range applies (`unitFrom`): said beside its fields. */
  needs?: string;
}

export interface ClassificationFacetModel extends ModelBase {
  kind: "classification";
  tree: TreeNode[];
  selected: string[];
}

export type FacetModel = ValueFacetModel | BooleanFacetModel | RangeFacetModel | ClassificationFacetModel;

export interface FacetExtras {
  /** Display labels by facet key, then by value. */
  labels?: Record<string, Record<string, string>>;
  /** Full option lists (countries, languages) by facet key: value -> label. */
  fullLists?: Record<string, Record<string, string>>;
  bounds?: Record<string, { min: number; max: number } | undefined>;
  /** By facet field: the matches of the search its counts come from (for the count of those lacking a value). */
  totals?: Record<string, number>;
  trees?: Record<string, TreeNode[]>;
  /** Keys of the facets whose list the service cut at the count limit. */
  cut?: ReadonlySet<string>;
}

/** A slug value as an option label (`automotive-pu-foam` -> `Automotive PU foam`). */
export function labelFromSlug(slug: string): string {
  return wordsOfSlug(slug);
}

const BLANK = new Set(COMMON_BLACKLIST.map((v) => v.toLowerCase()));

/** Empty and "no value" placeholders (`n/a`, `-`, ...) are not offered as choices. */
function isBlank(value: string): boolean {
  return value.trim() === "" || BLANK.has(value.trim().toLowerCase());
}

function sortOptions(options: FacetOption[]): FacetOption[] {
  return options.sort((a, b) => compareLabels(a.label, b.label));
}

/** A list longer than this shows its most frequent values and folds the rest. */
export const SHOWN_VALUES = 10;
/** A list longer than this gets a filter box. */
export const SEARCHABLE_VALUES = 20;
/**
 * A list whose values are searched on the server (ADR 0077) lists at most
 * this many, the most frequent and every selected one; its search field finds
 * the others. At the catalogue's real size such a list holds up to the facet
 * count limit of values (1,000 product names), which made a download center
 * 376 kB of HTML and 30 to 35 ms of the isolate's time uncached (ADR 0084).
 */
export const LISTED_SEARCHED_VALUES = 200;

/**
 * The most frequent `bound` options and every selected one, in their order.
 * Ties go by label, or by value with `cheapTies` (a list of a thousand
 * product names: their collation would cost more than the rest of the list).
 */
function mostFrequent(
  options: FacetOption[],
  selected: readonly string[],
  bound: number,
  cheapTies = false,
): FacetOption[] {
  if (options.length <= bound) return options;
  const tie = cheapTies
    ? (a: FacetOption, b: FacetOption) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
    : (a: FacetOption, b: FacetOption) => compareLabels(a.label, b.label);
  const kept = new Set(
    [...options]
      .sort((a, b) => b.count - a.count || tie(a, b))
      .slice(0, bound)
      .map((o) => o.value),
  );
  return options.filter((o) => kept.has(o.value) || selected.includes(o.value));
}

/** A facet's counts by value, blank and placeholder values left out. */
function valueCounts(values: readonly { value?: unknown; count: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of values) {
    if (entry.value === undefined || entry.value === null || isBlank(String(entry.value))) continue;
    counts.set(String(entry.value), entry.count);
  }
  return counts;
}

/**
 * The values a list searched on the server shows when no words are typed, as
 * its model will list them (blank values dropped, ranked by count, ties by
 * value): the finder asks names for these only, not for every value the
 * service answered.
 */
export function listedSearchedValues(
  values: readonly { value?: unknown; count: number }[],
  selected: readonly string[],
): string[] {
  const counts = valueCounts(values);
  const options = [...new Set([...counts.keys(), ...selected])]
    .map((value) => ({ value, label: value, count: counts.get(value) ?? 0 }))
    .filter((option) => option.count > 0 || selected.includes(option.value));
  return mostFrequent(options, selected, LISTED_SEARCHED_VALUES, true).map((option) => option.value);
}

/** The shown and folded values of a checkbox list: the most frequent (ties by label) and every selected one shown. */
function foldOptions(
  options: FacetOption[],
  selected: readonly string[],
): { options: FacetOption[]; more?: FacetOption[]; searchable?: boolean } {
  if (options.length <= SHOWN_VALUES) return { options };
  const shown = mostFrequent(options, selected, SHOWN_VALUES);
  const listed = new Set(shown);
  const more = options.filter((o) => !listed.has(o));
  return {
    options: shown,
    ...(more.length ? { more } : {}),
    ...(options.length > SEARCHABLE_VALUES ? { searchable: true } : {}),
  };
}

/** Interval buckets as ranges, and how many of `total` fall in none (no value). */
function rangeCounts(
  interval: number | undefined,
  unit: string | undefined,
  values: readonly FacetValue[],
  total: number | undefined,
): Pick<RangeFacetModel, "buckets" | "missing" | "counts"> {
  if (!interval) return {};
  const buckets = values
    .filter((v) => typeof v.value === "number" && v.count > 0)
    .map((v) => {
      // Bounds rounded: in binary 9 * 0.1 is 0.9000000000000001, and 0.9 + 0.1 is 0.99999...
      const from = Number((v.value as number).toFixed(12));
      const to = Number((from + interval).toFixed(12));
      return { from, to, count: v.count };
    });
  const counted = buckets.reduce((sum, b) => sum + b.count, 0);
  const missing = total !== undefined ? Math.max(0, total - counted) : undefined;
  const u = unit ? ` ${unit}` : "";
  const counts = buckets.map((b) => `${b.from} to ${b.to}${u}: ${b.count}`);
  if (missing) counts.push(`No value: ${missing}`);
  return { buckets, ...(missing !== undefined ? { missing } : {}), ...(counts.length ? { counts } : {}) };
}

/**
 * Facet models in definition order. Values come from the answer with their
 * counts; values counted 0 are not offered, except selected values, which
 * stay listed even when the answer no longer holds them, so a choice can
 * always be undone; a full list gives labels to the values it knows.
 */
export function buildFacetModels(
  def: ToolDefinition,
  state: FinderState,
  answer: Record<string, FacetValue[] | undefined>,
  extras: FacetExtras = {},
): FacetModel[] {
  return def.facets.flatMap((facet): FacetModel | FacetModel[] => {
    const values = answer[facet.field] ?? [];
    if (facet.kind === "registration") return registrationModels(facet, state, values);
    if (facet.kind === "boolean") {
      const count = values.filter((v) => isTrueFacetValue(v.value)).reduce((sum, v) => sum + v.count, 0);
      return { kind: "boolean", key: facet.key, label: facet.label, count, checked: state.flags.includes(facet.key) };
    }
    if (facet.kind === "range") {
      const range = state.ranges[facet.key];
      const bounds = extras.bounds?.[facet.key];
      // A range over several units names the one picked, or says it waits for one (`range-unit.ts`).
      const unit = facet.unitFrom ? pickedUnit(facet, state.values[facet.unitFrom]) : facet.unit;
      const counted = rangeCounts(facet.interval, unit, values, extras.totals?.[facet.field]);
      return {
        kind: "range",
        key: facet.key,
        label: facet.label,
        ...(unit ? { unit } : {}),
        ...(facet.unitFrom ? { unitFrom: facet.unitFrom } : {}),
        ...(facet.unitFrom && !unit ? { needs: unitNeeded(def.facets, facet) } : {}),
        ...(bounds ? { bounds } : {}),
        ...(range?.min !== undefined ? { min: range.min } : {}),
        ...(range?.max !== undefined ? { max: range.max } : {}),
        ...counted,
      };
    }
    const selected = state.values[facet.key] ?? [];
    if (facet.kind === "classification") {
      const tree = extras.trees?.[facet.key] ?? [];
      const known = new Set(treeValues(tree));
      const orphans = selected
        .filter((value) => !known.has(value))
        .map((value) => ({ label: value, value, count: 0, children: [] }));
      return { kind: "classification", key: facet.key, label: facet.label, tree: [...tree, ...orphans], selected };
    }
    const labels = extras.labels?.[facet.key] ?? {};
    const full = extras.fullLists?.[facet.key];
    const counts = valueCounts(values);
    const labelOf = (value: string) =>
      labels[value] ?? full?.[value] ?? (facet.labels === "slug" ? labelFromSlug(value) : value);
    const optionValues = new Set<string>(full ? Object.keys(full) : []);
    for (const value of counts.keys()) optionValues.add(value);
    for (const value of selected) optionValues.add(value);
    const typed = state.valueQueries?.[facet.key];
    const cut = extras.cut?.has(facet.key) === true;
    // A value nothing matches is no choice; a selected one stays, so it can be undone. A list searched
    // on the server keeps the values whose names hold every word typed, as the visitor reads them.
    const matching = [...optionValues]
      .map((value) => ({ value, label: labelOf(value), count: counts.get(value) ?? 0 }))
      .filter((option) => option.count > 0 || selected.includes(option.value))
      .filter((option) => !typed || selected.includes(option.value) || matchesValueFilter(option.label, typed));
    // Bounded before the labels are sorted: only what is listed is put in order.
    const options = sortOptions(
      facet.valueSearch ? mostFrequent(matching, selected, LISTED_SEARCHED_VALUES, true) : matching,
    );
    const bounded = options.length < matching.length;
    const folded = facet.single ? { options } : foldOptions(options, selected);
    // A cut list is searched on the server: filtering it in place would only find what was not cut.
    const { searchable: _inPlace, ...kept } = folded as ReturnType<typeof foldOptions>;
    const shown = cut || bounded || typed ? kept : folded;
    return {
      kind: "value",
      key: facet.key,
      label: facet.label,
      single: !!facet.single,
      ...shown,
      selected,
      ...(cut || bounded ? { truncated: true as const } : {}),
      // With words typed, the list is what the names' search found, cut by the bound only.
      ...(bounded || (cut && !typed) ? { unlisted: true as const } : {}),
      ...(typed ? { valueQuery: typed } : {}),
      ...(facet.labels === "slug" ? { labelsFromSlugs: true as const } : {}),
      ...(facet.localized ? { wordsOfData: true as const } : {}),
    };
  });
}
