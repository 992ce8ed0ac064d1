import { describe, expect, it } from "vitest";
import type { FacetModel } from "./facet-model.ts";
import {
  activeRefinements,
  clearAllQuery,
  rangeProblems,
  withoutWordsOfData,
  withoutWrongRanges,
  withWrongRanges,
} from "./refinements.ts";

const FACETS: FacetModel[] = [
  {
    kind: "value",
    key: "brand",
    label: "Brand",
    single: false,
    options: [{ value: "dabco", label: "Dabco", count: 9 }],
    more: [{ value: "polycat", label: "Polycat", count: 9 }],
    selected: [],
  },
  { kind: "boolean", key: "renewable", label: "Renewable raw materials", count: 3, checked: false },
  { kind: "range", key: "flashpoint", label: "Flash point", unit: "°C" },
  {
    kind: "classification",
    key: "classification",
    label: "Markets and applications",
    tree: [
      {
        value: "M1",
        label: "Polyurethanes",
        count: 2,
        children: [{ value: "A1", label: "Foam", count: 2, children: [] }],
      },
    ],
    selected: [],
  },
];

describe("activeRefinements", () => {
  it("lists text, facet values, ranges, flags and the data language, each with the query that removes it", () => {
    const query =
      "q=foam&brand=dabco&brand=polycat&renewable=1&flashpoint_min=20&flashpoint_max=100&classification=A1&context=de-de&sort=name-desc&page=3";
    const chips = activeRefinements(FACETS, query);
    expect(chips.map((c) => `${c.label}: ${c.value}`)).toEqual([
      "Search: foam",
      "Brand: Dabco",
      "Brand: Polycat",
      "Renewable raw materials: Yes",
      "Flash point: 20 to 100 °C",
      // The tree's single root only groups: the branch starts below it.
      "Markets and applications: Foam",
      "Data language: German (de-de)",
    ]);
    const dabco = new URLSearchParams(chips[1]?.query);
    expect(dabco.getAll("brand")).toEqual(["polycat"]);
    expect(dabco.get("q")).toBe("foam");
    expect(dabco.get("sort")).toBe("name-desc");
    expect(dabco.has("page")).toBe(false);
    const range = new URLSearchParams(chips[4]?.query);
    expect(range.has("flashpoint_min") || range.has("flashpoint_max")).toBe(false);
  });

  it("names a tree value with its branch, so the same label under two branches reads as two", () => {
    const tree = FACETS[3] as Extract<FacetModel, { kind: "classification" }>;
    const twice: FacetModel = {
      ...tree,
      tree: [
        {
          value: "M1",
          label: "Coatings",
          count: 2,
          children: [{ value: "A1", label: "Epoxy Curing", count: 1, children: [] }],
        },
        {
          value: "M2",
          label: "Composites",
          count: 2,
          children: [{ value: "A2", label: "Epoxy Curing", count: 1, children: [] }],
        },
      ],
    };
    expect(
      activeRefinements([twice], "classification=A1&classification=A2&classification=M2").map((c) => c.value),
    ).toEqual(["Coatings › Epoxy Curing", "Composites › Epoxy Curing", "Composites"]);
    // Under a single root that only groups them ("Markets"), the branch starts below it; the root itself is named.
    const rooted: FacetModel = {
      ...tree,
      tree: [
        { value: "ROOT", label: "Markets", count: 4, children: twice.kind === "classification" ? twice.tree : [] },
      ],
    };
    expect(activeRefinements([rooted], "classification=A1&classification=ROOT").map((c) => c.value)).toEqual([
      "Coatings › Epoxy Curing",
      "Markets",
    ]);
  });

  it("shows range bounds as the finder reads them, as a reload of the link does", () => {
    expect(activeRefinements(FACETS, "flashpoint_min=.5&flashpoint_max=-0").map((c) => c.value)).toEqual([
      "0.5 to 0 °C",
    ]);
    // A bound the finder cannot use stays as written (its notice speaks of it).
    expect(activeRefinements(FACETS, "flashpoint_min=abc").map((c) => c.value)).toEqual(["from abc °C"]);
  });

  it("leaves out the page's presets and shows an open range in words", () => {
    const chips = activeRefinements(FACETS, "brand=dabco&flashpoint_min=20", ["brand"]);
    expect(chips.map((c) => `${c.label}: ${c.value}`)).toEqual(["Flash point: from 20 °C"]);
  });
});

describe("clearAllQuery", () => {
  it("keeps order, page size and presets only", () => {
    expect(clearAllQuery("q=foam&brand=dabco&sort=name-desc&size=50&page=2&market=case", ["market"])).toBe(
      "sort=name-desc&size=50&market=case",
    );
  });
});

