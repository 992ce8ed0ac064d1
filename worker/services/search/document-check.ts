import * as v from "valibot";
import type { IndexName } from "../../../shared/catalogue/index-names";
import { DOCUMENT_SCHEMAS } from "./document-schemas";

/** What is wrong with a field: absent from the answer, or of another type than expected. */
export type FieldProblem = "missing" | "type";

/** One field of one index that does not match; names only, never a value. */
export interface FieldMismatch {
  /** Field path, e.g. `AT_FlashPoint_Value` or `ClassificationReference/Type`. */
  field: string;
  problem: FieldProblem;
  /** The type the worker expects, e.g. `string` or `Array`. */
  expected: string;
}

type Schema = v.GenericSchema & { wrapped?: v.GenericSchema };

/** The empty value of a field's type, which readers handle like "no value". */
function blankOf(schema: Schema): unknown {
  if (schema.type === "array") return [];
  if (schema.type === "string") return "";
  return null;
}

/** The field path of an issue: its object keys, without list positions. */
function pathOf(name: string, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((p) => p.key).filter((k): k is string => typeof k === "string");
  return [name, ...keys].join("/");
}

/**
 * Checks the documents of one answer against the worker's schema of `index`,
 * field by field: every field the worker reads (only those of `select` when
 * the request selected) must be present and of its type. A field that is not
 * is set to its blank (empty list, empty text or null) so the page renders
 * the rest of the document; each distinct problem is passed to `report`.
 * Documents are changed in place (they are fresh from the answer's JSON).
 */
export function checkDocuments(
  index: IndexName,
  docs: Record<string, unknown>[],
  select: readonly string[] | undefined,
  report: (mismatch: FieldMismatch) => void,
): Record<string, unknown>[] {
  const entries = DOCUMENT_SCHEMAS[index].entries;
  const names = select ? select.filter((name) => name in entries) : Object.keys(entries);
  const reported = new Set<string>();
  const once = (mismatch: FieldMismatch) => {
    const key = `${mismatch.field}|${mismatch.problem}`;
    if (reported.has(key)) return;
    reported.add(key);
    report(mismatch);
  };
  for (const doc of docs) {
    for (const name of names) {
      const schema = entries[name] as Schema;
      if (!(name in doc)) {
        once({ field: name, problem: "missing", expected: schema.expects });
        doc[name] = blankOf(schema);
        continue;
      }
      const value = doc[name];
      if (v.is(schema, value)) continue;
      const [issue] = v.safeParse(schema, value).issues ?? [];
      once({
        field: issue ? pathOf(name, issue) : name,
        problem: "type",
        expected: issue?.expected ?? schema.expects,
      });
      doc[name] = blankOf(schema);
    }
  }
  return docs;
}
