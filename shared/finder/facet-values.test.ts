import { describe, expect, it } from "vitest";
import { buildFacetModels, LISTED_SEARCHED_VALUES, listedSearchedValues, type ValueFacetModel } from "./facet-model.ts";
import { buildFinderPlan } from "./facet-plan.ts";
import { buildValueSearchPlan, isCutAtLimit, isSearchableFacet, type SearchableFacet } from "./facet-values.ts";
import { LABEL_FINDER } from "./list-tools.ts";
import { defaultState, type FinderState, parseFinderState, serialiseFinderState } from "./state.ts";
import { DOWNLOAD_CENTER, ITEM_FINDER, PRODUCT_FINDER } from "./tools.ts";
import { matchesValueFilter } from "./value-filter.ts";

const state = (over: Partial<FinderState> = {}): FinderState => ({ ...defaultState(DOWNLOAD_CENTER), ...over });
const scope = { audience: "public" as const, site: "personal-care" };
const product = DOWNLOAD_CENTER.facets.find((f) => f.key === "product") as SearchableFacet;

describe("which facets are searched on the server", () => {
  it("are the lists of product IDs named by the products' names", () => {
    expect(DOWNLOAD_CENTER.facets.filter(isSearchableFacet).map((f) => f.key)).toEqual(["product"]);
    expect(ITEM_FINDER.facets.filter(isSearchableFacet).map((f) => f.key)).toEqual(["product"]);
    expect(LABEL_FINDER.facets.filter(isSearchableFacet).map((f) => f.key)).toEqual(["product", "label"]);
    expect(PRODUCT_FINDER.facets.some(isSearchableFacet)).toBe(false);
  });

  it("take a list as cut when the service answered as many values as it was asked for", () => {
    expect(isCutAtLimit(undefined, 100)).toBe(false);
    expect(isCutAtLimit(Array.from({ length: 99 }), 100)).toBe(false);
    expect(isCutAtLimit(Array.from({ length: 100 }), 100)).toBe(true);
  });
});

describe("buildValueSearchPlan", () => {
  it("finds the names holding every word typed, each as a prefix, in the named index's field", () => {
    const plan = buildValueSearchPlan(DOWNLOAD_CENTER, product, state(), scope, "Tegostab® b-80", 1000);
    expect(plan?.names).toEqual({
      index: "products",
      search: "Tegostab*+b*+80*",
      searchFields: ["Name"],
      searchMode: "all",
      filter: "(UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')",
      top: 1000,
      select: ["ID", "Name"],
    });
  });

  it("finds the words of a field that holds the values themselves in that field", () => {
    const label = LABEL_FINDER.facets.find((f) => f.key === "label") as SearchableFacet;
    const plan = buildValueSearchPlan(LABEL_FINDER, label, defaultState(LABEL_FINDER), scope, "drum 200", 1000);
    expect(plan?.names).toMatchObject({ index: "labels", search: "drum*+200*", searchFields: ["AT_Label"] });
    expect(plan?.names.select).toEqual(["AT_Label"]);
    expect(plan?.counts(["Drum 200 l"]).filter).toContain("search.in(AT_Label, 'Drum 200 l', '|')");
  });

  it("is nothing for text without a word", () => {
    expect(buildValueSearchPlan(DOWNLOAD_CENTER, product, state(), scope, " ®-- ", 1000)).toBeUndefined();
  });

  it("counts the facet among the names found under the search text and every other selection, not its own", () => {
    const asked = state({ q: "foam", values: { product: ["PR_00000001"], type: ["Brochure"] } });
    const plan = buildValueSearchPlan(DOWNLOAD_CENTER, product, asked, scope, "tego", 100);
    const query = plan?.counts(["PR_00000002", "PR_00000003"]);
    // The same text and filter as the facet's own count search (ADR 0023), narrowed to the IDs found.
    const own = buildFinderPlan(DOWNLOAD_CENTER, asked, scope, 100).facetCounts.find((c) => c.key === "product");
    expect(query).toEqual({
      ...own?.query,
      filter: `${own?.query.filter} and (AT_Products/any(x: search.in(x, 'PR_00000002|PR_00000003', '|')))`,
    });
    expect(query?.search).toBe("foam*");
    expect(query?.facets).toEqual(["AT_Products,count:100"]);
    expect(query?.filter).not.toContain("PR_00000001");
    expect(query?.filter).toContain("search.in(AssetType, 'Brochure', '|')");
  });

  it("matches a field that is no collection with search.in", () => {
    const items = ITEM_FINDER.facets.find((f) => f.key === "product") as SearchableFacet;
    const plan = buildValueSearchPlan(ITEM_FINDER, items, defaultState(ITEM_FINDER), scope, "tego", 1000);
    expect(plan?.counts(["PR_00000002"]).filter).toContain("(search.in(AT_ProductId, 'PR_00000002', '|'))");
  });
});

