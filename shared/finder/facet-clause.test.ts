import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FilterNode } from "../../emulators/search/odata/ast.ts";
import { parseFilter } from "../../emulators/search/odata/parser.ts";
import { odataBreaker } from "../../test/support/odata-breakers.ts";
import { SEARCH_IN_DELIMITERS } from "../search/odata.ts";
import { facetClause, scopeClause } from "./query.ts";
import { defaultState, type FinderState } from "./state.ts";
import type { FacetDefinition } from "./tool-definition.ts";
import { PRODUCT_FINDER } from "./tools.ts";

const values = fc.array(odataBreaker, { minLength: 1, maxLength: 4 });

/** Every value a filter tree compares with or lists, in order. */
function valuesOf(node: FilterNode): string[] {
  switch (node.kind) {
    case "literal":
      return typeof node.value === "string" ? [node.value] : [];
    case "searchIn":
      return node.values;
    case "compare":
      return [...valuesOf(node.left), ...valuesOf(node.right)];
    case "and":
    case "or":
      return [...valuesOf(node.left), ...valuesOf(node.right)];
    case "not":
      return valuesOf(node.operand);
    case "lambda":
      return node.body ? valuesOf(node.body) : [];
    default:
      return [];
  }
}

/** The tree without its values: what a value must never be able to change. */
function shape(node: FilterNode): unknown {
  switch (node.kind) {
    case "literal":
      return "literal";
    case "path":
      return node.segments.join("/");
    case "searchIn":
      return ["in", shape(node.field)];
    case "compare":
      return [node.op, shape(node.left), shape(node.right)];
    case "and":
    case "or":
      return [node.kind, shape(node.left), shape(node.right)];
    case "not":
      return ["not", shape(node.operand)];
    case "lambda":
      return [node.quantifier, shape(node.collection), node.body ? shape(node.body) : null];
  }
}

const distinctNonEmpty = (list: string[]) => [...new Set(list)].filter((v) => v !== "" && v.trim() === v);

const brand = (collection: boolean): FacetDefinition => ({
  kind: "value",
  key: "brand",
  field: collection ? "AT_Markets" : "AT_Brand",
  label: "Brand",
  collection,
});
const classification: FacetDefinition = {
  kind: "classification",
  key: "application",
  field: "ClassificationReference/ClassificationID",
  label: "Application",
  depth: 3,
};
const selecting = (key: string, values: string[]): FinderState => ({
  ...defaultState(PRODUCT_FINDER),
  values: { [key]: values },
});
/** The finder's filter of one value-facet selection, within the product finder's scope, as the search service reads it. */
const valueFilter = (values: string[], collection: boolean) =>
  parseFilter(
    [scopeClause(PRODUCT_FINDER, { audience: "internal" }), facetClause(brand(collection), selecting("brand", values))]
      .map((c) => `(${c})`)
      .join(" and "),
  );

describe("facet clauses", () => {
  it("carry any value unchanged and never change structure (value facets)", () => {
    fc.assert(
      fc.property(values, fc.boolean(), (list, collection) => {
        const wanted = distinctNonEmpty(list);
        fc.pre(wanted.length > 0);
        const tree = valueFilter(wanted, collection);
        expect(new Set(valuesOf(tree))).toEqual(new Set(["Product", "ServiceProduct", ...wanted]));
        // Only the search.in form (or its eq/or fallback) may appear, never anything the values spell.
        // The fallback is taken when the values hold every delimiter, however few values there are;
        // it has one eq per value, so it is set against as many values that hold every delimiter.
        // Values with blanks at either end (which search.in would not carry) take the fallback too.
        const carried = wanted.every((v) => v.trim() === v);
        if (carried && SEARCH_IN_DELIMITERS.some((d) => wanted.every((v) => !v.includes(d)))) {
          expect(JSON.stringify(shape(tree))).toBe(JSON.stringify(shape(valueFilter(["a"], collection))));
        } else {
          const fallback = valueFilter(
            wanted.map((_, i) => `a${i}${SEARCH_IN_DELIMITERS.join("")}`),
            collection,
          );
          expect(JSON.stringify(shape(tree))).toBe(JSON.stringify(shape(fallback)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("take the eq form for values that hold every delimiter between them, one value or several", () => {
    // Found by the property above: four values that hold the delimiters only together.
    const four = valueFilter([";,#", "~!", "¦|", "^§¤"], false);
    expect(new Set(valuesOf(four))).toEqual(new Set(["Product", "ServiceProduct", ";,#", "~!", "¦|", "^§¤"]));
    expect(JSON.stringify(shape(four))).not.toContain('"in"');
  });

  it("take the eq form for a value that holds every delimiter, one value or several", () => {
    for (const collection of [false, true]) {
      const all = `a${SEARCH_IN_DELIMITERS.join("")}b`;
      const one = valueFilter([all], collection);
      expect(new Set(valuesOf(one))).toEqual(new Set(["Product", "ServiceProduct", all]));
      expect(JSON.stringify(shape(one))).not.toBe(JSON.stringify(shape(valueFilter(["a"], collection))));
      expect(JSON.stringify(shape(one))).not.toContain('"in"');
    }
  });

  it("carry any classification id unchanged", () => {
    fc.assert(
      fc.property(values, (list) => {
        const wanted = distinctNonEmpty(list);
        fc.pre(wanted.length > 0);
        const tree = parseFilter(facetClause(classification, selecting("application", wanted)) ?? "");
        expect(tree.kind).toBe("lambda");
        expect(new Set(valuesOf(tree))).toEqual(new Set(wanted));
      }),
      { numRuns: 300 },
    );
  });

  it("reject field names that are not plain paths", () => {
    const state: FinderState = { ...defaultState(PRODUCT_FINDER), flags: ["bad"], ranges: { bad: { min: 1, max: 2 } } };
    for (const field of ["Name) or (true", "x eq 'y'", "A/any(", ""]) {
      expect(() => facetClause({ kind: "boolean", key: "bad", field, label: "Bad" }, state)).toThrow();
      expect(() => facetClause({ kind: "range", key: "bad", field, label: "Bad" }, state)).toThrow();
    }
  });
});
