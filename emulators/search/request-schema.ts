import * as v from "valibot";
import type { SearchRequest } from "./engine.ts";

const int = v.pipe(v.number(), v.integer());

/** The search body: the REST API's names; unknown members (scoring...) are ignored. */
export const searchBodySchema = v.looseObject({
  search: v.optional(v.nullable(v.string())),
  searchMode: v.optional(v.nullable(v.picklist(["any", "all"]))),
  searchFields: v.optional(v.nullable(v.string())),
  queryType: v.optional(v.nullable(v.string())),
  filter: v.optional(v.nullable(v.string())),
  facets: v.optional(v.nullable(v.array(v.string()))),
  orderby: v.optional(v.nullable(v.string())),
  select: v.optional(v.nullable(v.string())),
  top: v.optional(v.nullable(int)),
  skip: v.optional(v.nullable(int)),
  count: v.optional(v.nullable(v.boolean())),
  highlight: v.optional(v.nullable(v.string())),
  highlightPreTag: v.optional(v.nullable(v.string())),
  highlightPostTag: v.optional(v.nullable(v.string())),
});

const intParam = v.pipe(v.string(), v.regex(/^\d+$/, "must be a non-negative integer"), v.transform(Number));
const boolParam = v.pipe(
  v.picklist(["true", "false"]),
  v.transform((s) => s === "true"),
);

/** The same request as GET query parameters (`$filter`, `$top`, repeated `facet`). */
export const searchQuerySchema = v.object({
  search: v.optional(v.string()),
  searchMode: v.optional(v.picklist(["any", "all"])),
  searchFields: v.optional(v.string()),
  queryType: v.optional(v.string()),
  $filter: v.optional(v.string()),
  facet: v.optional(v.array(v.string())),
  $orderby: v.optional(v.string()),
  $select: v.optional(v.string()),
  $top: v.optional(intParam),
  $skip: v.optional(intParam),
  $count: v.optional(boolParam),
  highlight: v.optional(v.string()),
  highlightPreTag: v.optional(v.string()),
  highlightPostTag: v.optional(v.string()),
});

/** Drops nulls so the engine sees only what the caller set. */
export function toSearchRequest(body: v.InferOutput<typeof searchBodySchema>): SearchRequest {
  const out: SearchRequest = {};
  if (body.search != null) out.search = body.search;
  if (body.searchMode != null) out.searchMode = body.searchMode;
  if (body.searchFields != null) out.searchFields = body.searchFields;
  if (body.queryType != null) out.queryType = body.queryType;
  if (body.filter != null) out.filter = body.filter;
  if (body.facets != null) out.facets = body.facets;
  if (body.orderby != null) out.orderby = body.orderby;
  if (body.select != null) out.select = body.select;
  if (body.top != null) out.top = body.top;
  if (body.skip != null) out.skip = body.skip;
  if (body.count != null) out.count = body.count;
  if (body.highlight != null) out.highlight = body.highlight;
  if (body.highlightPreTag != null) out.highlightPreTag = body.highlightPreTag;
  if (body.highlightPostTag != null) out.highlightPostTag = body.highlightPostTag;
  return out;
}

export function queryToSearchRequest(q: v.InferOutput<typeof searchQuerySchema>): SearchRequest {
  return toSearchRequest({
    search: q.search,
    searchMode: q.searchMode,
    searchFields: q.searchFields,
    queryType: q.queryType,
    filter: q.$filter,
    facets: q.facet,
    orderby: q.$orderby,
    select: q.$select,
    top: q.$top,
    skip: q.$skip,
    count: q.$count,
    highlight: q.highlight,
    highlightPreTag: q.highlightPreTag,
    highlightPostTag: q.highlightPostTag,
  });
}

/** One line per problem, naming the member: what a caller needs to fix the request. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`).join("; ");
}
