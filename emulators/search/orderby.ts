import { invalidParameter } from "./errors.ts";
import { compareValues } from "./facets.ts";
import { type IndexField, isCollection, resolveFieldPath, valuesAt } from "./index-field.ts";

/** A match with what ordering needs: its score and its position in the index (for a stable order). */
export interface Ranked {
  doc: Record<string, unknown>;
  index: number;
  score: number;
}

type Clause = { kind: "score"; desc: boolean } | { kind: "field"; path: string[]; desc: boolean };

const fail = (detail: string): never => {
  throw invalidParameter("$orderby", detail);
};

/** Parses `$orderby` (`A asc, B/C desc, search.score() desc`) into a comparator; bad clauses are a 400. */
export function compileOrderBy(
  text: string | undefined,
  fields: readonly IndexField[],
): (a: Ranked, b: Ranked) => number {
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
    clauses.push({ kind: "field", path, desc });
  }
  if (clauses.length > 32) fail("At most 32 clauses are allowed in $orderby.");
  if (!clauses.some((c) => c.kind === "score")) clauses.push({ kind: "score", desc: true });
  return (a, b) => {
    for (const c of clauses) {
      let r: number;
      if (c.kind === "score") r = a.score - b.score;
      else r = compareValues(valuesAt(a.doc, c.path)[0], valuesAt(b.doc, c.path)[0]);
      if (r !== 0) return c.desc ? -r : r;
    }
    return a.index - b.index;
  };
}
