/**
 * The suggestions API's answer as the search box checks it before showing
 * it (ADR 0073): a proxy, a cached error page or a deploy of another version
 * may answer something else. Each suggestion and completion is checked on
 * its own, so one malformed entry costs that entry, not the list.
 */
import * as v from "valibot";
import { SUGGESTING_TOOLS, type SuggestionItem, type SuggestionsAnswer } from "./suggestions.ts";

const suggestion = v.looseObject({
  id: v.string(),
  label: v.string(),
  matched: v.exactOptional(v.string()),
  kind: v.picklist(Object.values(SUGGESTING_TOOLS)),
  // Only a page of this site: an answer never sends the visitor elsewhere.
  href: v.exactOptional(v.pipe(v.string(), v.startsWith("/pim/fragment/"))),
}) satisfies v.GenericSchema<unknown, SuggestionItem>;

const completion = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== ""),
);

/** A list of which only the entries `entry` accepts are kept; anything but an array is an empty list. */
const entriesOf = <T>(entry: v.GenericSchema<unknown, T>) =>
  v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((list) => list.filter((item): item is T => v.is(entry, item))),
    ),
    [],
  );

const answer = v.fallback(
  v.object({
    suggestions: v.optional(entriesOf(suggestion), []),
    // Once each, as the listbox shows them.
    completions: v.pipe(
      v.optional(entriesOf(completion), []),
      v.transform((list) => [...new Set(list)]),
    ),
  }),
  { suggestions: [], completions: [] },
);

/** The well-formed suggestions and completions of an answer of `/pim/api/{site}/{lang}/suggest`; anything else is none. */
export function readSuggestionAnswer(json: unknown): SuggestionsAnswer {
  return v.parse(answer, json);
}
