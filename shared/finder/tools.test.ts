import { describe, expect, it } from "vitest";
import { INDEX_DEFINITIONS } from "../../emulators/catalogue/index-definitions.ts";
import { type IndexField, resolveFieldPath } from "../../emulators/search/index-field.ts";
import { findTool, TOOLS } from "./tools.ts";

const resolve = (schema: readonly IndexField[], path: string): IndexField | undefined =>
  resolveFieldPath(schema, path.split("/"))?.field;

// The indexes as the search service exports them: a tool that filters, facets
// or orders on a field the index does not allow would be answered with a 400.
describe("tool definitions agree with the exported index definitions", () => {
  for (const def of Object.values(TOOLS)) {
    const schema = INDEX_DEFINITIONS[def.index].fields;
    it(`${def.tool}: facets are filterable and facetable (ranges numeric)`, () => {
      for (const facet of def.facets) {
        const field = resolve(schema, facet.field);
        expect(field, facet.field).toBeDefined();
        expect(field?.filterable, facet.field).toBe(true);
        if (facet.kind === "range") expect(field?.type).toMatch(/Edm\.(Double|Int32|Int64)$/);
        else expect(field?.facetable, facet.field).toBe(true);
        if (facet.kind === "value") expect(!!facet.collection).toBe(field?.type.startsWith("Collection(") ?? false);
      }
    });
    it(`${def.tool}: selected fields exist and order fields are sortable`, () => {
      for (const name of def.select) expect(resolve(schema, name), name).toBeDefined();
      for (const name of [def.nameField, def.dateField].filter((n): n is string => !!n)) {
        expect(resolve(schema, name)?.sortable, name).toBe(true);
      }
      for (const name of [def.siteField, def.visibilityField].filter((n): n is string => !!n)) {
        expect(resolve(schema, name)?.type, name).toBe("Collection(Edm.String)");
      }
    });
    it(`${def.tool}: names are ordered case-insensitively, and no facet shows a normalized value`, () => {
      // Without a normalizer the service orders by code point: "TMPTMA" before "i-BMA".
      expect(resolve(schema, def.nameField)?.normalizer, def.nameField).toBe("standard");
      // Facet buckets of a normalized field come back lower-cased and folded: not a label to show.
      for (const facet of def.facets) expect(resolve(schema, facet.field)?.normalizer, facet.field).toBeUndefined();
    });
    it(`${def.tool}: facet keys are unique and do not clash with common parameters`, () => {
      const keys = def.facets.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(["q", "page", "size", "sort", "context", "compare"]).not.toContain(key);
    });
  }

  it("finds tools by name only", () => {
    expect(findTool("products")?.index).toBe("products");
    expect(findTool("downloads")?.index).toBe("assets");
    expect(findTool("toString")).toBeUndefined();
    expect(findTool("__proto__")).toBeUndefined();
  });

  it("offers date orders for formulations only", () => {
    for (const def of Object.values(TOOLS)) {
      expect(def.sorts.includes("date-desc")).toBe(def.tool === "formulations");
      expect(def.sorts.slice(0, 3)).toEqual(["relevance", "name-asc", "name-desc"]);
    }
  });
});