describe("the value limit in the finder's searches", () => {
  it("asks value facets for at most the limit, and classification trees for the spec's 1000", () => {
    const plan = buildFinderPlan(PRODUCT_FINDER, defaultState(PRODUCT_FINDER), scope, 50);
    expect(plan.main.facets).toContain("AT_Brand,count:50");
    expect(plan.main.facets).toContain("ClassificationReference/ClassificationID,count:1000");
    expect(buildFinderPlan(PRODUCT_FINDER, defaultState(PRODUCT_FINDER), scope).main.facets).toContain(
      "AT_Brand,count:1000",
    );
  });
});

describe("the words a facet's values are searched by, in the URL", () => {
  it("are read and written as {facet}_q, trimmed; empty is none", () => {
    const parsed = parseFinderState(DOWNLOAD_CENTER, new URLSearchParams("product_q=%20tego%20b&product=PR_1"), {
      strict: true,
    });
    expect(parsed.ok && parsed.state.valueQueries).toEqual({ product: "tego b" });
    expect(parsed.ok && serialiseFinderState(DOWNLOAD_CENTER, parsed.state).toString()).toBe(
      "product=PR_1&product_q=tego+b",
    );
    const empty = parseFinderState(DOWNLOAD_CENTER, new URLSearchParams("product_q="), { strict: true });
    expect(empty.ok && empty.state.valueQueries).toBeUndefined();
  });

  it("are refused by the API for a facet not searched, too long, or given twice; a page goes on without them", () => {
    const refused = (query: string) => {
      const parsed = parseFinderState(DOWNLOAD_CENTER, new URLSearchParams(query), { strict: true });
      return parsed.ok ? undefined : parsed.error;
    };
    expect(refused("type_q=pdf")?.parameter).toBe("type_q");
    expect(refused(`product_q=${"a".repeat(101)}`)).toEqual({
      parameter: "product_q",
      message: "product_q must be at most 100 characters",
    });
    expect(refused("product_q=a&product_q=b")?.parameter).toBe("product_q");
    const page = parseFinderState(DOWNLOAD_CENTER, new URLSearchParams(`product_q=${"a".repeat(101)}&type=x`));
    expect(page.ok && page.state.valueQueries).toBeUndefined();
    expect(page.ok && page.state.notices).toEqual(["Product: the search of its values in the link was not used."]);
  });
});

describe("a searched facet's model", () => {
  const values = Array.from({ length: 30 }, (_, i) => ({ value: `PR_${i}`, count: 30 - i }));
  const labels = Object.fromEntries(values.map((v, i) => [v.value, i % 2 ? `TEGOSTAB® B ${i}` : `Crème ${i}`]));
  const model = (asked: FinderState, cut: boolean) =>
    buildFacetModels(
      DOWNLOAD_CENTER,
      asked,
      { AT_Products: values },
      {
        labels: { product: labels },
        ...(cut ? { cut: new Set(["product"]) } : {}),
      },
    ).find((f) => f.key === "product") as ValueFacetModel;

  it("says the list was cut, and offers no in-place filter for it", () => {
    const cut = model(state(), true);
    expect(cut.truncated).toBe(true);
    expect(cut.searchable).toBeUndefined();
    const whole = model(state(), false);
    expect(whole.truncated).toBeUndefined();
    expect(whole.searchable).toBe(true);
  });

  it("keeps the values whose names hold the words typed, case and accents aside, and the picks", () => {
    const searched = model(state({ valueQueries: { product: "creme 1" }, values: { product: ["PR_3"] } }), true);
    expect(searched.valueQuery).toBe("creme 1");
    const shown = [...searched.options, ...(searched.more ?? [])].map((o) => o.label).sort();
    expect(shown).toEqual(["Crème 10", "Crème 12", "Crème 14", "Crème 16", "Crème 18", "TEGOSTAB® B 3"].sort());
  });
});

