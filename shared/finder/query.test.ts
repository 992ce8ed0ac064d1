import { describe, expect, it } from "vitest";
import { buildFacetModels, labelFromSlug } from "./facet-model.ts";
import { and, between } from "./filter.ts";
import { buildFinderQuery } from "./query.ts";
import { defaultState, type FinderState } from "./state.ts";
import { CONTACT_FINDER, FORMULATION_FINDER, ITEM_FINDER, PRODUCT_FINDER } from "./tools.ts";

const state = (over: Partial<FinderState> = {}): FinderState => ({ ...defaultState(PRODUCT_FINDER), ...over });

describe("filter pieces", () => {
  it("leaves out what is missing: an open range bound, an absent clause, all of them", () => {
    expect(between("AT_FlashPoint_Value", 10, 90)).toBe("AT_FlashPoint_Value ge 10 and AT_FlashPoint_Value le 90");
    expect(between("AT_FlashPoint_Value", undefined, 90)).toBe("AT_FlashPoint_Value le 90");
    expect(between("AT_FlashPoint_Value", Number.NaN, undefined)).toBeUndefined();
    expect(and(undefined, "A eq 1", undefined)).toBe("A eq 1");
    expect(and(undefined, undefined)).toBeUndefined();
  });
  it("refuses field paths that are not identifiers", () => {
    expect(() => between("Name) or (1 eq 1", 1)).toThrow();
  });
});

describe("buildFinderQuery", () => {
  it("scopes to kind, site and public visibility, pages and requests facets", () => {
    const query = buildFinderQuery(PRODUCT_FINDER, state({ page: 3 }), { audience: "public", site: "pu-additives" });
    expect(query.filter).toBe(
      "((UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')) and (AT_Websites/any(x: search.in(x, 'pu-additives', '|'))) and (AT_Visibility/any(x: search.in(x, 'Public', '|')))",
    );
    expect(query).toMatchObject({ index: "products", search: "*", top: 25, skip: 50 });
    expect(query.facets).toContain("AT_Brand,count:1000");
    expect(query.facets).toContain("ClassificationReference/ClassificationID,count:1000");
    expect(query.facets.some((f) => f.startsWith("AT_FlashPoint_Value"))).toBe(false);
    expect(query.orderby).toBeUndefined();
  });

  it("does not limit the intranet to a site or to public documents", () => {
    const query = buildFinderQuery(PRODUCT_FINDER, state(), { audience: "internal", site: "intranet" });
    expect(query.filter).toBe("(UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')");
  });

  it("turns every kind of selection into a clause", () => {
    const query = buildFinderQuery(
      PRODUCT_FINDER,
      state({
        q: "foam stab",
        values: { brand: ["dabco", "polycat"], application: ["case"], classification: ["M2A_7"] },
        flags: ["renewable"],
        ranges: { flashpoint: { min: 10, max: 90 } },
        sort: "name-desc",
      }),
      { audience: "internal" },
    );
    expect(query.search).toBe("foam*+stab*");
    expect(query.filter).toContain("search.in(AT_Brand, 'dabco|polycat', '|')");
    expect(query.filter).toContain("AT_Applications/any(x: search.in(x, 'case', '|'))");
    expect(query.filter).toContain("ClassificationReference/any(x: search.in(x/ClassificationID, 'M2A_7', '|'))");
    expect(query.filter).toContain("search.in(AT_RenewableRawMaterials_Value, 'Yes|yes|true', '|')");
    expect(query.filter).toContain("AT_FlashPoint_Value ge 10 and AT_FlashPoint_Value le 90");
    expect(query.orderby).toEqual(["Name desc"]);
  });

  it("keeps adversarial text inside literals", () => {
    const nasty = "x') or (UserTypeID eq 'Asset";
    const query = buildFinderQuery(
      CONTACT_FINDER,
      { ...defaultState(CONTACT_FINDER), values: { area: [nasty] } },
      {
        audience: "internal",
      },
    );
    expect(query.filter).toContain("'x'') or (UserTypeID eq ''Asset'");
    // Outside literals the filter has as many parentheses open as closed.
    const outside = (query.filter ?? "").replace(/'(?:[^']|'')*'/g, "''");
    expect(outside.split("(").length).toBe(outside.split(")").length);
  });

  it("orders formulations by first publication date with the name as tie-breaker", () => {
    const query = buildFinderQuery(
      FORMULATION_FINDER,
      { ...defaultState(FORMULATION_FINDER), sort: "date-asc" },
      {
        audience: "public",
      },
    );
    expect(query.orderby).toEqual(["AT_FirstPublicationDate asc", "Name asc"]);
  });

  it("short single words search everything", () => {
    expect(
      buildFinderQuery(ITEM_FINDER, { ...defaultState(ITEM_FINDER), q: "ab" }, { audience: "public" }).search,
    ).toBe("*");
  });
});

