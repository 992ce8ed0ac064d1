import { describe, expect, it } from "vitest";
import type { CompareAnswer, FinderAnswer } from "./answer.ts";
import { checkCompareAnswer, checkFinderAnswer, checkFlowAnswer } from "./answer-schemas.ts";
import type { FlowAnswer } from "./flow-answer.ts";

const page = { totalCount: 1, countText: "1 Product", page: 1, perPage: 25, pages: 1, hasMorePages: false };

const finder: FinderAnswer = {
  ...page,
  tool: "products",
  query: "brand=dabco",
  results: [{ id: "PR_00000001", title: "A", meta: ["Dabco", { label: "CAS", value: "1-2-3" }], comparable: true }],
  facets: [
    { kind: "value", key: "brand", label: "Brand", single: false, options: [], selected: ["dabco"], wordsOfData: true },
    { kind: "boolean", key: "green", label: "Renewable", count: 3, checked: false },
    { kind: "range", key: "flash", label: "Flash point", unit: "°C", bounds: { min: 10, max: 200 } },
    {
      kind: "classification",
      key: "market",
      label: "Markets",
      selected: [],
      tree: [
        { label: "Markets", value: "M", count: 2, children: [{ label: "PU", value: "M1", count: 2, children: [] }] },
      ],
    },
  ],
  notices: ["Flash point: …"],
};

describe("the tool answers' checks", () => {
  it("let a finder answer through as it came, fields the islands do not read included", () => {
    const extra = { ...finder, debug: { took: 3 } };
    expect(checkFinderAnswer(extra)).toEqual(extra);
  });

  it("refuse a finder answer of another shape: an error page's JSON, a facet of an unknown kind, a tree node without children", () => {
    expect(() => checkFinderAnswer({ error: "Bad gateway" })).toThrow();
    expect(() => checkFinderAnswer({ ...finder, facets: [{ kind: "slider", key: "x", label: "X" }] })).toThrow();
    const tree = [{ label: "Markets", value: "M", count: 2 }];
    expect(() =>
      checkFinderAnswer({ ...finder, facets: [{ kind: "classification", key: "m", label: "M", selected: [], tree }] }),
    ).toThrow();
    expect(() => checkFinderAnswer({ ...finder, results: [{ id: 1, title: "A", meta: [] }] })).toThrow();
  });

  it("check a step flow's answer, its steps and its results' picks", () => {
    const flow: FlowAnswer = {
      ...page,
      tool: "recommendation-tool",
      query: "industry=pu",
      steps: [
        { key: "industry", prompt: "Which industry?", label: "Industry", multi: false, options: [], selected: ["pu"] },
      ],
      current: 1,
      stepCount: 1,
      results: [{ id: "r1", title: "PU", meta: [], picks: [{ rank: "First choice", name: "A" }], facts: [] }],
      keep: "industry=pu",
    };
    expect(checkFlowAnswer(flow)).toEqual(flow);
    expect(() => checkFlowAnswer({ ...flow, results: [{ id: "r1", title: "PU", meta: [] }] })).toThrow();
    expect(() => checkFlowAnswer({ ...flow, current: "1" })).toThrow();
  });

  it("check a comparison: its products and its rows", () => {
    const compare: CompareAnswer = {
      products: [{ id: "PR_00000001", title: "A", href: "/a" }],
      rows: [{ label: "Type", values: ["Amine"], differs: false }],
    };
    expect(checkCompareAnswer(compare)).toEqual(compare);
    expect(() =>
      checkCompareAnswer({ products: [], rows: [{ label: "Type", values: "Amine", differs: false }] }),
    ).toThrow();
    expect(() => checkCompareAnswer(null)).toThrow();
  });
});
