/**
 * A range over values held in several units (`unitFrom`, a pack size in kg
 * or in L): it applies only while exactly one unit is picked, since 200 L and
 * 200 kg are not the same size. The state drops it otherwise (and says so),
 * the facet names the picked unit, and its bounds are that unit's.
 */
import type { FinderState } from "./state.ts";
import type { RangeFacet, ToolDefinition } from "./tool-definition.ts";

/** The unit facet's label, as the notice and the hint name it. */
function unitLabel(def: ToolDefinition, facet: RangeFacet): string {
  return (def.facets.find((f) => f.key === facet.unitFrom)?.label ?? "unit").toLowerCase();
}

/** The one unit picked for `facet`; undefined while none or several are, or for a range in one unit. */
export function pickedUnit(facet: RangeFacet, state: Pick<FinderState, "values">): string | undefined {
  if (!facet.unitFrom) return undefined;
  const picked = state.values[facet.unitFrom] ?? [];
  return picked.length === 1 ? picked[0] : undefined;
}

/** Said beside the range's fields while it cannot apply. */
export function unitNeeded(def: ToolDefinition, facet: RangeFacet): string {
  return `Applies once one ${unitLabel(def, facet)} is picked: sizes in different units do not compare.`;
}

/** Said of a range a link gave while no single unit was picked: it was not applied. */
export function unitNeededNotice(def: ToolDefinition, facet: RangeFacet): string {
  return `${facet.label}: pick one ${unitLabel(def, facet)} to filter by ${facet.label.toLowerCase()}, since sizes in different units do not compare; the range was not applied.`;
}
