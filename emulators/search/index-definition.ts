/**
 * Index definitions in the search service's own format: the JSON that
 * `GET /indexes/{name}` answers and `PUT /indexes/{name}` takes. The emulator
 * reads its indexes from such definitions, never from the catalogue worker's
 * field list, so that the two can disagree the way a real index and the worker
 * can.
 */
import * as v from "valibot";
import { isNormalizerName, NORMALIZER_NAMES, type NormalizerName } from "./normalizers.ts";

const SCALAR_TYPES = [
  "Edm.String",
  "Edm.Int32",
  "Edm.Int64",
  "Edm.Double",
  "Edm.Boolean",
  "Edm.DateTimeOffset",
  "Edm.ComplexType",
] as const;
export type EdmScalarType = (typeof SCALAR_TYPES)[number];
export type EdmType = EdmScalarType | `Collection(${EdmScalarType})`;

const EDM_TYPES: readonly string[] = [...SCALAR_TYPES, ...SCALAR_TYPES.map((t) => `Collection(${t})`)];

/** One field with every attribute resolved (the service's defaults filled in). */
export interface IndexField {
  name: string;
  type: EdmType;
  key: boolean;
  searchable: boolean;
  filterable: boolean;
  facetable: boolean;
  sortable: boolean;
  retrievable: boolean;
  /** Applied to the field's strings in filters, facets and `$orderby`; absent when the field has none. */
  normalizer?: NormalizerName;
  /** Sub-fields of `Edm.ComplexType` and `Collection(Edm.ComplexType)`. */
  fields?: IndexField[];
}

/** An index definition as the service exports it (the members the emulator honours). */
export interface IndexDefinition {
  name: string;
  fields: IndexField[];
}

const flag = v.optional(v.nullable(v.boolean()));

interface RawField {
  name: string;
  type: string;
  key?: boolean | null | undefined;
  searchable?: boolean | null | undefined;
  filterable?: boolean | null | undefined;
  facetable?: boolean | null | undefined;
  sortable?: boolean | null | undefined;
  retrievable?: boolean | null | undefined;
  normalizer?: string | null | undefined;
  fields?: RawField[] | null | undefined;
}

const RawFieldSchema: v.GenericSchema<RawField> = v.looseObject({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, "a field name is letters, digits and underscores")),
  type: v.pipe(
    v.string(),
    v.check((t) => EDM_TYPES.includes(t), "unsupported field type"),
  ),
  key: flag,
  searchable: flag,
  filterable: flag,
  facetable: flag,
  sortable: flag,
  retrievable: flag,
  normalizer: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.check(
          isNormalizerName,
          `not a predefined normalizer (${NORMALIZER_NAMES.join(", ")}); custom normalizers are not emulated`,
        ),
      ),
    ),
  ),
  fields: v.optional(v.nullable(v.array(v.lazy(() => RawFieldSchema)))),
});

const RawDefinitionSchema = v.looseObject({
  name: v.pipe(v.string(), v.minLength(1)),
  fields: v.pipe(v.array(RawFieldSchema), v.minLength(1)),
});

const isComplexType = (type: string) => type.includes("ComplexType");

const isStringType = (type: string) => type === "Edm.String" || type === "Collection(Edm.String)";

/**
 * A leaf's attributes as the service resolves them: an attribute left out
 * takes the service's default (strings searchable, everything filterable,
 * facetable, sortable and retrievable, collections never sortable). A
 * normalizer is checked against the resolved attributes, as the service
 * checks it when the index is created.
 */
function resolveField(raw: RawField, parent = ""): IndexField {
  const type = raw.type as EdmType;
  const path = parent ? `${parent}/${raw.name}` : raw.name;
  if (isComplexType(type)) {
    if (raw.normalizer != null) {
      throw new InvalidIndexDefinition(`field '${path}' is a complex field and cannot have a normalizer`);
    }
    return {
      name: raw.name,
      type,
      key: false,
      searchable: false,
      filterable: false,
      facetable: false,
      sortable: false,
      retrievable: true,
      fields: (raw.fields ?? []).map((f) => resolveField(f, path)),
    };
  }
  const collection = type.startsWith("Collection(");
  const field: IndexField = {
    name: raw.name,
    type,
    key: raw.key ?? false,
    searchable: raw.searchable ?? isStringType(type),
    filterable: raw.filterable ?? true,
    facetable: raw.facetable ?? true,
    sortable: collection ? false : (raw.sortable ?? true),
    retrievable: raw.retrievable ?? true,
  };
  if (raw.normalizer != null) {
    if (!isStringType(type)) {
      throw new InvalidIndexDefinition(
        `field '${path}' of type '${type}' cannot have a normalizer: only Edm.String and Collection(Edm.String) fields can`,
      );
    }
    if (!field.filterable && !field.sortable && !field.facetable) {
      throw new InvalidIndexDefinition(
        `field '${path}' cannot have a normalizer: it is neither filterable, sortable nor facetable`,
      );
    }
    // The schema has already refused any other name.
    field.normalizer = raw.normalizer as NormalizerName;
  }
  return field;
}

/** A definition checked the way the service checks one on `PUT /indexes/{name}`. */
export class InvalidIndexDefinition extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidIndexDefinition";
  }
}

/** Reads an exported index definition; throws {@link InvalidIndexDefinition} naming what is wrong. */
export function parseIndexDefinition(json: unknown): IndexDefinition {
  const parsed = v.safeParse(RawDefinitionSchema, json);
  if (!parsed.success) {
    const where = (issue: v.BaseIssue<unknown>) => v.getDotPath(issue) ?? "definition";
    throw new InvalidIndexDefinition(parsed.issues.map((i) => `${where(i)}: ${i.message}`).join("; "));
  }
  const fields = parsed.output.fields.map((f) => resolveField(f));
  const keys = fields.filter((f) => f.key);
  if (keys.length !== 1 || keys[0]?.type !== "Edm.String") {
    throw new InvalidIndexDefinition(`index '${parsed.output.name}' needs exactly one key field of type Edm.String`);
  }
  const names = new Set<string>();
  for (const f of fields) {
    if (names.has(f.name)) throw new InvalidIndexDefinition(`field '${f.name}' is defined twice`);
    names.add(f.name);
  }
  return { name: parsed.output.name, fields };
}

/** The definition as `GET /indexes/{name}` answers it. */
export function exportIndexDefinition(definition: IndexDefinition, name = definition.name): Record<string, unknown> {
  const exportField = (f: IndexField): Record<string, unknown> =>
    f.fields
      ? { name: f.name, type: f.type, fields: f.fields.map(exportField) }
      : {
          name: f.name,
          type: f.type,
          key: f.key,
          searchable: f.searchable,
          filterable: f.filterable,
          facetable: f.facetable,
          sortable: f.sortable,
          retrievable: f.retrievable,
          normalizer: f.normalizer ?? null,
          analyzer: null,
          searchAnalyzer: null,
          indexAnalyzer: null,
          synonymMaps: [],
        };
  return {
    name,
    fields: definition.fields.map(exportField),
    scoringProfiles: [],
    defaultScoringProfile: null,
    corsOptions: null,
    suggesters: [],
    analyzers: [],
    normalizers: [],
    tokenizers: [],
    tokenFilters: [],
    charFilters: [],
  };
}
