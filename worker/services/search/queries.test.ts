import { describe, expect, it } from "vitest";
import type { SearchAnswer, SearchClient, SearchOptions } from "./client";
import {
  allThirdPartyProducts,
  attributeRange,
  bulkLookup,
  facetFilter,
  findByIds,
  kindFilter,
  searchByFacets,
} from "./queries";

/** Records every request and answers from `answer`. */
function recorder(answer: (index: string, options: SearchOptions, n: number) => SearchAnswer<unknown>) {
  const calls: { index: string; options: SearchOptions }[] = [];
  const client: SearchClient = {
    audience: "public",
    language: "en-us",
    async search<T>(index: string, options: SearchOptions) {
      calls.push({ index, options });
      return answer(index, options, calls.length) as SearchAnswer<T>;
    },
  };
  return { client, calls };
}

const empty = { count: 0, value: [], facets: {} };

describe("query builders", () => {
  it("add the kind's UserTypeID filter", () => {
    expect(kindFilter("products")).toBe("(UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')");
    expect(kindFilter("contacts", "ID eq 'x'")).toBe("((UserTypeID eq 'Contactperson')) and (ID eq 'x')");
    expect(kindFilter("labels")).toBeUndefined();
  });

  it("look documents up by ids with search.in", async () => {
    const { client, calls } = recorder(() => empty);
    await findByIds(client, "plants", ["PL_1", "PL_2", "PL_1"]);
    expect(calls[0]?.options.filter).toBe("((UserTypeID eq 'Plant')) and (search.in(ID, 'PL_1|PL_2', '|'))");
    expect(calls[0]?.options.top).toBe(2);
  });

  it("escape values in every facet kind", () => {
    expect(facetFilter({ kind: "value", field: "AT_Brand", values: ["o'neil"] })).toBe(
      "search.in(AT_Brand, 'o''neil', '|')",
    );
    expect(facetFilter({ kind: "value", field: "AT_Markets", values: ["a,b", "c"], collection: true })).toBe(
      "AT_Markets/any(x: search.in(x, 'a,b|c', '|'))",
    );
    expect(facetFilter({ kind: "classification", values: ["M2A_1"] })).toBe(
      "ClassificationReference/any(x: search.in(x/ClassificationID, 'M2A_1', '|'))",
    );
    expect(facetFilter({ kind: "boolean", field: "AT_Vegan_Value" })).toBe(
      "(AT_Vegan_Value eq 'Yes') or (AT_Vegan_Value eq 'yes') or (AT_Vegan_Value eq 'true')",
    );
    expect(facetFilter({ kind: "range", field: "AT_FlashPoint_Value", min: 10, max: 20 })).toBe(
      "(AT_FlashPoint_Value ge 10) and (AT_FlashPoint_Value le 20)",
    );
    expect(() => facetFilter({ kind: "value", field: "Name) or (true", values: ["x"] })).toThrow(TypeError);
  });

  it("page with skip = (page - 1) x size and facets with a 1000 limit", async () => {
    const { client, calls } = recorder(() => ({ count: 60, value: [], facets: { AT_Brand: [] } }));
    const result = await searchByFacets(client, "products", { page: 3, perPage: 25, facets: ["AT_Brand"] });
    expect(calls[0]?.options).toMatchObject({ top: 25, skip: 50, facets: ["AT_Brand,count:1000"], search: "*" });
    expect(result).toMatchObject({ totalCount: 60, page: 3, perPage: 25, pages: 3, hasMorePages: false });
  });

  it("read min and max with two one-row queries", async () => {
    const { client, calls } = recorder((_i, o) => ({
      count: 5,
      value: [{ AT_FlashPoint_Value: o.orderby?.[0]?.endsWith("asc") ? 12 : 240 }],
      facets: {},
    }));
    expect(await attributeRange(client, "products", "AT_FlashPoint_Value")).toEqual({ min: 12, max: 240 });
    expect(calls.map((c) => [c.options.top, c.options.orderby])).toEqual([
      [1, ["AT_FlashPoint_Value asc"]],
      [1, ["AT_FlashPoint_Value desc"]],
    ]);
  });

  it("page bulk lookups by 1000 until done", async () => {
    const { client, calls } = recorder((_i, o) => {
      const skip = o.skip ?? 0;
      const n = Math.max(0, Math.min(1000, 2500 - skip));
      return { count: 2500, value: Array.from({ length: n }, (_, i) => ({ ID: `A${skip + i}` })), facets: {} };
    });
    const all = await bulkLookup<{ ID: string }>(client, "articles");
    expect(all).toHaveLength(2500);
    expect(calls.map((c) => c.options.skip)).toEqual([0, 1000, 2000]);
    expect(calls.every((c) => c.options.top === 1000)).toBe(true);
  });

  it("order third-party products by Name then Company", async () => {
    const { client, calls } = recorder(() => empty);
    await allThirdPartyProducts(client);
    expect(calls[0]?.options.orderby).toEqual(["Name asc", "Company asc"]);
    expect(calls[0]?.options.filter).toBe("(UserTypeID eq '3rdPartyProduct')");
  });
});
