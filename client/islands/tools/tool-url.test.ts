import { describe, expect, it } from "vitest";
import type { FacetModel } from "../../../shared/finder/facet-model";
import { pageWindow } from "./Pagination";
import { finderParameterNames, readToolQuery, withParam, writeToolQuery } from "./tool-url";

const facets: FacetModel[] = [
  { kind: "value", key: "brand", label: "Brand", single: false, options: [], selected: [] },
  { kind: "range", key: "flash", label: "Flash", min: 1 },
  { kind: "boolean", key: "green", label: "Green", count: 0, checked: false },
];
const names = finderParameterNames(facets);

describe("finder parameters in the page URL", () => {
  it("knows the common, facet and range parameter names", () => {
    expect([...names].sort()).toEqual(
      ["brand", "context", "flash_max", "flash_min", "green", "page", "q", "size", "sort"].sort(),
    );
  });

  it("reads its own parameters only, under its prefix, dropping empty values", () => {
    expect(readToolQuery("?q=foam&brand=a&brand=b&utm=x&compare=PR_1&page=", "", names)).toBe("q=foam&brand=a&brand=b");
    expect(readToolQuery("?q=foam&item-q=drum&item-flash_min=3", "item-", names)).toBe("q=drum&flash_min=3");
  });

  it("replaces its own parameters and keeps everyone else's", () => {
    expect(writeToolQuery("?q=old&compare=PR_00000001&item-q=drum", "", names, "q=new&brand=a")).toBe(
      "?compare=PR_00000001&item-q=drum&q=new&brand=a",
    );
    expect(writeToolQuery("?item-q=drum&q=keep", "item-", names, "")).toBe("?q=keep");
    expect(writeToolQuery("", "", names, "")).toBe("");
  });

  it("sets and removes one parameter", () => {
    expect(withParam("q=a&page=2", "page", undefined)).toBe("q=a");
    expect(withParam("q=a", "page", "3")).toBe("q=a&page=3");
  });
});

describe("pagination window", () => {
  it("shows the first, the last and the neighbours of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 4, 5, 6, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 9, 10]);
  });
});
