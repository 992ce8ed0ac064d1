import * as v from "valibot";
import { AUTOCOMPLETE_MODES, type AutocompleteRequest, type SuggestRequest } from "./suggest.ts";

const int = v.pipe(v.number(), v.integer());
const opt = <T extends v.GenericSchema>(s: T) => v.optional(v.nullable(s));

/** `POST docs/search.post.suggest`, in the REST API's names. */
export const suggestBodySchema = v.looseObject({
  search: v.string(),
  suggesterName: v.string(),
  filter: opt(v.string()),
  fuzzy: opt(v.boolean()),
  highlightPreTag: opt(v.string()),
  highlightPostTag: opt(v.string()),
  minimumCoverage: opt(v.number()),
  orderby: opt(v.string()),
  searchFields: opt(v.string()),
  select: opt(v.string()),
  top: opt(int),
});

/** `POST docs/search.post.autocomplete`. */
export const autocompleteBodySchema = v.looseObject({
  search: v.string(),
  suggesterName: v.string(),
  autocompleteMode: opt(v.picklist(AUTOCOMPLETE_MODES)),
  filter: opt(v.string()),
  fuzzy: opt(v.boolean()),
  highlightPreTag: opt(v.string()),
  highlightPostTag: opt(v.string()),
  minimumCoverage: opt(v.number()),
  searchFields: opt(v.string()),
  top: opt(int),
});

const intParam = v.pipe(v.string(), v.regex(/^\d+$/, "must be a non-negative integer"), v.transform(Number));
const numParam = v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/, "must be a number"), v.transform(Number));
const boolParam = v.pipe(
  v.picklist(["true", "false"]),
  v.transform((s) => s === "true"),
);

/** `GET docs/suggest` (and the SDK's `docs/search.suggest`): `$filter`, `$top`, `$select`, `$orderby`. */
export const suggestQuerySchema = v.object({
  search: v.string(),
  suggesterName: v.string(),
  $filter: v.optional(v.string()),
  fuzzy: v.optional(boolParam),
  highlightPreTag: v.optional(v.string()),
  highlightPostTag: v.optional(v.string()),
  minimumCoverage: v.optional(numParam),
  $orderby: v.optional(v.string()),
  searchFields: v.optional(v.string()),
  $select: v.optional(v.string()),
  $top: v.optional(intParam),
});

/** `GET docs/autocomplete` (and `docs/search.autocomplete`). */
export const autocompleteQuerySchema = v.object({
  search: v.string(),
  suggesterName: v.string(),
  autocompleteMode: v.optional(v.picklist(AUTOCOMPLETE_MODES)),
  $filter: v.optional(v.string()),
  fuzzy: v.optional(boolParam),
  highlightPreTag: v.optional(v.string()),
  highlightPostTag: v.optional(v.string()),
  minimumCoverage: v.optional(numParam),
  searchFields: v.optional(v.string()),
  $top: v.optional(intParam),
});

/** Keeps only the members set (not null), so the engine sees what the caller asked. */
function defined<T extends object>(o: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(o).filter(([, x]) => x !== null && x !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

export function toSuggestRequest(b: v.InferOutput<typeof suggestBodySchema>): SuggestRequest {
  const { search, suggesterName, filter, fuzzy, highlightPreTag, highlightPostTag, minimumCoverage } = b;
  const { orderby, searchFields, select, top } = b;
  return defined({
    search,
    suggesterName,
    filter,
    fuzzy,
    highlightPreTag,
    highlightPostTag,
    minimumCoverage,
    orderby,
    searchFields,
    select,
    top,
  }) as SuggestRequest;
}

export function queryToSuggestRequest(q: v.InferOutput<typeof suggestQuerySchema>): SuggestRequest {
  return toSuggestRequest({ ...q, filter: q.$filter, orderby: q.$orderby, select: q.$select, top: q.$top });
}

export function toAutocompleteRequest(b: v.InferOutput<typeof autocompleteBodySchema>): AutocompleteRequest {
  const { search, suggesterName, autocompleteMode, filter, fuzzy, highlightPreTag, highlightPostTag } = b;
  const { minimumCoverage, searchFields, top } = b;
  return defined({
    search,
    suggesterName,
    autocompleteMode,
    filter,
    fuzzy,
    highlightPreTag,
    highlightPostTag,
    minimumCoverage,
    searchFields,
    top,
  }) as AutocompleteRequest;
}

export function queryToAutocompleteRequest(q: v.InferOutput<typeof autocompleteQuerySchema>): AutocompleteRequest {
  return toAutocompleteRequest({ ...q, filter: q.$filter, top: q.$top });
}
