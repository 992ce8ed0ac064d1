import { type IndexName, userTypeFilter } from "../../../shared/catalogue/index-names";
import { BULK_PAGE_SIZE, DEFAULT_PAGE_SIZE, FACET_COUNT_LIMIT, skipFor } from "../../../shared/search/paging";
import { type SearchResult, toSearchResult } from "../../../shared/search/result";
import type { OutboundStrategy } from "../outbound";
import type { SearchClient, SearchOptions } from "./client";
import { and, anyIn, compare, eq, field as fieldPath, or, searchIn } from "./filters";

/** `and` of the kind's UserTypeID filter (spec section 3) and `filter`. */
export function kindFilter(index: IndexName, filter?: string): string | undefined {
  const clauses = [userTypeFilter(index), filter].filter((c): c is string => Boolean(c));
  return clauses.length ? and(...clauses) : undefined;
}

/** Documents by ID (`search.in`), in batches of 1000; unknown IDs are simply absent. */
export async function findByIds<T>(
  client: SearchClient,
  index: IndexName,
  ids: readonly string[],
  options: { select?: string[]; cache?: OutboundStrategy; extraFilter?: string } = {},
): Promise<T[]> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += BULK_PAGE_SIZE) batches.push(unique.slice(i, i + BULK_PAGE_SIZE));
  const answers = await Promise.all(
    batches.map((batch) =>
      client.search<T>(index, {
        filter: kindFilter(index, and(searchIn("ID", batch), options.extraFilter)),
        top: batch.length,
        ...(options.select ? { select: options.select } : {}),
        ...(options.cache ? { cache: options.cache } : {}),
      }),
    ),
  );
  return answers.flatMap((a) => a.value);
}

/** One document by ID, or null. */
export async function findById<T>(
  client: SearchClient,
  index: IndexName,
  id: string,
  options: { cache?: OutboundStrategy } = {},
): Promise<T | null> {
  const [doc] = await findByIds<T>(client, index, [id], options);
  return doc ?? null;
}

/** A facet selection of a finder. */
export type FacetSelection =
  /** Values of a string field, or of a string collection when `collection`. */
  | { kind: "value"; field: string; values: string[]; collection?: boolean }
  /** ClassificationReference/ClassificationID values. */
  | { kind: "classification"; values: string[] }
  /** A boolean facet: true for Yes, yes or true (spec section 5). */
  | { kind: "boolean"; field: string }
  /** A range facet: min..max inclusive. */
  | { kind: "range"; field: string; min: number; max: number };

/** The OData filter of one facet selection. */
export function facetFilter(selection: FacetSelection): string {
  switch (selection.kind) {
    case "value":
      return selection.collection
        ? anyIn(selection.field, selection.values)
        : searchIn(selection.field, selection.values);
    case "classification":
      return anyIn("ClassificationReference", selection.values, "ClassificationID");
    case "boolean":
      return or(eq(selection.field, "Yes"), eq(selection.field, "yes"), eq(selection.field, "true"));
    case "range":
      return and(compare(selection.field, "ge", selection.min), compare(selection.field, "le", selection.max));
  }
}

export interface FacetedSearch {
  search?: string;
  selections?: FacetSelection[];
  /** Fields to facet on; each asks for up to 1000 values. */
  facets?: string[];
  page?: number;
  perPage?: number;
  orderby?: string[];
  select?: string[];
  /** A further fixed filter of the caller (e.g. the site). */
  filter?: string;
  cache?: OutboundStrategy;
}

/** One page of a finder: search text, facet selections and facet counts, in the result shape of spec section 3. */
export async function searchByFacets<T>(
  client: SearchClient,
  index: IndexName,
  query: FacetedSearch,
): Promise<SearchResult<T>> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const perPage = query.perPage ?? DEFAULT_PAGE_SIZE;
  const selections = (query.selections ?? []).map(facetFilter);
  const options: SearchOptions = {
    search: query.search || "*",
    filter: kindFilter(index, selections.length || query.filter ? and(query.filter, ...selections) : undefined),
    facets: (query.facets ?? []).map((f) => `${f},count:${FACET_COUNT_LIMIT}`),
    top: perPage,
    skip: skipFor(page, perPage),
  };
  if (query.orderby) options.orderby = query.orderby;
  if (query.select) options.select = query.select;
  if (query.cache) options.cache = query.cache;
  const answer = await client.search<T>(index, options);
  return toSearchResult({ totalCount: answer.count, results: answer.value, page, perPage, facets: answer.facets });
}

