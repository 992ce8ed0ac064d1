import { withWrongRanges } from "../../../shared/finder/refinements";
import { type FinderState, serialiseFinderState } from "../../../shared/finder/state";
import type { ToolDefinition } from "../../../shared/finder/tool-definition";
import { ownParameters } from "../../../shared/finder/tool-prefixes";

/**
 * The state a finder island starts from, as its own query: what the page
 * applies, plus a range it does not apply (its minimum above its maximum)
 * as the URL wrote it, so the fields the notice asks to correct keep it. The
 * island needs it even without an answer: its search box, the hidden fields
 * of its form and its "Try again" carry it.
 */
export function islandQuery(
  def: ToolDefinition,
  state: FinderState,
  pageParams: URLSearchParams,
  prefix: string,
  names: readonly string[],
): string {
  return withWrongRanges(
    def.facets,
    serialiseFinderState(def, state).toString(),
    ownParameters(pageParams, prefix, names).toString(),
  );
}
