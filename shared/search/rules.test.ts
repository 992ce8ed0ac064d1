import { describe, expect, it } from "vitest";
import { inRange, isTrueFacetValue } from "./facets";
import { isNewFormulation } from "./new-formulation";
import { DEFAULT_PAGE_SIZE, pageCount, skipFor } from "./paging";
import { plantDisplayName } from "./plant-name";
import { resultCountText } from "./result-count";
import { normaliseUrlParam } from "./url-params";

describe("boolean facets", () => {
  it("are true for Yes, yes and true only", () => {
    for (const v of ["Yes", "yes", "true", true]) expect(isTrueFacetValue(v)).toBe(true);
    for (const v of ["YES", "no", "No", "false", "1", "", null, undefined, 1, false]) {
      expect(isTrueFacetValue(v)).toBe(false);
    }
  });
});

describe("range facets", () => {
  it("include both ends", () => {
    const range = { min: 10, max: 20 };
    expect(inRange(10, range)).toBe(true);
    expect(inRange(20, range)).toBe(true);
    expect(inRange(15.5, range)).toBe(true);
    expect(inRange(9.99, range)).toBe(false);
    expect(inRange(20.01, range)).toBe(false);
  });
});

describe("URL parameters", () => {
  it("replace each run of non-word characters with a hyphen", () => {
    expect(normaliseUrlParam("Adhesives & Sealants")).toBe("Adhesives-Sealants");
    expect(normaliseUrlParam("paper/textile and water")).toBe("paper-textile-and-water");
    expect(normaliseUrlParam("plain_value")).toBe("plain_value");
    expect(normaliseUrlParam("a..b")).toBe("a-b");
  });
});

describe("paging", () => {
  it("skips (page - 1) x size", () => {
    expect(skipFor(1, 25)).toBe(0);
    expect(skipFor(3, 25)).toBe(50);
    expect(skipFor(0, 25)).toBe(0);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });

  it("counts pages as the total divided by the size, rounded up", () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe("result count text", () => {
  it("follows 0 Products | 1 Product | {totalCount} Products", () => {
    expect(resultCountText("product", 0)).toBe("0 Products");
    expect(resultCountText("product", 1)).toBe("1 Product");
    expect(resultCountText("product", 42)).toBe("42 Products");
    expect(resultCountText("formulation", 1)).toBe("1 Formulation");
    expect(resultCountText("formulation", 2)).toBe("2 Formulations");
    expect(resultCountText("contact", 0)).toBe("0 Contacts");
    expect(resultCountText("contact", 1)).toBe("1 Contact");
  });
});

describe("plant display name", () => {
  it("uses the location name, region and abbreviation", () => {
    expect(
      plantDisplayName({ AT_SAP_LocationName: "Marl", Name: "Plant Marl", AT_Abbreviation: "MRL" }, "Europe"),
    ).toBe("Marl, Europe (MRL)");
  });

  it("falls back to Name and leaves out what is absent", () => {
    expect(plantDisplayName({ Name: "Mobile", AT_Abbreviation: "MOB" })).toBe("Mobile (MOB)");
    expect(plantDisplayName({ Name: "Shanghai", AT_SAP_LocationName: "" }, "Asia Pacific")).toBe(
      "Shanghai, Asia Pacific",
    );
    expect(plantDisplayName({ Name: "Essen" }, null)).toBe("Essen");
  });
});

describe("new formulation", () => {
  const today = new Date("2026-08-31T12:00:00Z");

  it("is new within the last 6 months", () => {
    expect(isNewFormulation("2026-08-01", today)).toBe(true);
    expect(isNewFormulation("2026-03-01", today)).toBe(true);
    // 6 months before 31 August is the end of February.
    expect(isNewFormulation("2026-02-28T12:00:00Z", today)).toBe(true);
  });

  it("is not new before that, in the future, or without a date", () => {
    expect(isNewFormulation("2026-02-27", today)).toBe(false);
    expect(isNewFormulation("2025-08-31", today)).toBe(false);
    expect(isNewFormulation("2026-09-15", today)).toBe(false);
    expect(isNewFormulation(undefined, today)).toBe(false);
    expect(isNewFormulation("not a date", today)).toBe(false);
  });
});
