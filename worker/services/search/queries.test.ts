import { describe, expect, it } from "vitest";
import { createDocumentTier, documentsById } from "../cache/document-tier";
import type { SearchAnswer, SearchClient, SearchOptions } from "./client";
import { attributeRange, bulkLookup, findByIds, kindFilter } from "./queries";

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
    suggest: async () => [],
    autocomplete: async () => [],
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

  it("answer a set of documents held by ID without a call, when every one was answered before (heldById)", async () => {
    const docs = documentsById(
      { audience: "public", language: "en-us", version: "published", release: undefined, editor: false },
      { tier: createDocumentTier() },
    );
    const { client: base, calls } = recorder((_i, o) => ({
      count: 2,
      // The service's own order, not the product's.
      value: o.filter?.includes("PL_1|PL_2") ? [{ ID: "PL_2" }, { ID: "PL_1" }] : [{ ID: "PL_3" }],
      facets: {},
    }));
    const client = { ...base, documents: docs };
    expect(await findByIds(client, "plants", ["PL_1", "PL_2"], { cache: "reference", heldById: true })).toEqual([
      { ID: "PL_1" },
      { ID: "PL_2" },
    ]);
    await findByIds(client, "plants", ["PL_3"], { cache: "reference", heldById: true });
    expect(calls).toHaveLength(2);
    // Another product's set, all of whose plants earlier sets brought: no call, the asked order.
    expect(await findByIds(client, "plants", ["PL_3", "PL_2"], { cache: "reference", heldById: true })).toEqual([
      { ID: "PL_3" },
      { ID: "PL_2" },
    ]);
    expect(calls).toHaveLength(2);
    // One not held: the whole set is asked, as before.
    await findByIds(client, "plants", ["PL_1", "PL_9"], { cache: "reference", heldById: true });
    expect(calls[2]?.options.filter).toContain("PL_1|PL_9");
    // Without heldById, or with other fields, a lookup always asks.
    await findByIds(client, "plants", ["PL_1"], { cache: "reference" });
    await findByIds(client, "plants", ["PL_1"], { cache: "reference", heldById: true, select: ["ID"] });
    expect(calls).toHaveLength(5);
  });

  it("serve held documents past their fresh window only when asking for the set fails, within stale-if-error", async () => {
    let now = 1_000_000;
    const docs = documentsById(
      { audience: "public", language: "en-us", version: "published", release: undefined, editor: false },
      { tier: createDocumentTier(), now: () => now },
    );
    let down = false;
    let calls = 0;
    const client: SearchClient = {
      audience: "public",
      language: "en-us",
      documents: docs,
      async search<T>() {
        calls++;
        if (down) throw new Error("search down");
        return { count: 1, value: [{ ID: "CP_1" }] as T[], facets: {} };
      },
      suggest: async () => [],
      autocomplete: async () => [],
    };
    const lookup = () => findByIds(client, "contacts", ["CP_1"], { heldById: true });
    await lookup();
    now += 10 * 60 * 1000;
    down = true;
    expect(await lookup()).toEqual([{ ID: "CP_1" }]);
    expect(calls).toBe(2);
    // Still stale after the failure: the next lookup asks again.
    await lookup();
    expect(calls).toBe(3);
    now += 25 * 60 * 60 * 1000;
    await expect(lookup()).rejects.toThrow("search down");
  });

  it("hold a cache's answer as old as its load: an answer 6 minutes old is asked again at once", async () => {
    const docs = documentsById(
      { audience: "public", language: "en-us", version: "published", release: undefined, editor: false },
      { tier: createDocumentTier() },
    );
    const { client: base, calls } = recorder(() => ({
      count: 1,
      value: [{ ID: "CP_1" }],
      facets: {},
      ageSeconds: 360,
    }));
    const client = { ...base, documents: docs };
    await findByIds(client, "contacts", ["CP_1"], { heldById: true });
    await findByIds(client, "contacts", ["CP_1"], { heldById: true });
    expect(calls).toHaveLength(2);
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
});
