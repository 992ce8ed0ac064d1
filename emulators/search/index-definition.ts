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
  /** Synonym maps expanding the field's query terms (the service allows one); absent when none. */
  synonymMaps?: string[];
  /** Sub-fields of `Edm.ComplexType` and `Collection(Edm.ComplexType)`. */
  fields?: IndexField[];
}

/** A suggester: the fields `docs/suggest` and `docs/autocomplete` read (paths `A/B` for sub-fields). */
export interface Suggester {
  name: string;
  searchMode: "analyzingInfixMatching";
  sourceFields: string[];
}

/** An index definition as the service exports it (the members the emulator honours). */
export interface IndexDefinition {
  name: string;
  fields: IndexField[];
  suggesters?: Suggester[];
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
  synonymMaps?: string[] | null | undefined;
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
  synonymMaps: v.optional(v.nullable(v.array(v.string()))),
  fields: v.optional(v.nullable(v.array(v.lazy(() => RawFieldSchema)))),
});

const RawSuggesterSchema = v.looseObject({
  name: v.pipe(v.string(), v.minLength(1)),
  searchMode: v.optional(
    v.nullable(v.picklist(["analyzingInfixMatching"], "the only suggester searchMode is 'analyzingInfixMatching'")),
  ),
  sourceFields: v.pipe(v.array(v.string()), v.minLength(1, "a suggester needs at least one source field")),
});

const RawDefinitionSchema = v.looseObject({
  name: v.pipe(v.string(), v.minLength(1)),
  fields: v.pipe(v.array(RawFieldSchema), v.minLength(1)),
  suggesters: v.optional(v.nullable(v.array(RawSuggesterSchema))),
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
    if (raw.synonymMaps?.length) {
      throw new InvalidIndexDefinition(`field '${path}' is a complex field and cannot have synonym maps`);
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
  if (raw.synonymMaps?.length) {
    if (!field.searchable) {
      throw new InvalidIndexDefinition(`field '${path}' is not searchable and cannot have synonym maps`);
    }
    if (raw.synonymMaps.length > 1) {
      throw new InvalidIndexDefinition(
        `field '${path}' names ${raw.synonymMaps.length} synonym maps; a field can have one`,
      );
    }
    field.synonymMaps = [...raw.synonymMaps];
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
  const suggesters = (parsed.output.suggesters ?? []).map((s) => resolveSuggester(s, fields));
  if (suggesters.length > 1) throw new InvalidIndexDefinition("an index can have only one suggester");
  return suggesters.length ? { name: parsed.output.name, fields, suggesters } : { name: parsed.output.name, fields };
}

/** A suggester's source fields must be searchable string fields that exist (the service's rule). */
function resolveSuggester(raw: v.InferOutput<typeof RawSuggesterSchema>, fields: IndexField[]): Suggester {
  for (const path of raw.sourceFields) {
    let scope: IndexField[] = fields;
    let field: IndexField | undefined;
    for (const part of path.split("/")) {
      field = scope.find((f) => f.name === part);
      scope = field?.fields ?? [];
    }
    if (!field) throw new InvalidIndexDefinition(`suggester '${raw.name}' names the unknown field '${path}'`);
    if (!isStringType(field.type) || !field.searchable) {
      throw new InvalidIndexDefinition(
        `suggester '${raw.name}': field '${path}' must be a searchable Edm.String or Collection(Edm.String) field`,
      );
    }
  }
  return { name: raw.name, searchMode: "analyzingInfixMatching", sourceFields: [...raw.sourceFields] };
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
          synonymMaps: f.synonymMaps ?? [],
        };
  return {
    name,
    fields: definition.fields.map(exportField),
    scoringProfiles: [],
    defaultScoringProfile: null,
    corsOptions: null,
    suggesters: definition.suggesters ?? [],
    analyzers: [],
    normalizers: [],
    tokenizers: [],
    tokenFilters: [],
    charFilters: [],
  };
}
