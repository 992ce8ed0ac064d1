/**
 * The few OData filter shapes the finders need. Every user value goes
 * through a quoted literal with single quotes doubled, or through
 * `search.in` with a delimiter the values do not contain, so no typed text
 * can change a filter's structure.
 */

/** Field paths come from tool definitions, never from users; refuse anything else. */
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/;

function field(path: string): string {
  if (!FIELD_PATH.test(path)) throw new Error(`Not a field path: ${path}`);
  return path;
}

/** A string literal: `'O''Brien'`. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const DELIMITERS = ["|", ",", ";", "~", "^", "`"];

/**
 * `search.in(subject, 'a|b', '|')` with a delimiter no value contains; when
 * every candidate occurs, an or-chain of `eq` comparisons instead.
 */
function inList(subject: string, values: readonly string[]): string {
  const delimiter = DELIMITERS.find((d) => values.every((v) => !v.includes(d)));
  // search.in trims nothing, but a value with leading or trailing blanks would be ambiguous
  // next to a blank delimiter; none of the candidates is blank.
  if (delimiter && values.every((v) => v !== "")) {
    return `search.in(${subject}, ${literal(values.join(delimiter))}, ${literal(delimiter)})`;
  }
  return `(${values.map((v) => `${subject} eq ${literal(v)}`).join(" or ")})`;
}

/** The field equals one of the values. */
export function fieldIn(path: string, values: readonly string[]): string {
  return inList(field(path), values);
}

/** Some entry of a collection (or its sub-field) equals one of the values. */
export function anyIn(collection: string, values: readonly string[], sub?: string): string {
  const subject = sub ? `x/${field(sub)}` : "x";
  return `${field(collection)}/any(x: ${inList(subject, values)})`;
}

/** Between min and max, both inclusive; either bound may be open. */
export function between(path: string, min?: number, max?: number): string | undefined {
  const parts: string[] = [];
  if (min !== undefined && Number.isFinite(min)) parts.push(`${field(path)} ge ${min}`);
  if (max !== undefined && Number.isFinite(max)) parts.push(`${field(path)} le ${max}`);
  return parts.length ? parts.join(" and ") : undefined;
}

/** Joins the present clauses with `and`, each in parentheses. */
export function and(...clauses: (string | undefined)[]): string | undefined {
  const present = clauses.filter((c): c is string => !!c);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return present.map((c) => `(${c})`).join(" and ");
}
