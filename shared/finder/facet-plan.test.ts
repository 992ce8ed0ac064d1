import { describe, expect, it } from "vitest";
import { buildFinderPlan, mergeFacetCounts } from "./facet-plan.ts";
import { defaultState, type FinderState } from "./state.ts";
import { PRODUCT_FINDER } from "./tools.ts";

const state = (over: Partial<FinderState> = {}): FinderState => ({ ...defaultState(PRODUCT_FINDER), ...over });
const scope = { audience: "public" as const, site: "pu-additives" };
const SCOPE =
  "((UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')) and (AT_Websites/any(x: search.in(x, 'pu-additives', '|'))) and (AT_Visibility/any(x: search.in(x, 'Public', '|')))";

describe("buildFinderPlan", () => {
  it("is the main search alone when nothing is selected", () => {
    const plan = buildFinderPlan(PRODUCT_FINDER, state({ q: "foam" }), scope);
    expect(plan.facetCounts).toEqual([]);
    expect(plan.main.filter).toBe(SCOPE);
  });

  it("ORs values inside a facet in the main search and counts that facet without its own selection", () => {
    const plan = buildFinderPlan(PRODUCT_FINDER, state({ values: { brand: ["dabco", "tegostab"] } }), scope);
    expect(plan.main.filter).toBe(`(${SCOPE}) and (search.in(AT_Brand, 'dabco|tegostab', '|'))`);
    expect(plan.facetCounts).toHaveLength(1);
    const [brand] = plan.facetCounts;
    expect(brand?.key).toBe("brand");
    expect(brand?.query.facets).toEqual(["AT_Brand,count:1000"]);
    expect(brand?.query.filter).toBe(SCOPE);
    expect(brand?.query).toMatchObject({ index: "products", search: "*", top: 0, skip: 0 });
    expect(brand?.query.orderby).toBeUndefined();
  });

  it("gives each selected facet one search carrying every other selection (AND across facets)", () => {
    const plan = buildFinderPlan(
      PRODUCT_FINDER,
      state({ q: "foam", values: { brand: ["dabco"], market: ["case"] }, ranges: { flashpoint: { min: 20 } } }),
      scope,
    );
    expect(plan.main.filter).toContain("search.in(AT_Brand, 'dabco', '|')");
    expect(plan.main.filter).toContain("AT_Markets/any(x: search.in(x, 'case', '|'))");
    expect(plan.facetCounts.map((c) => c.key)).toEqual(["brand", "market"]);
    const [brand, market] = plan.facetCounts;
    expect(brand?.query.filter).not.toContain("AT_Brand");
    expect(brand?.query.filter).toContain("AT_Markets/any(x: search.in(x, 'case', '|'))");
    expect(brand?.query.filter).toContain("AT_FlashPoint_Value ge 20");
    expect(market?.query.filter).toContain("search.in(AT_Brand, 'dabco', '|')");
    expect(market?.query.filter).not.toContain("AT_Markets");
    expect(market?.query.facets).toEqual(["AT_Markets,count:1000"]);
    // The free text narrows every search alike.
    for (const count of plan.facetCounts) expect(count.query.search).toBe(plan.main.search);
  });

  it("runs no count search for a range: it has no counts", () => {
    const plan = buildFinderPlan(PRODUCT_FINDER, state({ ranges: { flashpoint: { min: 1, max: 2 } } }), scope);
    expect(plan.facetCounts).toEqual([]);
  });

  it("keeps user values inside quoted literals or search.in lists", () => {
    const hostile = "x') or (1 eq 1";
    const plan = buildFinderPlan(PRODUCT_FINDER, state({ values: { brand: [hostile], type: ["a|b"] } }), scope);
    const brand = plan.facetCounts.find((c) => c.key === "brand");
    const type = plan.facetCounts.find((c) => c.key === "type");
    expect(type?.query.filter).toContain("search.in(AT_Brand, 'x'') or (1 eq 1', '|')");
    expect(brand?.query.filter).toContain("search.in(AT_ProductType_Value, 'a|b', ',')");
    expect(brand?.query.filter).not.toContain("x''");
  });
});

describe("mergeFacetCounts", () => {
  it("takes a selected facet's counts from its own search and the rest from the main one", () => {
    const plan = buildFinderPlan(PRODUCT_FINDER, state({ values: { brand: ["dabco"] } }), scope);
    const merged = mergeFacetCounts(
      { AT_Brand: [{ value: "dabco", count: 9 }], AT_Markets: [{ value: "case", count: 9 }] },
      plan,
      [
        {
          AT_Brand: [
            { value: "dabco", count: 9 },
            { value: "tegostab", count: 9 },
          ],
        },
      ],
    );
    expect(merged.AT_Brand).toEqual([
      { value: "dabco", count: 9 },
      { value: "tegostab", count: 9 },
    ]);
    expect(merged.AT_Markets).toEqual([{ value: "case", count: 9 }]);
  });
});
