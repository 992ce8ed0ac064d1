/**
 * Turns a finder state into the search request (spec sections 5 and 7): the
 * free text normalised, every facet selection as an OData clause built by the
 * shared combinators (user values escaped or passed through `search.in`),
 * facet requests with the count limit, the order and the page window.
 */
import { type IndexName, userTypeFilter } from "../catalogue/index-names.ts";
import type { Audience } from "../context.ts";
import { TRUE_FACET_VALUES } from "../search/facets.ts";
import { toSearchText } from "../search/free-text.ts";
import { anyIn, searchIn } from "../search/odata.ts";
import { FACET_COUNT_LIMIT, skipFor } from "../search/paging.ts";
import { and, between } from "./filter.ts";
import { registrationClause } from "./registration-facet.ts";
import type { FinderState } from "./state.ts";
import type { FacetDefinition, ToolDefinition } from "./tool-definition.ts";

export interface FinderQuery {
  index: IndexName;
  search: string;
  filter?: string;
  facets: string[];
  top: number;
  skip: number;
  orderby?: string[];
  select: string[];
}

export interface FinderScope {
  audience: Audience;
  /** The page's site; results are limited to it (not for the intranet). */
  site?: string;
}

/** The clause for one facet's selection; undefined when nothing is selected. */
export function facetClause(facet: FacetDefinition, state: FinderState): string | undefined {
  switch (facet.kind) {
    case "boolean":
      return state.flags.includes(facet.key) ? searchIn(facet.field, TRUE_FACET_VALUES) : undefined;
    case "range": {
      const range = state.ranges[facet.key];
      return range ? between(facet.field, range.min, range.max) : undefined;
    }
    case "classification": {
      const values = state.values[facet.key];
      if (!values?.length) return undefined;
      const [collection, sub] = facet.field.split("/");
      return anyIn(collection ?? facet.field, values, sub);
    }
    case "registration":
      return registrationClause(facet, state);
    case "value": {
      const values = state.values[facet.key];
      if (!values?.length) return undefined;
      return facet.collection ? anyIn(facet.field, values) : searchIn(facet.field, values);
    }
  }
}

/** The filter of the tool's scope: kind, site and audience. */
export function scopeClause(def: ToolDefinition, scope: FinderScope): string | undefined {
  const parts: (string | undefined)[] = [userTypeFilter(def.index)];
  if (def.siteField && scope.site && scope.audience === "public") parts.push(anyIn(def.siteField, [scope.site]));
  if (def.visibilityField && scope.audience === "public") parts.push(anyIn(def.visibilityField, ["Public"]));
  return and(...parts);
}

/**
 * The facet request of a facet; `limit` is the most values a value list asks
 * for (the spec's count limit; lower only where a configuration says so, so
 * the demo catalogue can show a list cut at it, ADR 0077).
 */
export function facetRequest(facet: FacetDefinition, limit = FACET_COUNT_LIMIT): string | undefined {
  if (facet.kind === "range") return facet.interval ? `${facet.field},interval:${facet.interval}` : undefined;
  if (facet.kind === "boolean") return `${facet.field},count:10`;
  return `${facet.field},count:${facet.kind === "value" ? limit : FACET_COUNT_LIMIT}`;
}

export function orderFor(def: ToolDefinition, state: FinderState): string[] | undefined {
  switch (state.sort) {
    case "name-asc":
      return [`${def.nameField} asc`];
    case "name-desc":
      return [`${def.nameField} desc`];
    case "date-asc":
      return def.dateField ? [`${def.dateField} asc`, `${def.nameField} asc`] : undefined;
    case "date-desc":
      return def.dateField ? [`${def.dateField} desc`, `${def.nameField} asc`] : undefined;
    default:
      return undefined;
  }
}

/** The search text of a state: the visitor's words normalised, or every document. */
export function toSearchQuery(state: FinderState): string {
  return toSearchText(state.q) || "*";
}

export function buildFinderQuery(
  def: ToolDefinition,
  state: FinderState,
  scope: FinderScope,
  limit = FACET_COUNT_LIMIT,
): FinderQuery {
  const filter = and(scopeClause(def, scope), ...def.facets.map((facet) => facetClause(facet, state)));
  const orderby = orderFor(def, state);
  return {
    index: def.index,
    search: toSearchQuery(state),
    ...(filter ? { filter } : {}),
    facets: def.facets.map((facet) => facetRequest(facet, limit)).filter((f): f is string => f !== undefined),
    top: state.size,
    skip: skipFor(state.page, state.size),
    ...(orderby ? { orderby } : {}),
    select: [...def.select],
  };
}