describe("rangeProblems", () => {
  it("names a range whose minimum is above its maximum", () => {
    expect(rangeProblems(FACETS, "flashpoint_min=200&flashpoint_max=100")).toEqual([
      expect.stringContaining("Flash point: the minimum (200) is above the maximum (100)"),
    ]);
    expect(rangeProblems(FACETS, "flashpoint_min=100&flashpoint_max=100")).toEqual([]);
    expect(rangeProblems(FACETS, "flashpoint_min=200")).toEqual([]);
  });
});

describe("withoutWrongRanges", () => {
  it("drops a range whose minimum is above its maximum, as a page does, and keeps the rest", () => {
    expect(withoutWrongRanges(FACETS, "q=foam&flashpoint_min=200&flashpoint_max=100&brand=dabco")).toBe(
      "q=foam&brand=dabco",
    );
    expect(withoutWrongRanges(FACETS, "flashpoint_min=20&flashpoint_max=100")).toBe(
      "flashpoint_min=20&flashpoint_max=100",
    );
    expect(withoutWrongRanges(FACETS, "flashpoint_min=200")).toBe("flashpoint_min=200");
  });
});

describe("withWrongRanges", () => {
  it("puts back only the ranges whose minimum is above their maximum, as they were asked", () => {
    const asked = "brand=dabco&flashpoint_min=200&flashpoint_max=100";
    expect(withWrongRanges(FACETS, "brand=dabco", asked)).toBe("brand=dabco&flashpoint_min=200&flashpoint_max=100");
    // A range in order is the state's to carry, not put back.
    expect(withWrongRanges(FACETS, "brand=dabco", "flashpoint_min=10&flashpoint_max=100")).toBe("brand=dabco");
  });
});

describe("a range bound the finder cannot use", () => {
  const unusable = "Flash point: the maximum is not a number the finder can use";

  it("is said, dropped on its own, and put back in its field as typed", () => {
    expect(rangeProblems(FACETS, "flashpoint_min=20&flashpoint_max=1e308")).toEqual([
      expect.stringContaining(unusable),
    ]);
    expect(rangeProblems(FACETS, "flashpoint_max=1.1234567")).toEqual([expect.stringContaining(unusable)]);
    expect(withoutWrongRanges(FACETS, "flashpoint_min=20&flashpoint_max=1e308&brand=dabco")).toBe(
      "flashpoint_min=20&brand=dabco",
    );
    expect(withWrongRanges(FACETS, "flashpoint_min=20", "flashpoint_min=20&flashpoint_max=1e308")).toBe(
      "flashpoint_min=20&flashpoint_max=1e308",
    );
  });

  it("is not a number a field accepts and the finder reads: .5, 5. and 1e3 are usable", () => {
    expect(rangeProblems(FACETS, "flashpoint_min=.5&flashpoint_max=1e3")).toEqual([]);
    expect(rangeProblems(FACETS, "flashpoint_min=-.5&flashpoint_max=5.")).toEqual([]);
    expect(withoutWrongRanges(FACETS, "flashpoint_min=.5")).toBe("flashpoint_min=.5");
  });
});

describe("which chip values are the data's text", () => {
  it("are the labels the answer gives, not the link's unknown values, the tool's words or the visitor's text", () => {
    const chips = activeRefinements(FACETS, "q=foam&brand=dabco&brand=Call+us&classification=A1&renewable=1");
    expect(chips.map((c) => [c.value, c.fromData ?? false])).toEqual([
      ["foam", false],
      ["Dabco", true],
      ["Call us", false],
      ["Yes", false],
      ["Foam", true],
    ]);
  });
});

describe("withoutWordsOfData", () => {
  const TYPE: FacetModel = {
    kind: "value",
    key: "type",
    label: "Product type",
    single: false,
    options: [{ value: "Aminkatalysator", label: "Aminkatalysator", count: 9 }],
    selected: ["Aminkatalysator"],
    wordsOfData: true,
  };

  it("drops the picks of the data's own words, and says so; codes stay", () => {
    const { query, notices } = withoutWordsOfData(
      [TYPE, ...FACETS],
      "type=Aminkatalysator&brand=dabco&plant=PL_DE02&context=en-us",
    );
    expect(query).toBe("brand=dabco&plant=PL_DE02&context=en-us");
    expect(notices).toEqual(["Product type: removed, as its values differ per data language."]);
  });

  it("leaves a query without such picks as it is", () => {
    expect(withoutWordsOfData([TYPE, ...FACETS], "brand=dabco&context=en-us")).toEqual({
      query: "brand=dabco&context=en-us",
      notices: [],
    });
  });
});