describe("buildFacetModels", () => {
  it("counts true values, keeps selected values, offers full lists, labels slugs", () => {
    const models = buildFacetModels(
      PRODUCT_FINDER,
      state({ values: { brand: ["gone"] }, flags: ["renewable"], ranges: { flashpoint: { min: 5 } } }),
      {
        AT_Brand: [{ value: "tegostab", count: 4 }],
        AT_RenewableRawMaterials_Value: [
          { value: "Yes", count: 2 },
          { value: "yes", count: 1 },
          { value: "true", count: 1 },
          { value: "No", count: 9 },
        ],
        AT_Industries: [{ value: "food-beverage", count: 3 }],
      },
      { bounds: { flashpoint: { min: -10, max: 250 } }, labels: { plant: { PL_1: "Marl, Europe (MRL)" } } },
    );
    const byKey = Object.fromEntries(models.map((m) => [m.key, m]));
    expect(byKey.brand).toMatchObject({
      options: [
        { value: "gone", label: "Gone", count: 0 },
        { value: "tegostab", label: "Tegostab", count: 4 },
      ],
      selected: ["gone"],
    });
    expect(byKey.renewable).toMatchObject({ kind: "boolean", count: 4, checked: true });
    expect(byKey.flashpoint).toMatchObject({ kind: "range", bounds: { min: -10, max: 250 }, min: 5, unit: "°C" });
    expect(byKey.industry).toMatchObject({ single: true, options: [{ label: "Food beverage", count: 3 }] });
  });

  it("labels values from a full list and offers no value counted 0 unless it is selected", () => {
    const models = buildFacetModels(
      CONTACT_FINDER,
      { ...defaultState(CONTACT_FINDER), values: { country: ["FR"] } },
      { AT_CountryCodes: [{ value: "DE", count: 2 }] },
      { fullLists: { country: { DE: "Germany", FR: "France", AT: "Austria" } } },
    );
    expect(models[0]).toMatchObject({
      options: [
        { value: "FR", label: "France", count: 0 },
        { value: "DE", label: "Germany", count: 2 },
      ],
    });
  });

  it("shows the 10 most frequent values of a long list and every selected one, folds the rest", () => {
    const counts = Array.from({ length: 25 }, (_, i) => ({ value: `v${String(i).padStart(2, "0")}`, count: i + 1 }));
    const [type] = buildFacetModels(PRODUCT_FINDER, state({ values: { type: ["v00"] } }), {
      AT_ProductType_Value: counts,
    }).filter((m) => m.key === "type");
    expect(type).toMatchObject({ kind: "value", searchable: true });
    if (type?.kind !== "value") throw new Error("not a value facet");
    expect(type.options.map((o) => o.value)).toEqual(["v00", ...Array.from({ length: 10 }, (_, i) => `v${15 + i}`)]);
    expect(type.more?.map((o) => o.value)).toEqual(
      Array.from({ length: 14 }, (_, i) => `v${String(i + 1).padStart(2, "0")}`),
    );
  });

  it("neither folds nor filters a list of 10 values", () => {
    const counts = Array.from({ length: 10 }, (_, i) => ({ value: `v${i}`, count: 1 }));
    const [type] = buildFacetModels(PRODUCT_FINDER, state(), { AT_ProductType_Value: counts }).filter(
      (m) => m.key === "type",
    );
    expect(type).not.toHaveProperty("more");
    expect(type).not.toHaveProperty("searchable");
  });

  it("labels slugs readably, initialisms in capitals", () => {
    expect(labelFromSlug("flexible-slabstock-pu-foam")).toBe("Flexible slabstock PU foam");
    expect(labelFromSlug("case")).toBe("CASE");
    expect(labelFromSlug("uv-curing")).toBe("UV curing");
    expect(labelFromSlug("3d-printing")).toBe("3D printing");
    // Only whole words: "cases" and "pump" stay words.
    expect(labelFromSlug("cases-pump")).toBe("Cases pump");
  });
});
