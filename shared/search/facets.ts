/** Facet value rules (spec section 5). */

/** Values of a Yes/No attribute that count as true: a ticked boolean facet filters on these. */
export const TRUE_FACET_VALUES = ["Yes", "yes", "true"] as const;

/** A boolean facet counts as true for exactly `Yes`, `yes` or `true` (or a real boolean true). */
export function isTrueFacetValue(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && (TRUE_FACET_VALUES as readonly string[]).includes(value);
}

export interface NumericRange {
  min: number;
  max: number;
}

/** Range facets filter between min and max, both inclusive. */
export function inRange(value: number, range: NumericRange): boolean {
  return value >= range.min && value <= range.max;
}
