/**
 * Builders for OData `$filter` text. Every value that enters a filter goes
 * through here: strings become literals with single quotes doubled, lists
 * become `search.in` with a delimiter none of the values contains. Field
 * names are code, never input, so a name that is not a plain path throws.
 * Pure: usable by the worker, the islands and the tests.
 */

export type ODataValue = string | number | boolean | null | Date;
export type CompareOp = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/;
const RESERVED = new Set([
  "and",
  "or",
  "not",
  "eq",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
  "true",
  "false",
  "null",
  "any",
  "all",
]);
/** Tried in order for `search.in`; none is a quote, whitespace or a character Azure treats specially. */
export const SEARCH_IN_DELIMITERS = ["|", ",", ";", "~", "^", "#", "!", "¦", "§", "¤"] as const;
/** The variable every lambda built here binds; it cannot clash with a field, which start with an upper-case letter. */
export const LAMBDA_VARIABLE = "x";

/** A checked field path (`Name`, `Address/City`, or a lambda variable `x/Type`). */
export function field(path: string): string {
  if (!FIELD_PATH.test(path) || path.split("/").some((s) => RESERVED.has(s))) {
    throw new TypeError(`not a field path: ${JSON.stringify(path)}`);
  }
  return path;
}

/** The inside of a string literal: single quotes doubled, nothing else changes. */
export function escapeString(value: string): string {
  return value.replaceAll("'", "''");
}

/** Any value as an OData constant: `'it''s'`, `12.5`, `true`, `null`, `2024-01-31T00:00:00.000Z`. */
export function literal(value: ODataValue): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return `'${escapeString(value)}'`;
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
      return String(value);
    default:
      if (Number.isNaN(value.getTime())) throw new RangeError("not a valid date");
      return value.toISOString();
  }
}

/** `Field op constant`. */
export function compare(path: string, op: CompareOp, value: ODataValue): string {
  if ((value === null || typeof value === "boolean") && op !== "eq" && op !== "ne") {
    throw new TypeError(`${op} cannot compare with ${value}`);
  }
  return `${field(path)} ${op} ${literal(value)}`;
}

export const eq = (path: string, value: ODataValue): string => compare(path, "eq", value);
export const ne = (path: string, value: ODataValue): string => compare(path, "ne", value);
export const gt = (path: string, value: number | Date): string => compare(path, "gt", value);
export const ge = (path: string, value: number | Date): string => compare(path, "ge", value);
export const lt = (path: string, value: number | Date): string => compare(path, "lt", value);
export const le = (path: string, value: number | Date): string => compare(path, "le", value);

/**
 * `search.in(Field, 'a|b', '|')`: true when the field equals one of the values.
 * When no delimiter is free, or a value is empty or has edge whitespace
 * (which `search.in` cannot carry), it falls back to `eq` clauses joined by
 * `or`. An empty list matches nothing.
 */
export function searchIn(path: string, values: readonly string[]): string {
  field(path);
  if (values.length === 0) return "false";
  const delimiter = SEARCH_IN_DELIMITERS.find((d) => values.every((v) => !v.includes(d)));
  const carriable = values.every((v) => v !== "" && v.trim() === v);
  if (!delimiter || !carriable) return or(...values.map((v) => eq(path, v)));
  return `search.in(${path}, ${literal(values.join(delimiter))}, ${literal(delimiter)})`;
}

type Clause = string | undefined | null | false;

/** Joins clauses with `and`, each parenthesised; missing clauses are skipped, none at all is `true`. */
export function and(...clauses: Clause[]): string {
  return join("and", clauses, "true");
}

/** Joins clauses with `or`, each parenthesised; missing clauses are skipped, none at all is `false`. */
export function or(...clauses: Clause[]): string {
  return join("or", clauses, "false");
}

export function not(clause: string): string {
  return `not (${clause})`;
}

function join(op: "and" | "or", clauses: Clause[], empty: string): string {
  const list = clauses.filter((c): c is string => typeof c === "string" && c !== "");
  if (list.length === 0) return empty;
  if (list.length === 1) return list[0] as string;
  return list.map((c) => `(${c})`).join(` ${op} `);
}

/**
 * `Collection/any(x: ...)` over a string collection (no `subfield`) or over a
 * complex collection's `subfield`. `op` "in" takes a list and uses search.in.
 * Example: `any("ClassificationReference", "ClassificationID", "in", ids)`.
 */
export function any(collection: string, subfield: string | undefined, op: "in", value: readonly string[]): string;
export function any(collection: string, subfield: string | undefined, op: CompareOp, value: ODataValue): string;
export function any(
  collection: string,
  subfield: string | undefined,
  op: CompareOp | "in",
  value: ODataValue | readonly string[],
): string {
  const target = subfield ? `${LAMBDA_VARIABLE}/${field(subfield)}` : LAMBDA_VARIABLE;
  return anyWhere(collection, () =>
    op === "in" ? searchIn(target, value as readonly string[]) : compare(target, op, value as ODataValue),
  );
}

/** `Collection/any(x: search.in(x, ...))`, or over a sub-field of a complex collection. */
export function anyIn(collection: string, values: readonly string[], subfield?: string): string {
  return any(collection, subfield, "in", values);
}

/**
 * `Collection/any(x: <body>)` for several conditions on one element, e.g.
 * `anyWhere("ClassificationReference", (x) => and(eq(`${x}/ClassificationID`, id), eq(`${x}/Type`, "Object2Root")))`.
 */
export function anyWhere(collection: string, body: (variable: string) => string): string {
  return `${field(collection)}/any(${LAMBDA_VARIABLE}: ${body(LAMBDA_VARIABLE)})`;
}