describe("a searched facet's list at the catalogue's real size", () => {
  // As many values as the service answers at the count limit, the first the most frequent.
  const values = Array.from({ length: 1_000 }, (_, i) => ({ value: `PR_${i}`, count: 1_000 - i }));
  const labels = Object.fromEntries(values.map((v, i) => [v.value, `Product ${i}`]));
  const model = (asked: FinderState, cut: boolean, facets: Record<string, typeof values> = { AT_Products: values }) =>
    buildFacetModels(DOWNLOAD_CENTER, asked, facets, {
      labels: { product: labels },
      ...(cut ? { cut: new Set(["product"]) } : {}),
    });
  const listed = (facet: ValueFacetModel) => [...facet.options, ...(facet.more ?? [])].map((o) => o.value);

  it("lists the most frequent values and every pick, says values were left out, and offers its search, not a filter", () => {
    const picked = "PR_999";
    const facet = model(state({ values: { product: [picked] } }), true).find(
      (f) => f.key === "product",
    ) as ValueFacetModel;
    const shown = listed(facet);
    expect(shown).toHaveLength(LISTED_SEARCHED_VALUES + 1);
    expect(shown).toContain(picked);
    expect(shown).toContain(`PR_${LISTED_SEARCHED_VALUES - 1}`);
    expect(shown).not.toContain(`PR_${LISTED_SEARCHED_VALUES}`);
    expect(facet).toMatchObject({ truncated: true, unlisted: true });
    expect(facet.searchable).toBeUndefined();
  });

  it("bounds a long list the service did not cut, and leaves a list within the bound whole", () => {
    const long = model(state(), false, { AT_Products: values.slice(0, LISTED_SEARCHED_VALUES + 1) });
    const bounded = long.find((f) => f.key === "product") as ValueFacetModel;
    expect(listed(bounded)).toHaveLength(LISTED_SEARCHED_VALUES);
    expect(bounded).toMatchObject({ truncated: true, unlisted: true });
    const short = model(state(), false, { AT_Products: values.slice(0, LISTED_SEARCHED_VALUES) });
    const whole = short.find((f) => f.key === "product") as ValueFacetModel;
    expect(listed(whole)).toHaveLength(LISTED_SEARCHED_VALUES);
    expect(whole.truncated).toBeUndefined();
    expect(whole.unlisted).toBeUndefined();
  });

  it("leaves a facet whose values are not searched on the server whole, however long", () => {
    const types = values.map((v, i) => ({ value: `type-${i}`, count: v.count }));
    const facet = model(state(), false, { AssetType: types }).find((f) => f.key === "type") as ValueFacetModel;
    expect(listed(facet)).toHaveLength(types.length);
    expect(facet.truncated).toBeUndefined();
    expect(facet.searchable).toBe(true);
  });

  it("with words typed, says values were left out only when more matched than it lists", () => {
    const many = model(state({ valueQueries: { product: "product" } }), true).find(
      (f) => f.key === "product",
    ) as ValueFacetModel;
    expect(listed(many)).toHaveLength(LISTED_SEARCHED_VALUES);
    expect(many.unlisted).toBe(true);
    const typed = "product 99";
    const few = model(state({ valueQueries: { product: typed } }), true).find(
      (f) => f.key === "product",
    ) as ValueFacetModel;
    const matching = values.filter((v) => matchesValueFilter(labels[v.value] ?? "", typed));
    expect(matching.length).toBeGreaterThan(1);
    expect(matching.length).toBeLessThan(LISTED_SEARCHED_VALUES);
    expect(listed(few)).toHaveLength(matching.length);
    expect(few.unlisted).toBeUndefined();
    expect(few.truncated).toBe(true);
  });

  it("names the values it lists before their labels are known, so only theirs are looked up", () => {
    // Many ties, a blank value and a pick of a value the answer no longer holds.
    const tied = [
      ...values.map((v, i) => ({ value: v.value, count: (i % 7) + 1 })),
      { value: "n/a", count: 900 },
      { value: "PR_0", count: 0 },
    ];
    const picks = ["PR_5", "PR_GONE"];
    const facet = model(state({ values: { product: picks } }), false, { AT_Products: tied }).find(
      (f) => f.key === "product",
    ) as ValueFacetModel;
    const named = listedSearchedValues(tied, picks);
    expect(named).toHaveLength(LISTED_SEARCHED_VALUES + 2);
    expect([...named].sort()).toEqual([...listed(facet)].sort());
  });
});
