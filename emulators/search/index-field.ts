import type { IndexDefinition, IndexField } from "./index-definition.ts";
import { normalizerOf } from "./normalizers.ts";

export type { EdmType, IndexDefinition, IndexField } from "./index-definition.ts";

/**
 * One index as the emulator serves it: its definition and the documents
 * uploaded to it. Documents are read through the definition: a member it does
 * not declare is not in the index, a declared field a document lacks is null.
 */
export interface ServedIndex {
  definition: IndexDefinition;
  docs: Record<string, unknown>[];
}

export const isCollection = (f: IndexField): boolean => f.type.startsWith("Collection(");
export const isComplex = (f: IndexField): boolean => f.type.includes("ComplexType");
export const isNumeric = (f: IndexField): boolean =>
  f.type === "Edm.Int32" || f.type === "Edm.Int64" || f.type === "Edm.Double";

/**
 * What a filter, a facet or `$orderby` compares for one value of the field:
 * a string through the field's normalizer, anything else as it is.
 */
export function comparableOf(field: IndexField): (value: unknown) => unknown {
  if (!field.normalizer) return (value) => value;
  const normalize = normalizerOf(field.normalizer);
  // Normalized once per value and field: ordering a scaled index re-normalized every name on every request.
  const memo = normalizedByField.get(field) ?? new Map<string, string>();
  normalizedByField.set(field, memo);
  return (value) => {
    if (typeof value !== "string") return value;
    const known = memo.get(value);
    if (known !== undefined) return known;
    const n = normalize(value);
    memo.set(value, n);
    return n;
  };
}

const normalizedByField = new WeakMap<IndexField, Map<string, string>>();

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

/**
 * A document as the service answers it: every retrievable field of the
 * definition (or the selected ones), null when the document has no value,
 * an empty list for an empty collection, complex values shaped the same way.
 */
export function projectDocument(
  doc: Record<string, unknown>,
  fields: readonly IndexField[],
  select?: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (select) {
    for (const name of select) {
      const field = fields.find((f) => f.name === name);
      if (field) out[name] = shapeValue(doc[name], field);
    }
    return out;
  }
  for (const field of fields) if (field.retrievable) out[field.name] = shapeValue(doc[field.name], field);
  return out;
}

function shapeValue(value: unknown, field: IndexField): unknown {
  const collection = isCollection(field);
  if (value === null || value === undefined) return collection ? [] : null;
  if (!isComplex(field)) return value;
  const sub = field.fields ?? [];
  const shapeOne = (item: unknown) =>
    item !== null && typeof item === "object" ? projectDocument(item as Record<string, unknown>, sub) : null;
  if (collection) return Array.isArray(value) ? value.map(shapeOne) : [];
  return shapeOne(value);
}
