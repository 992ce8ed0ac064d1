import * as v from "valibot";

const FacetEntry = v.looseObject({
  count: v.number(),
  value: v.optional(v.union([v.string(), v.number(), v.boolean()])),
  from: v.optional(v.number()),
  to: v.optional(v.number()),
});

/**
 * A list of documents, each an object: checked as it is, not copied. A
 * record schema would build a copy of every document of every answer (an
 * answer's whole size again, per search); the documents' fields are checked
 * afterwards, in place, against the index's own schema (`document-check.ts`).
 */
const Documents = v.custom<Record<string, unknown>[]>(
  (input) =>
    Array.isArray(input) && input.every((doc) => typeof doc === "object" && doc !== null && !Array.isArray(doc)),
  "Invalid type: Expected Array of objects",
);

/** The part of an Azure AI Search answer the catalogue reads. */
export const SearchAnswerSchema = v.looseObject({
  "@odata.count": v.optional(v.number()),
  value: Documents,
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
