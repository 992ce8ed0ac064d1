import { describe, expect, it } from "vitest";
import { SearchError } from "../errors.ts";
import { editDistanceAtMost } from "./edit-distance.ts";
import { parseLuceneQuery } from "./lucene-query.ts";

const errorOf = (q: string): SearchError => {
  try {
    parseLuceneQuery(q, "any");
  } catch (e) {
    if (e instanceof SearchError) return e;
    throw e;
  }
  throw new Error(`expected '${q}' to be refused`);
};

describe("full Lucene query syntax", () => {
  it("reads fuzzy terms, with two edits when none are given", () => {
    expect(parseLuceneQuery("tegostb~1", "any")).toEqual({ kind: "term", text: "tegostb", prefix: false, fuzzy: 1 });
    expect(parseLuceneQuery("dabko~", "any")).toEqual({ kind: "term", text: "dabko", prefix: false, fuzzy: 2 });
  });

  it("reads field-scoped terms, phrases and groups", () => {
    expect(parseLuceneQuery('Name:"tego care"', "any")).toEqual({
      kind: "field",
      field: "Name",
      child: { kind: "phrase", text: "tego care" },
    });
    expect(parseLuceneQuery("Address/City:(essen OR marl)", "any")).toEqual({
      kind: "field",
      field: "Address/City",
      child: {
        kind: "or",
        children: [
          { kind: "term", text: "essen", prefix: false },
          { kind: "term", text: "marl", prefix: false },
        ],
      },
    });
  });

  it("makes both sides of AND required and keeps + and - clauses", () => {
    expect(parseLuceneQuery("foam AND silicone", "any")).toEqual({
      kind: "and",
      children: [
        { kind: "term", text: "foam", prefix: false },
        { kind: "term", text: "silicone", prefix: false },
      ],
    });
    expect(parseLuceneQuery("+foam -amine", "any")).toEqual({
      kind: "and",
      children: [
        { kind: "term", text: "foam", prefix: false },
        { kind: "not", child: { kind: "term", text: "amine", prefix: false } },
      ],
    });
    expect(parseLuceneQuery("NOT amine", "any")).toEqual({
      kind: "and",
      children: [{ kind: "all" }, { kind: "not", child: { kind: "term", text: "amine", prefix: false } }],
    });
  });

  it("ors bare clauses under searchMode any and ands them under all", () => {
    expect(parseLuceneQuery("a* b~1", "any").kind).toBe("or");
    expect(parseLuceneQuery("a* b~1", "all").kind).toBe("and");
  });

  it("keeps a hyphen inside a term (a CAS number is one term)", () => {
    expect(parseLuceneQuery("9004-82-4", "any")).toEqual({ kind: "term", text: "9004-82-4", prefix: false });
  });

  it.each([
    ["(foam", "not closed"],
    ["foam)", "no '('"],
    ['"foam', "not closed"],
    ["foam AND", "no clause after it"],
    ["AND foam", "on each side"],
    ["foam~3", "0 to 2"],
    ["~foam", "nothing before it"],
    ["Name:", "clause is missing"],
    ["foam*~1", "cannot also be fuzzy"],
  ])("refuses %s as a syntax error, as the service does", (q, why) => {
    const e = errorOf(q);
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/^Failed to parse query string at line 1, column \d+/);
    expect(e.message).toContain(why);
  });

  it.each([
    ["/fo+am/", "Regular expression"],
    ["f?am", "wildcard inside"],
    ["f*am", "wildcard inside"],
    ['"silicone foam"~3', "Proximity"],
    ["[a TO c]", "Range"],
  ])("says plainly that %s is not emulated instead of answering it wrongly", (q, what) => {
    const e = errorOf(q);
    expect(e.status).toBe(400);
    expect(e.message).toContain(what);
    expect(e.message).toContain("not supported by this emulator");
  });

  it("survives deep nesting with an answer, not a stack overflow", () => {
    expect(errorOf(`${"(".repeat(5000)}a${")".repeat(5000)}`).status).toBe(400);
  });
});

describe("edit distance", () => {
  it.each([
    ["tegostb", "tegostab", 1],
    ["dabko", "dabco", 1],
    ["dabco", "dacbo", 1],
    ["polyurethane", "polyurethan", 1],
    ["abc", "abc", 0],
  ])("%s to %s is %i", (a, b, d) => {
    expect(editDistanceAtMost(a, b, 2)).toBe(d);
  });

  it("gives up above the limit", () => {
    expect(editDistanceAtMost("emulsifier", "emollient", 2)).toBeUndefined();
    expect(editDistanceAtMost("ab", "abcd", 1)).toBeUndefined();
  });
});
