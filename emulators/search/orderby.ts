import { invalidParameter } from "./errors.ts";
import { compareValues } from "./facets.ts";
import { comparableOf, type IndexField, isCollection, resolveFieldPath, valuesAt } from "./index-field.ts";

/** A match with what ordering needs: its score and its position in the index (for a stable order). */
export interface Ranked {
  doc: Record<string, unknown>;
  index: number;
  score: number;
}

type Clause =
  | { kind: "score"; desc: boolean }
  | { kind: "field"; path: string[]; desc: boolean; comparable: (value: unknown) => unknown };

const fail = (detail: string): never => {
  throw invalidParameter("$orderby", detail);
};

/** Parses `$orderby` (`A asc, B/C desc, search.score() desc`) into an in-place sort; bad clauses are a 400. */
export function compileOrderBy(text: string | undefined, fields: readonly IndexField[]): (items: Ranked[]) => void {
  const clauses: Clause[] = [];
  for (const raw of (text ?? "").split(",")) {
    const part = raw.trim();
    if (!part) {
      if (text?.trim()) fail(`Empty clause in '${text}'.`);
      continue;
    }
    const m = /^(search\.score\(\s*\)|[A-Za-z_][A-Za-z0-9_]*(?:\/[A-Za-z_][A-Za-z0-9_]*)*)(?:\s+(asc|desc))?$/.exec(
      part,
    );
    if (!m)
      fail(`Syntax error in the clause '${part}': expected a sortable field or search.score(), then asc or desc.`);
    const [, target = "", dir] = m as RegExpExecArray;
    const desc = dir === "desc";
    if (target.startsWith("search.score")) {
      clauses.push({ kind: "score", desc });
      continue;
    }
    const path = target.split("/");
    const resolved = resolveFieldPath(fields, path);
    if (!resolved) fail(`Could not find a property named '${target}' on type 'search.document'.`);
    const { field, throughCollection } = resolved as NonNullable<typeof resolved>;
    if (isCollection(field) || throughCollection || field.type === "Edm.ComplexType") {
      fail(`The field '${target}' is a collection or complex field and cannot be sorted.`);
    }
    if (field.sortable === false) fail(`The field '${target}' is not sortable.`);
    // A normalized field is ordered by its normalized values (case-insensitive under lowercase or standard).
    clauses.push({ kind: "field", path, desc, comparable: comparableOf(field) });
  }
  if (clauses.length > 32) fail("At most 32 clauses are allowed in $orderby.");
  if (!clauses.some((c) => c.kind === "score")) clauses.push({ kind: "score", desc: true });
  return (items) => {
    // Sort keys are read once per item, not once per comparison.
    const keyed = items.map((item) => ({
      item,
      keys: clauses.map((c) => (c.kind === "score" ? item.score : c.comparable(valuesAt(item.doc, c.path)[0]))),
    }));
    keyed.sort((a, b) => {
      for (let k = 0; k < clauses.length; k++) {
        const c = clauses[k] as Clause;
        const r =
          c.kind === "score" ? (a.keys[k] as number) - (b.keys[k] as number) : compareValues(a.keys[k], b.keys[k]);
        if (r !== 0) return c.desc ? -r : r;
      }
      return a.item.index - b.item.index;
    });
    keyed.forEach((k, i) => {
      items[i] = k.item;
    });
  };
}
