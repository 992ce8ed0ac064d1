import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FilterNode } from "../../emulators/search/odata/ast.ts";
import { parseFilter } from "../../emulators/search/odata/parser.ts";
import { odataBreaker } from "../../test/support/odata-breakers.ts";
import {
  and,
  any,
  anyWhere,
  type CompareOp,
  compare,
  eq,
  escapeString,
  field,
  literal,
  not,
  or,
  searchIn,
} from "./odata.ts";

const anyString = fc.oneof(odataBreaker, fc.string({ unit: "binary" }));
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const date = fc.date({
  min: new Date("0001-01-01T00:00:00Z"),
  max: new Date("9999-12-31T23:59:59Z"),
  noInvalidDate: true,
});

type Template =
  | { t: "cmp"; field: string; op: CompareOp; value: string | number | boolean | null | Date }
  | { t: "in"; field: string; values: string[] }
  | { t: "any"; collection: string; sub?: string; op: "eq" | "in"; value: string | string[] }
  | { t: "not"; child: Template }
  | { t: "and" | "or"; children: Template[] };

const leaf: fc.Arbitrary<Template> = fc.oneof(
  fc.record({
    t: fc.constant("cmp" as const),
    field: fc.constantFrom("Name", "ID", "Address/City"),
    op: fc.constantFrom<CompareOp>("eq", "ne", "gt", "ge", "lt", "le"),
    value: fc.oneof(anyString, number, date),
  }),
  fc.record({
    t: fc.constant("cmp" as const),
    field: fc.constantFrom("Active", "Price"),
    op: fc.constantFrom<CompareOp>("eq", "ne"),
    value: fc.oneof(fc.boolean(), fc.constant(null)),
  }),
  fc.record({
    t: fc.constant("in" as const),
    field: fc.constantFrom("Name", "ID"),
    values: fc.array(anyString, { minLength: 1, maxLength: 4 }),
  }),
  fc.oneof(
    fc.record({
      t: fc.constant("any" as const),
      collection: fc.constant("Tags"),
      op: fc.constant("eq" as const),
      value: anyString,
    }),
    fc.record({
      t: fc.constant("any" as const),
      collection: fc.constant("ClassificationReference"),
      sub: fc.constantFrom("ClassificationID", "Type"),
      op: fc.constant("in" as const),
      value: fc.array(anyString, { minLength: 1, maxLength: 4 }),
    }),
  ),
);

const template = fc.letrec<{ node: Template }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({ t: fc.constant("not" as const), child: tie("node") }),
    fc.record({
      t: fc.constantFrom("and" as const, "or" as const),
      children: fc.array(tie("node"), { minLength: 1, maxLength: 3 }),
    }),
  ),
})).node;

/** The filter text the combinators build for a template. */
function build(n: Template): string {
  switch (n.t) {
    case "cmp":
      return compare(n.field, n.op, n.value);
    case "in":
      return searchIn(n.field, n.values);
    case "any":
      return n.op === "in"
        ? any(n.collection, n.sub, "in", n.value as string[])
        : any(n.collection, n.sub, "eq", n.value as string);
    case "not":
      return not(build(n.child));
    case "and":
      return and(...n.children.map(build));
    case "or":
      return or(...n.children.map(build));
  }
}

const path = (p: string) => ({ kind: "path" as const, segments: p.split("/"), pos: 0 });

function lit(v: string | number | boolean | null | Date): FilterNode {
  if (v === null) return { kind: "literal", type: "null", value: null, pos: 0 };
  if (v instanceof Date) return { kind: "literal", type: "date", value: v.toISOString(), pos: 0 };
  const type = typeof v === "string" ? "string" : typeof v === "number" ? "number" : "boolean";
  return { kind: "literal", type, value: v, pos: 0 };
}

/** The tree a template means, written directly, without going through text. */
function intended(n: Template): FilterNode {
  switch (n.t) {
    case "cmp":
      return { kind: "compare", op: n.op, left: path(n.field), right: lit(n.value), pos: 0 };
    case "in":
      return { kind: "searchIn", field: path(n.field), values: n.values, delimiters: "", pos: 0 };
    case "any": {
      const target = path(n.sub ? `x/${n.sub}` : "x");
      const body: FilterNode =
        n.op === "in"
          ? { kind: "searchIn", field: target, values: n.value as string[], delimiters: "", pos: 0 }
          : { kind: "compare", op: "eq", left: target, right: lit(n.value as string), pos: 0 };
      return { kind: "lambda", quantifier: "any", collection: path(n.collection), variable: "x", body, pos: 0 };
    }
    case "not":
      return { kind: "not", operand: intended(n.child), pos: 0 };
    case "and":
    case "or": {
      const [first, ...rest] = n.children.map(intended) as [FilterNode, ...FilterNode[]];
      return rest.reduce<FilterNode>((left, right) => ({ kind: n.t, left, right, pos: 0 }), first);
    }
  }
}

/**
 * The structure of a filter with positions, parentheses and the way a
 * value list is spelled (search.in or eq-or-eq) erased, but every value kept.
 */