/** Documents carrying a classification (ClassificationReference/ClassificationID). */
export async function findByClassification<T>(
  client: SearchClient,
  index: IndexName,
  classificationId: string,
  options: { page?: number; perPage?: number; orderby?: string[] } = {},
): Promise<SearchResult<T>> {
  return searchByFacets<T>(client, index, {
    selections: [{ kind: "classification", values: [classificationId] }],
    ...options,
  });
}

/** Smallest and largest value of a numeric attribute: two one-row queries, ascending and descending. */
export async function attributeRange(
  client: SearchClient,
  index: IndexName,
  field: string,
  filter?: string,
): Promise<{ min: number; max: number } | null> {
  const name = fieldPath(field);
  const base = { filter: kindFilter(index, and(filter, `${name} ne null`)), top: 1, select: [name] };
  const [low, high] = await Promise.all([
    client.search<Record<string, unknown>>(index, { ...base, orderby: [`${name} asc`] }),
    client.search<Record<string, unknown>>(index, { ...base, orderby: [`${name} desc`] }),
  ]);
  const min = low.value[0]?.[field];
  const max = high.value[0]?.[field];
  return typeof min === "number" && typeof max === "number" ? { min, max } : null;
}

/** The Name of the document a facet value points at (classification, plant, ...), or the value itself. */
export async function labelForFacetValue(client: SearchClient, index: IndexName, value: string): Promise<string> {
  const doc = await findById<{ Name?: string }>(client, index, value, { cache: "reference" });
  return doc?.Name || value;
}

/** Every document matching `filter`, paging by 1000 until no more pages. */
export async function bulkLookup<T>(
  client: SearchClient,
  index: IndexName,
  options: { filter?: string; select?: string[]; orderby?: string[]; cache?: OutboundStrategy } = {},
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await client.search<T>(index, {
      filter: kindFilter(index, options.filter),
      top: BULK_PAGE_SIZE,
      skip: skipFor(page, BULK_PAGE_SIZE),
      // A stable order so that pages neither overlap nor miss documents.
      orderby: options.orderby ?? ["ID asc"],
      ...(options.select ? { select: options.select } : {}),
      cache: options.cache ?? "reference",
    });
    all.push(...answer.value);
    if (answer.value.length < BULK_PAGE_SIZE || all.length >= answer.count) return all;
  }
}

export const allArticles = <T>(client: SearchClient, filter?: string) =>
  bulkLookup<T>(client, "articles", filter ? { filter } : {});
export const allPlants = <T>(client: SearchClient) => bulkLookup<T>(client, "plants");
export const allLabels = <T>(client: SearchClient, filter?: string) =>
  bulkLookup<T>(client, "labels", filter ? { filter } : {});
export const allRecommendations = <T>(client: SearchClient, filter?: string) =>
  bulkLookup<T>(client, "competitivescoutrecommendations", filter ? { filter } : {});
/** Third-party products ordered by Name, then Company (spec section 9). */
export const allThirdPartyProducts = <T>(client: SearchClient, filter?: string) =>
  bulkLookup<T>(client, "thirdpartyproducts", { orderby: ["Name asc", "Company asc"], ...(filter ? { filter } : {}) });

/** Classification ID -> Name, for every classification. */
export async function classificationLabels(client: SearchClient): Promise<Map<string, string>> {
  const docs = await bulkLookup<{ ID: string; Name: string }>(client, "classifications", { select: ["ID", "Name"] });
  return new Map(docs.map((d) => [d.ID, d.Name]));
}
