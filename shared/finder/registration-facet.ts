/**
 * Regulatory status as a filter (ADR 0074). The index holds a product's
 * statuses as one flat collection of `Region:code` values; a visitor picks
 * regions, the statuses that count, and whether every picked region must
 * hold one of them ("all") or one is enough ("any", the default). The facet
 * is shown as three plain lists (regions, statuses, the all/any switch), so
 * the form, the URL, the chips and Clear all work as for any other facet.
 */
import { REGISTRATION_REGIONS } from "../catalogue/product-attributes.ts";
import { anyIn } from "../search/odata.ts";
import type { FacetValue } from "../search/result.ts";
import type { FacetOption, ValueFacetModel } from "./facet-model.ts";
import { and } from "./filter.ts";
import type { FinderState } from "./state.ts";
import type { RegistrationFacet } from "./tool-definition.ts";

/** The status codes of the index, with the words the finder shows. */
export const REGISTRATION_STATUSES: readonly { code: string; label: string }[] = [
  { code: "listed", label: "Listed" },
  { code: "registered", label: "Registered" },
  { code: "exempt", label: "Exempt" },
  { code: "polymer-exemption", label: "Polymer exemption" },
  { code: "pending", label: "Pending" },
  { code: "not-listed", label: "Not listed" },
];

/** What counts when the visitor picks no status: a product may be placed on that market. */
export const DEFAULT_COUNTING_STATUSES: readonly string[] = ["listed", "registered", "exempt", "polymer-exemption"];

export const REGION_KEYS: readonly string[] = REGISTRATION_REGIONS.map((r) => r.key);
export const STATUS_CODES: readonly string[] = REGISTRATION_STATUSES.map((s) => s.code);
export const MATCH_ALL = "all";

/** The URL parameters of the group: regions under the facet's key, then the statuses and the all/any switch. */
export function registrationKeys(facet: Pick<RegistrationFacet, "key">): {
  regions: string;
  statuses: string;
  match: string;
} {
  return { regions: facet.key, statuses: `${facet.key}status`, match: `${facet.key}match` };
}

/** The statuses that count in this state: the picked ones, else the default. */
export function countingStatuses(facet: RegistrationFacet, state: FinderState): readonly string[] {
  const picked = state.values[registrationKeys(facet).statuses];
  return picked?.length ? picked : DEFAULT_COUNTING_STATUSES;
}

/**
 * The filter for the picked regions: with "any" one `any` over every
 * `Region:status` pair, with "all" one `any` per region joined by `and`.
 * Undefined when no region is picked (statuses alone narrow nothing).
 */
export function registrationClause(facet: RegistrationFacet, state: FinderState): string | undefined {
  const keys = registrationKeys(facet);
  const regions = state.values[keys.regions] ?? [];
  if (regions.length === 0) return undefined;
  const statuses = countingStatuses(facet, state);
  const pairs = (region: string) => statuses.map((status) => `${region}:${status}`);
  if (state.values[keys.match]?.includes(MATCH_ALL)) {
    return and(...regions.map((region) => anyIn(facet.field, pairs(region))));
  }
  return anyIn(facet.field, regions.flatMap(pairs));
}

/**
 * Per region, the products holding a counting status there: a product has
 * one status per region, so the counts of the region's counting pairs add up
 * without counting a product twice.
 */
export function regionCounts(values: readonly FacetValue[], statuses: readonly string[]): Map<string, number> {
  const counting = new Set(statuses);
  const out = new Map<string, number>();
  for (const entry of values) {
    const [region, status] = String(entry.value).split(":");
    if (!region || !status || !counting.has(status)) continue;
    out.set(region, (out.get(region) ?? 0) + entry.count);
  }
  return out;
}

/**
 * The three lists the group is shown as. Regions carry their disjunctive
 * counts (a region nothing counts in is not offered unless picked); statuses
 * and the switch are what counts, not narrowing picks, so they carry none.
 */
export function registrationModels(
  facet: RegistrationFacet,
  state: FinderState,
  values: readonly FacetValue[],
): ValueFacetModel[] {
  const keys = registrationKeys(facet);
  const pickedRegions = state.values[keys.regions] ?? [];
  const counts = regionCounts(values, countingStatuses(facet, state));
  const regions: FacetOption[] = REGISTRATION_REGIONS.map((r) => ({
    value: r.key,
    label: `${r.en} (${r.inventory})`,
    count: counts.get(r.key) ?? 0,
  })).filter((o) => o.count > 0 || pickedRegions.includes(o.value));
  const statusPicks = state.values[keys.statuses] ?? [];
  const matchPicks = state.values[keys.match] ?? [];
  return [
    { kind: "value", key: keys.regions, label: facet.label, single: false, options: regions, selected: pickedRegions },
    {
      kind: "value",
      key: keys.statuses,
      label: "Statuses that count",
      single: false,
      options: REGISTRATION_STATUSES.map((s) => ({ value: s.code, label: s.label, count: -1 })),
      selected: statusPicks,
    },
    {
      kind: "value",
      key: keys.match,
      label: "Regions to match",
      single: false,
      options: [{ value: MATCH_ALL, label: "Every picked region (not any one)", count: -1 }],
      selected: matchPicks,
    },
  ];
}
