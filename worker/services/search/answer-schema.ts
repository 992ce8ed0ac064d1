import * as v from "valibot";

const FacetEntry = v.looseObject({
  count: v.number(),
  value: v.optional(v.union([v.string(), v.number(), v.boolean()])),
  from: v.optional(v.number()),
  to: v.optional(v.number()),
});

/** The part of an Azure AI Search answer the catalogue reads. */
export const SearchAnswerSchema = v.looseObject({
  "@odata.count": v.optional(v.number()),
  value: v.array(v.record(v.string(), v.unknown())),
  "@search.facets": v.optional(v.record(v.string(), v.array(FacetEntry))),
});

/** A `docs/suggest` answer: each entry the matched text and the selected fields. */
export const SuggestAnswerSchema = v.object({
  value: v.array(v.looseObject({ "@search.text": v.string() })),
});

/** A `docs/autocomplete` answer: each completed word and the text typed with it. */
export const AutocompleteAnswerSchema = v.object({
  value: v.array(v.looseObject({ text: v.string(), queryPlusText: v.string() })),
});
