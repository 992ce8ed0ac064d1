/**
 * The searches of one finder state (ADR 0023): the main search carries every
 * selection; each facet that has a selection gets one more search that
 * carries every selection except its own and asks for that facet's counts
 * only, so its other values stay listed with the matches they would add (OR
 * inside a facet, AND across facets). The extra searches ask for no rows.
 */
import { FACET_COUNT_LIMIT } from "../search/paging.ts";
import type { FacetValue } from "../search/result.ts";
import { and } from "./filter.ts";
import {
  buildFinderQuery,
  type FinderQuery,
  type FinderScope,
  facetClause,
  facetRequest,
  scopeClause,
} from "./query.ts";
import type { FinderState } from "./state.ts";
import type { FacetDefinition, ToolDefinition } from "./tool-definition.ts";

export interface FacetCountQuery {
  /** The facet whose counts this search answers. */
  key: string;
  field: string;
  query: FinderQuery;
}

export interface FinderPlan {
  main: FinderQuery;
  facetCounts: FacetCountQuery[];
}

/**
 * Whether `other`'s selection narrows `facet`'s own counts: every other
 * facet's does, except a range measured in `facet`'s units, which applies only
 * while one of them is picked (`range-unit.ts`): picking a second unit drops
 * it, so the counts of the other units must not assume it.
 */
function narrowsCounts(facet: FacetDefinition, other: FacetDefinition): boolean {
  return other !== facet && !(other.kind === "range" && other.unitFrom === facet.key);
}

/** A facet whose counts change with its own selection: it has counts and something selected. */
function needsOwnCounts(facet: FacetDefinition, state: FinderState): boolean {
  return facetRequest(facet) !== undefined && facetClause(facet, state) !== undefined;
}

export function buildFinderPlan(
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScope,
  limit = FACET_COUNT_LIMIT,
): FinderPlan {
  const main = buildFinderQuery(def, state, scope, limit);
  const facetCounts = def.facets
    .filter((facet) => needsOwnCounts(facet, state))
    .map((facet): FacetCountQuery => {
      const filter = and(
        scopeClause(def, scope),
        ...def.facets.filter((other) => narrowsCounts(facet, other)).map((other) => facetClause(other, state)),
      );
      return {
        key: facet.key,
        field: facet.field,
        query: {
          index: main.index,
          search: main.search,
          ...(filter ? { filter } : {}),
          facets: [facetRequest(facet, limit) as string],
          top: 0,
          skip: 0,
          select: ["ID"],
        },
      };
    });
  return { main, facetCounts };
}

/** The main answer's facets with each selected facet's counts taken from its own search. */
export function mergeFacetCounts(
  main: Record<string, FacetValue[] | undefined>,
  plan: FinderPlan,
  own: readonly (Record<string, FacetValue[] | undefined> | undefined)[],
): Record<string, FacetValue[] | undefined> {
  const merged = { ...main };
  plan.facetCounts.forEach((entry, i) => {
    const counts = own[i]?.[entry.field];
    if (counts) merged[entry.field] = counts;
  });
  return merged;
}
