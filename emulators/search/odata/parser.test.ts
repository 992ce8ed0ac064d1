import { describe, expect, it } from "vitest";
import { ODataSyntaxError } from "./lexer.ts";
import { parseFilter, splitSearchIn } from "./parser.ts";

describe("parseFilter", () => {
  it("gives not > and > or precedence, comparisons tighter still", () => {
    const ast = parseFilter("A eq 1 or not B eq 2 and C");
    expect(ast).toMatchObject({
      kind: "or",
      left: { kind: "compare", op: "eq" },
      right: {
        kind: "and",
        left: { kind: "not", operand: { kind: "compare" } },
        right: { kind: "path", segments: ["C"] },
      },
    });
  });

  it("honours parentheses", () => {
    expect(parseFilter("(A or B) and C")).toMatchObject({ kind: "and", left: { kind: "or" } });
  });

  it("reads every literal type, with doubled quotes", () => {
    const values = (text: string) => {
      const ast = parseFilter(`X eq ${text}`);
      return ast.kind === "compare" ? ast.right : undefined;
    };
    expect(values("'it''s'")).toMatchObject({ type: "string", value: "it's" });
    expect(values("''")).toMatchObject({ type: "string", value: "" });
    expect(values("-12.5e2")).toMatchObject({ type: "number", value: -1250 });
    expect(values("true")).toMatchObject({ type: "boolean", value: true });
    expect(values("null")).toMatchObject({ type: "null", value: null });
    expect(values("2024-01-31T10:00:00.5+02:00")).toMatchObject({ type: "date", value: "2024-01-31T10:00:00.5+02:00" });
    expect(values("-INF")).toMatchObject({ type: "number", value: Number.NEGATIVE_INFINITY });
  });

  it("reads nested paths and lambdas", () => {
    expect(parseFilter("A/B/C eq 'x'")).toMatchObject({ left: { kind: "path", segments: ["A", "B", "C"] } });
    expect(parseFilter("Refs/any(c: c/ID eq 'x' and c/Type eq 'y')")).toMatchObject({
      kind: "lambda",
      quantifier: "any",
      collection: { segments: ["Refs"] },
      variable: "c",
      body: { kind: "and" },
    });
    expect(parseFilter("Tags/any()")).not.toHaveProperty("body");
    expect(parseFilter("Tags/all(t: t ne 'a')")).toMatchObject({ kind: "lambda", quantifier: "all" });
  });

  it("splits search.in on the given delimiters, else on space and comma", () => {
    expect(parseFilter("search.in(A, 'a, b c')")).toMatchObject({ kind: "searchIn", values: ["a", "b", "c"] });
    expect(parseFilter("search.in(A, 'a b|c''d', '|')")).toMatchObject({ values: ["a b", "c'd"], delimiters: "|" });
    expect(splitSearchIn("|a||b|", "|")).toEqual(["a", "b"]);
  });

  it.each([
    ["", "the filter is empty"],
    ["Name eq", "found the end of the filter"],
    ["Name eq 'x", "Unterminated string literal"],
    ["(Name eq 'x'", "expected ')'"],
    ["Name eq 'x' Name", "after a complete expression"],
    ["Name = 'x'", "Unexpected character '='"],
    ["search.in(Name)", "expected ','"],
    ["search.ismatch('x')", "not supported"],
    ["Tags/all()", "needs a lambda expression"],
    ["and eq 1", "expected a field"],
  ])("rejects %j with a message saying what is wrong", (text, message) => {
    expect(() => parseFilter(text)).toThrow(ODataSyntaxError);
    expect(() => parseFilter(text)).toThrow(message);
  });
});

describe("nesting", () => {
  it("refuses absurd nesting with a syntax error instead of overflowing the stack", () => {
    expect(() => parseFilter(`${"(".repeat(5000)}A${")".repeat(5000)}`)).toThrow("nests deeper than 100 levels");
    expect(() => parseFilter(`${"not ".repeat(5000)}A`)).toThrow(ODataSyntaxError);
    expect(parseFilter(`${"(".repeat(50)}A eq 1${")".repeat(50)}`)).toMatchObject({ kind: "compare" });
  });
});
