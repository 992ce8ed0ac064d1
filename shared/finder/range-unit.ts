/**
 * A range over values held in several units (`unitFrom`, a pack size in kg
 * or in L): it applies only while exactly one unit is picked, since 200 L and
 * 200 kg are not the same size. The state drops it otherwise (and says so),
 * the island leaves it out before asking and keeps it in its fields, the
 * facet names the picked unit, its bounds are that unit's, and the unit's own
 * counts do not assume it. No validation library here: the island uses it.
 */

/** What the rule reads of a facet list (a tool's definitions or an answer's models): keys and labels. */
type Labelled = readonly { key: string; label: string }[];

/** The unit facet's label, as the notice and the hint name it. */
function unitLabel(facets: Labelled, unitFrom: string): string {
  return (facets.find((f) => f.key === unitFrom)?.label ?? "unit").toLowerCase();
}

/** The one unit picked in `values` (the state's, or a query's); undefined while none or several are. */
export function pickedUnit(facet: { unitFrom?: string | undefined }, values: readonly string[] | undefined) {
  if (!facet.unitFrom) return undefined;
  const picked = (values ?? []).filter((value) => value !== "");
  return picked.length === 1 ? picked[0] : undefined;
}

/** Whether a range given in `params` waits for its unit: bounds given, no single unit picked. */
export function waitsForUnit(facet: { key: string; unitFrom?: string | undefined }, params: URLSearchParams): boolean {
  if (!facet.unitFrom) return false;
  const given = [params.get(`${facet.key}_min`), params.get(`${facet.key}_max`)].some((b) => b !== null && b !== "");
  return given && pickedUnit(facet, params.getAll(facet.unitFrom)) === undefined;
}

/** Said beside the range's fields while it cannot apply. */
export function unitNeeded(facets: Labelled, facet: { unitFrom?: string | undefined }): string {
  return `Applies once one ${unitLabel(facets, facet.unitFrom ?? "")} is picked: sizes in different units do not compare.`;
}

/** Said of a range given while no single unit was picked: it was not applied. */
export function unitNeededNotice(facets: Labelled, facet: { label: string; unitFrom?: string | undefined }): string {
  return `${facet.label}: pick one ${unitLabel(facets, facet.unitFrom ?? "")} to filter by ${facet.label.toLowerCase()}, since sizes in different units do not compare; the range was not applied.`;
}
