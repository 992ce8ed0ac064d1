import { describe, expect, it } from "vitest";
import type { RangeFacetModel } from "./facet-model.ts";
import { buildFacetModels } from "./facet-model.ts";
import { buildFinderPlan } from "./facet-plan.ts";
import { rangeProblems, withoutWrongRanges, withWrongRanges } from "./refinements.ts";
import { parseFinderState, serialiseFinderState } from "./state.ts";
import { ITEM_FINDER, TOOLS } from "./tools.ts";

const parse = (query: string, strict = false) => parseFinderState(ITEM_FINDER, new URLSearchParams(query), { strict });
const NOTICE =
  "Pack size: pick one pack unit to filter by pack size, since sizes in different units do not compare; the range was not applied.";

describe("a range over values in several units (the item finder's pack size)", () => {
  it("applies with one unit picked, and is written back with it", () => {
    const out = parse("unit=kg&packsize_min=200");
    expect(out.ok && out.state.ranges.packsize).toEqual({ min: 200 });
    expect(out.ok && out.state.notices).toBeUndefined();
    expect(out.ok && serialiseFinderState(ITEM_FINDER, out.state).toString()).toBe("unit=kg&packsize_min=200");
  });

  it("is dropped with a notice while no unit or several are picked, in the API as on the page", () => {
    for (const query of ["packsize_min=200", "unit=kg&unit=L&packsize_max=30"]) {
      for (const strict of [false, true]) {
        const out = parse(query, strict);
        expect(out.ok).toBe(true);
        expect(out.ok && out.state.ranges.packsize).toBeUndefined();
        expect(out.ok && out.state.notices).toEqual([NOTICE]);
      }
    }
  });

  it("names the picked unit, or says what it waits for", () => {
    const model = (query: string) => {
      const out = parse(query);
      if (!out.ok) throw new Error("not parsed");
      return buildFacetModels(ITEM_FINDER, out.state, {}, {}).find((f) => f.key === "packsize") as RangeFacetModel;
    };
    expect(model("unit=L&packsize_min=20")).toMatchObject({ unit: "L", min: 20 });
    expect(model("unit=L").needs).toBeUndefined();
    const waiting = model("");
    expect(waiting.unit).toBeUndefined();
    expect(waiting.needs).toBe("Applies once one pack unit is picked: sizes in different units do not compare.");
  });

  it("leaves the range out of the unit facet's own counts, since picking another unit drops it", () => {
    const out = parse("unit=kg&packsize_min=200&plant=PL_DE01");
    if (!out.ok) throw new Error("not parsed");
    const plan = buildFinderPlan(ITEM_FINDER, out.state, { audience: "internal", site: "intranet" });
    expect(plan.main.filter).toContain("AT_PackSize_Value ge 200");
    const unit = plan.facetCounts.find((c) => c.key === "unit");
    expect(unit?.query.filter).toContain("PL_DE01");
    expect(unit?.query.filter).not.toContain("AT_PackSize_Value");
    const plant = plan.facetCounts.find((c) => c.key === "plant");
    expect(plant?.query.filter).toContain("AT_PackSize_Value ge 200");
  });

  it("names a value facet of its own tool as its unit, in every tool", () => {
    for (const def of Object.values(TOOLS)) {
      for (const facet of def.facets) {
        if (facet.kind !== "range" || !facet.unitFrom) continue;
        expect(def.facets.find((f) => f.key === facet.unitFrom)?.kind).toBe("value");
      }
    }
  });

  it("is left out before asking and kept in its fields as typed, as a range the wrong way round is", () => {
    const facets = ITEM_FINDER.facets;
    expect(rangeProblems(facets, "packsize_min=200&plant=PL_DE01")).toEqual([NOTICE]);
    expect(withoutWrongRanges(facets, "packsize_min=200&plant=PL_DE01")).toBe("plant=PL_DE01");
    expect(withWrongRanges(facets, "plant=PL_DE01", "packsize_min=200&plant=PL_DE01")).toBe(
      "plant=PL_DE01&packsize_min=200&packsize_max=",
    );
    // One unit picked: nothing to say, nothing left out.
    expect(rangeProblems(facets, "unit=L&packsize_min=200")).toEqual([]);
    expect(withoutWrongRanges(facets, "unit=L&packsize_min=200")).toBe("unit=L&packsize_min=200");
    // An unusable bound is said as such, not twice.
    expect(rangeProblems(facets, "packsize_min=abc")).toHaveLength(1);
  });
});
