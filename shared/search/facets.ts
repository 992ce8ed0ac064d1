/** Facet value rules (spec section 5). */

const TRUE_VALUES = new Set(["Yes", "yes", "true"]);

/** A boolean facet counts as true for exactly `Yes`, `yes` or `true` (or a real boolean true). */
export function isTrueFacetValue(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  return typeof value === "string" && TRUE_VALUES.has(value);
}

export interface NumericRange {
  min: number;
  max: number;
}

/** Range facets filter between min and max, both inclusive. */
export function inRange(value: number, range: NumericRange): boolean {
  return value >= range.min && value <= range.max;
}
