/**
 * A facet's values searched on the server (ADR 0077). The search service
 * answers at most the count limit of values per facet, so a list longer than
 * that reaches the finder cut, and the values past the cut cannot be found in
 * it. Such a facet's values are IDs of documents named in another index (a
 * document's products), or the words of a searchable field: the words typed
 * find those documents by name, and one more search counts the facet among
 * their values under every other selection, as the facet's own counts are
 * (ADR 0023).
 */
import { userTypeFilter } from "../catalogue/index-names.ts";
import { toSearchTextUnchecked } from "../search/free-text.ts";
import { anyIn, searchIn } from "../search/odata.ts";
import { and } from "./filter.ts";
import { type FinderQuery, type FinderScope, facetClause, facetRequest, scopeClause, toSearchQuery } from "./query.ts";
import type { FinderState } from "./state.ts";
import type { ToolDefinition, ValueFacet } from "./tool-definition.ts";

/** A facet whose values can be searched on the server. */
export type SearchableFacet = ValueFacet & { valueSearch: NonNullable<ValueFacet["valueSearch"]> };

export function isSearchableFacet(facet: ToolDefinition["facets"][number]): facet is SearchableFacet {
  return facet.kind === "value" && facet.valueSearch !== undefined;
}

/**
 * Whether a facet's list may have been cut: the service answered as many
 * values as it was asked for at most. A list of exactly that many is taken as
 * cut too; the search then finds what the list already showed, nothing worse.
 */
export function isCutAtLimit(values: readonly unknown[] | undefined, limit: number): boolean {
  return (values?.length ?? 0) >= limit;
}

/** The names' search: every word typed, each as a prefix (`tegostab b` -> `tegostab*+b*`); empty when no word. */
export function valueNameSearch(typed: string): string {
  return toSearchTextUnchecked(typed);
}

export interface NameSearch {
  index: SearchableFacet["valueSearch"]["index"];
  search: string;
  searchFields: string[];
  searchMode: "all";
  filter?: string;
  top: number;
  select: string[];
}

export interface ValueSearchPlan {
  /** The documents whose names hold every word typed: the values that can match. */
  names: NameSearch;
  /** The facet counted among `ids` under the finder's text and every other selection. */
  counts(ids: readonly string[]): FinderQuery;
}

/**
 * The two searches of a facet's values for the words `typed`; undefined when
 * they hold no word to search by. `limit` bounds both: the names found and the
 * values counted.
 */
export function buildValueSearchPlan(
  def: ToolDefinition,
  facet: SearchableFacet,
  state: FinderState,
  scope: FinderScope,
  typed: string,
  limit: number,
): ValueSearchPlan | undefined {
  const search = valueNameSearch(typed);
  if (search === "") return undefined;
  const { index, field } = facet.valueSearch;
  const valueField = facet.valueSearch.valueField ?? "ID";
  const typeFilter = userTypeFilter(index);
  const names: NameSearch = {
    index,
    search,
    searchFields: [field],
    searchMode: "all",
    ...(typeFilter ? { filter: typeFilter } : {}),
    top: limit,
    select: [...new Set([valueField, field])],
  };
  const others = def.facets.filter((other) => other !== facet).map((other) => facetClause(other, state));
  const counts = (ids: readonly string[]): FinderQuery => {
    const among = facet.collection ? anyIn(facet.field, ids) : searchIn(facet.field, ids);
    const filter = and(scopeClause(def, scope), ...others, among);
    return {
      index: def.index,
      search: toSearchQuery(state),
      ...(filter ? { filter } : {}),
      facets: [facetRequest(facet, limit) as string],
      top: 0,
      skip: 0,
      select: ["ID"],
    };
  };
  return { names, counts };
}
