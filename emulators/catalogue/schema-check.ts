/**
 * Checks a document against an index schema the way the search service would
 * on upload: every field must be declared, and every value must have the
 * declared Edm type. Missing fields are allowed (they read as null).
 */
import type { EdmType, IndexField } from "../search/index-definition.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Problems with `doc` under `schema`, as readable strings; empty when it conforms. */
export function documentErrors(doc: Record<string, unknown>, schema: readonly IndexField[], path = ""): string[] {
  const errors: string[] = [];
  const fields = new Map(schema.map((f) => [f.name, f]));
  for (const [name, value] of Object.entries(doc)) {
    const field = fields.get(name);
    const at = path ? `${path}/${name}` : name;
    if (!field) {
      errors.push(`${at}: not in the schema`);
      continue;
    }
    errors.push(...valueErrors(value, field, at));
  }
  return errors;
}

function valueErrors(value: unknown, field: IndexField, at: string): string[] {
  if (value === null || value === undefined) return [];
  const collection = /^Collection\((.+)\)$/.exec(field.type);
  if (collection) {
    if (!Array.isArray(value)) return [`${at}: expected ${field.type}, got ${typeof value}`];
    const item = collection[1] as EdmType;
    return value.flatMap((v, i) =>
      v === null ? [`${at}[${i}]: null in a collection`] : valueErrors(v, { ...field, type: item }, `${at}[${i}]`),
    );
  }
  switch (field.type) {
    case "Edm.String":
      return typeof value === "string" ? [] : [`${at}: expected Edm.String, got ${JSON.stringify(value)}`];
    case "Edm.Double":
      return typeof value === "number" && Number.isFinite(value)
        ? []
        : [`${at}: expected Edm.Double, got ${JSON.stringify(value)}`];
    case "Edm.Int32":
    case "Edm.Int64":
      return Number.isInteger(value) ? [] : [`${at}: expected ${field.type}, got ${JSON.stringify(value)}`];
    case "Edm.Boolean":
      return typeof value === "boolean" ? [] : [`${at}: expected Edm.Boolean, got ${JSON.stringify(value)}`];
    case "Edm.DateTimeOffset":
      return typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? []
        : [`${at}: expected Edm.DateTimeOffset, got ${JSON.stringify(value)}`];
    case "Edm.ComplexType":
      if (typeof value !== "object" || Array.isArray(value)) return [`${at}: expected an object`];
      return documentErrors(value as Record<string, unknown>, field.fields ?? [], at);
    default:
      return [`${at}: unknown type ${field.type}`];
  }
}
