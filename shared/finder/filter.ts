/**
 * The parts of a finder's filter that may be missing: a facet nobody
 * refined, an open range. Built on the one OData builder
 * (`shared/search/odata.ts`), which quotes every value and checks every
 * field name; here a missing part is undefined rather than `true`, so a
 * query without refinements sends no filter at all.
 */
import { and as andAll, ge, le } from "../search/odata.ts";

/** Between min and max, both inclusive; either bound may be open; undefined when both are. */
export function between(path: string, min?: number, max?: number): string | undefined {
  const bounds = [
    min !== undefined && Number.isFinite(min) ? ge(path, min) : undefined,
    max !== undefined && Number.isFinite(max) ? le(path, max) : undefined,
  ].filter((bound) => bound !== undefined);
  return bounds.length > 0 ? bounds.join(" and ") : undefined;
}

/** Joins the present clauses with `and`, each in parentheses; undefined when none is present. */
export function and(...clauses: (string | undefined)[]): string | undefined {
  return clauses.some((clause) => clause) ? andAll(...clauses) : undefined;
}
