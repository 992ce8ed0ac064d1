/**
 * Filter building for the search client. Every value that reaches a filter
 * goes through these helpers (escaped literal or `search.in`), never through
 * string concatenation at the call site.
 *
 * Temporary: delegates to local helpers until shared/search/odata.ts lands.
 */

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Field names are code, not input; a name that is not a plain field path is a programming error. */
export function field(name: string): string {
  if (!FIELD_PATH.test(name)) throw new TypeError(`not a field path: ${name}`);
  return name;
}

/** OData string literal: single quotes doubled. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const DELIMITERS = [",", "|", ";", "~", "^", "#", "!"];

/** `search.in(field, 'a,b', ',')` with a delimiter no value contains. */
export function searchIn(name: string, values: readonly string[]): string {
  if (values.length === 0) return "false";
  const delimiter = DELIMITERS.find((d) => values.every((v) => !v.includes(d)));
  if (!delimiter || values.some((v) => /^\s|\s$/.test(v))) {
    return or(...values.map((v) => eq(name, v)));
  }
  return `search.in(${field(name)}, ${literal(values.join(delimiter))}, ${literal(delimiter)})`;
}

export function eq(name: string, value: string | number | boolean): string {
  return `${field(name)} eq ${typeof value === "string" ? literal(value) : String(value)}`;
}

export function compare(name: string, op: "ge" | "le" | "gt" | "lt", value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return `${field(name)} ${op} ${value}`;
}

export function and(...clauses: (string | undefined)[]): string {
  const list = clauses.filter((c): c is string => Boolean(c));
  return list.length === 1 ? (list[0] as string) : list.map((c) => `(${c})`).join(" and ");
}

export function or(...clauses: (string | undefined)[]): string {
  const list = clauses.filter((c): c is string => Boolean(c));
  if (list.length === 0) return "false";
  return list.length === 1 ? (list[0] as string) : list.map((c) => `(${c})`).join(" or ");
}

/** `Field/any(x: search.in(x, ...))` or with a sub-field: `Field/any(x: search.in(x/Sub, ...))`. */
export function anyIn(collection: string, values: readonly string[], subField?: string): string {
  return `${field(collection)}/any(x: ${searchIn(subField ? `x/${subField}` : "x", values)})`;
}
