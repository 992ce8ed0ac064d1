import { describe, expect, it } from "vitest";
import { foldForFilter, hasFilterWords, matchesValueFilter } from "./value-filter";

describe("the filter box of a facet's values", () => {
  it("reads past case, accents, marks and punctuation", () => {
    expect(foldForFilter("TEGOSTAB® B 8002")).toBe("tegostab b 8002");
    expect(foldForFilter("Crème-Gel (W/O)")).toBe("creme gel w o");
    expect(foldForFilter("ABIL™ EM 90")).toBe("abil em 90");
  });

  it("finds a value by every word typed, in any order", () => {
    expect(matchesValueFilter("TEGOSTAB® B 8002", "tegostab b")).toBe(true);
    expect(matchesValueFilter("TEGOSTAB® B 8002", "tegostab® b")).toBe(true);
    expect(matchesValueFilter("TEGOSTAB® B 8002", "8002 tegostab")).toBe(true);
    expect(matchesValueFilter("Crème de jour", "creme")).toBe(true);
    expect(matchesValueFilter("TEGOSTAB® B 8002", "tegostab c")).toBe(false);
    expect(matchesValueFilter("anything", "  ")).toBe(true);
  });
});

describe("a filter with nothing to match by", () => {
  it("is no filter: only spaces, punctuation or marks", () => {
    expect(hasFilterWords(" ®, - ")).toBe(false);
    expect(hasFilterWords("b")).toBe(true);
  });

  it("folds the same in every browser locale", () => {
    expect(foldForFilter("SILICONE")).toBe("silicone");
  });
});