function shape(n: FilterNode, variable?: string): unknown {
  const fieldName = (segments: string[]) =>
    (segments[0] === variable ? ["$var", ...segments.slice(1)] : segments).join("/");
  switch (n.kind) {
    case "and":
    case "or": {
      const flat: FilterNode[] = [];
      const walk = (x: FilterNode): void => {
        if (x.kind === n.kind) {
          walk(x.left);
          walk(x.right);
        } else flat.push(x);
      };
      walk(n);
      type Shape = { op: string; field?: string; values?: unknown[] };
      const children: Shape[] = [];
      for (const c of flat.map((x) => shape(x, variable)) as Shape[]) {
        const prev = children[children.length - 1];
        // Neighbouring value lists on one field are one list, however they were spelled.
        if (n.kind === "or" && prev?.op === "anyOf" && c.op === "anyOf" && prev.field === c.field) {
          children[children.length - 1] = { ...prev, values: [...(prev.values ?? []), ...(c.values ?? [])] };
        } else children.push(c);
      }
      return children.length === 1 ? children[0] : { op: n.kind, children };
    }
    case "not":
      return { op: "not", child: shape(n.operand, variable) };
    case "compare": {
      const f = n.left.kind === "path" ? fieldName(n.left.segments) : "?";
      const r = n.right;
      if (r.kind !== "literal") return { op: "bad" };
      if (n.op === "eq" && r.type === "string") return { op: "anyOf", field: f, values: [r.value] };
      const value = r.type === "date" ? Date.parse(r.value as string) : r.value === 0 ? 0 : r.value;
      return { op: n.op, field: f, type: r.type, value };
    }
    case "searchIn":
      return { op: "anyOf", field: fieldName(n.field.segments), values: n.values };
    case "lambda":
      return {
        op: n.quantifier,
        collection: n.collection.segments.join("/"),
        body: n.body && shape(n.body, n.variable),
      };
    case "literal":
      return { op: "literal", value: n.value };
    case "path":
      return { op: "path", field: fieldName(n.segments) };
  }
}

describe("OData builders", () => {
  it("any string escaped into a literal parses back to the same value", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const ast = parseFilter(`Name eq ${literal(s)}`);
        expect(ast).toMatchObject({ kind: "compare", right: { kind: "literal", type: "string", value: s } });
      }),
      { numRuns: 500 },
    );
  });

  it("no value changes the structure of a filter built with the combinators", () => {
    fc.assert(
      fc.property(template, (t) => {
        expect(shape(parseFilter(build(t)))).toEqual(shape(intended(t)));
      }),
      { numRuns: 500 },
    );
  });

  it("search.in keeps every value, whatever delimiters the values contain", () => {
    fc.assert(
      fc.property(fc.array(anyString, { minLength: 1, maxLength: 6 }), (values) => {
        expect(shape(parseFilter(searchIn("Name", values)))).toEqual({ op: "anyOf", field: "Name", values });
      }),
    );
  });

  it("writes the expected text", () => {
    expect(escapeString("O'Brien's")).toBe("O''Brien''s");
    expect(eq("Name", "it's")).toBe("Name eq 'it''s'");
    expect(compare("Released", "ge", new Date("2024-01-31T00:00:00Z"))).toBe("Released ge 2024-01-31T00:00:00.000Z");
    expect(searchIn("ID", ["PR_1", "PR_2"])).toBe("search.in(ID, 'PR_1|PR_2', '|')");
    expect(searchIn("ID", ["a|b", "c"])).toBe("search.in(ID, 'a|b,c', ',')");
    expect(searchIn("ID", ["", "c"])).toBe("(ID eq '') or (ID eq 'c')");
    expect(searchIn("ID", [])).toBe("false");
    expect(and(eq("A", 1), undefined, eq("B", true))).toBe("(A eq 1) and (B eq true)");
    expect(and()).toBe("true");
    expect(or(eq("A", 1))).toBe("A eq 1");
    expect(or()).toBe("false");
    expect(not(eq("A", null))).toBe("not (A eq null)");
    expect(any("Tags", undefined, "eq", "foam")).toBe("Tags/any(x: x eq 'foam')");
    expect(any("ClassificationReference", "ClassificationID", "in", ["M_1", "M_2"])).toBe(
      "ClassificationReference/any(x: search.in(x/ClassificationID, 'M_1|M_2', '|'))",
    );
    expect(
      anyWhere("ClassificationReference", (x) =>
        and(eq(`${x}/ClassificationID`, "A_1"), eq(`${x}/Type`, "Object2Parent")),
      ),
    ).toBe("ClassificationReference/any(x: (x/ClassificationID eq 'A_1') and (x/Type eq 'Object2Parent'))");
  });

  it("refuses what cannot be written safely", () => {
    for (const bad of ["Name eq 'x'", "a b", "Name/", "1Name", "Tags/any", "or", ""]) {
      expect(() => field(bad)).toThrow(TypeError);
    }
    expect(() => literal(Number.NaN)).toThrow(RangeError);
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => literal(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => compare("A", "gt", null)).toThrow(TypeError);
  });
});
