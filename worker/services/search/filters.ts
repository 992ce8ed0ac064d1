/**
 * The filter vocabulary of the search services. Everything delegates to
 * shared/search/odata.ts, so every value that reaches a filter is an escaped
 * literal or goes through `search.in`, and every field name is checked.
 */
import { and, any, eq, field, searchIn } from "../../../shared/search/odata";

export { and, eq, field, searchIn };

/** `Field/any(x: search.in(x, ...))`, or over a sub-field of a complex collection. */
export function anyIn(collection: string, values: readonly string[], subField?: string): string {
  return any(collection, subField, "in", values);
}
