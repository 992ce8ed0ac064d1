import type { IndexField } from "../../shared/catalogue/schemas.ts";

export type { EdmType, IndexField } from "../../shared/catalogue/schemas.ts";

/** One index as the emulator serves it: the schema (Azure's field definitions) and its documents. */
export interface IndexDefinition {
  fields: readonly IndexField[];
  docs: Record<string, unknown>[];
}

export const isCollection = (f: IndexField): boolean => f.type.startsWith("Collection(");
export const isComplex = (f: IndexField): boolean => f.type.includes("ComplexType");
export const isNumeric = (f: IndexField): boolean =>
  f.type === "Edm.Int32" || f.type === "Edm.Int64" || f.type === "Edm.Double";

/** A field found by a slash path, with whether a collection was crossed on the way. */
export interface ResolvedField {
  field: IndexField;
  path: string[];
  /** True when a complex collection lies before the last segment (only legal in facets, never in filters). */
  throughCollection: boolean;
}

/** Walks `A/B/C` through complex fields; undefined when a segment does not exist. */
export function resolveFieldPath(fields: readonly IndexField[], path: string[]): ResolvedField | undefined {
  let scope: readonly IndexField[] = fields;
  let throughCollection = false;
  let found: IndexField | undefined;
  for (let i = 0; i < path.length; i++) {
    found = scope.find((f) => f.name === path[i]);
    if (!found) return undefined;
    if (i < path.length - 1) {
      if (!isComplex(found)) return undefined;
      if (isCollection(found)) throughCollection = true;
      scope = found.fields ?? [];
    }
  }
  return found ? { field: found, path, throughCollection } : undefined;
}

/** Every value at a path, flattening collections on the way (for facets and text). */
export function valuesAt(doc: unknown, path: readonly string[], from = 0): unknown[] {
  if (from === path.length) {
    if (doc === null || doc === undefined) return [];
    return Array.isArray(doc) ? doc.filter((v) => v !== null && v !== undefined) : [doc];
  }
  if (Array.isArray(doc)) return doc.flatMap((item) => valuesAt(item, path, from));
  if (doc === null || typeof doc !== "object") return [];
  const key = path[from] as string;
  return valuesAt((doc as Record<string, unknown>)[key], path, from + 1);
}

/** The key field of an index: the one marked `key`, else `ID`. */
export function keyFieldOf(fields: readonly IndexField[]): string {
  return fields.find((f) => f.key)?.name ?? "ID";
}
