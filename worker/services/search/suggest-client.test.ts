import { describe, expect, it } from "vitest";
import { alternativesText, fuzzyText } from "../../../shared/search/forgiving-text";
import { suggestText, typedProductId } from "../../../shared/search/suggestions";
import { createLogger } from "../../logger";
import type { OutboundCache } from "../outbound";
import { createSearchClient } from "./client";
import { testConfig } from "./testing";

interface Seen {
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

function setup(answer: () => Response, audience: "public" | "internal" = "public") {
  const seen: Seen[] = [];
  const keys: string[] = [];
  const cache: OutboundCache = {
    wrap: (key, _strategy, load) => {
      keys.push(key);
      return load();
    },
    aged: async (key, _strategy, load) => {
      keys.push(key);
      return { value: await load(), ageSeconds: 0 };
    },
  } as OutboundCache;
  const lines: string[] = [];
  const client = createSearchClient({
    config: testConfig(),
    audience,
    language: "de-de",
    logger: createLogger({ level: "info", sink: (line) => lines.push(line) }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, key: request.headers.get("api-key"), body: await request.json() });
      return answer();
    },
    retryDelayMs: 0,
    cache,
  });
  return { client, seen, keys, lines };
}

describe("suggest requests", () => {
  it("post to the index's docs/search.post.suggest with the audience's key and the suggester", async () => {
    const { client, seen, keys } = setup(() =>
      Response.json({ value: [{ "@search.text": "TEGOSTAB® B 8002", ID: "PR_00000001", Name: "TEGOSTAB® B 8002" }] }),
    );
    const out = await client.suggest("products", {
      search: "teg",
      filter: "UserTypeID eq 'Product'",
      select: ["ID", "Name"],
      top: 8,
    });
    expect(out).toEqual([{ text: "TEGOSTAB® B 8002", document: { ID: "PR_00000001", Name: "TEGOSTAB® B 8002" } }]);
    expect(seen[0]?.url).toBe(
      "https://public.search.test/indexes/products-de-de/docs/search.post.suggest?api-version=2020-06-30",
    );
    expect(seen[0]?.key).toBe("public-secret");
    expect(seen[0]?.body).toEqual({
      search: "teg",
      suggesterName: "sg",
      select: "ID,Name",
      top: 8,
      filter: "UserTypeID eq 'Product'",
    });
    // A key space of its own, with audience and language, so suggestions never answer a search.
    expect(keys[0]).toMatch(/^suggest:public:de-de:products:/);
  });

  it("uses the intranet's service for the internal audience", async () => {
    const { client, seen } = setup(() => Response.json({ value: [] }), "internal");
    await client.suggest("contacts", { search: "sha", select: ["ID", "Name"], top: 8, fuzzy: true });
    expect(seen[0]?.url).toContain("https://intranet.search.test/indexes/contacts-de-de/docs/search.post.suggest");
    expect(seen[0]?.key).toBe("intranet-secret");
    expect(seen[0]?.body.fuzzy).toBe(true);
  });

  it("rejects an answer that is not a suggest answer, after its retries, and logs it", async () => {
    const { client, seen, lines } = setup(() => Response.json({ value: [{ ID: "PR_00000001" }] }));
    await expect(client.suggest("products", { search: "teg", select: ["ID"], top: 8 })).rejects.toThrow(
      "Suggest answer is malformed",
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(lines.some((l) => l.includes("Search request failed") && l.includes("search.post.suggest"))).toBe(true);
  });
});

describe("autocomplete requests", () => {
  it("post to docs/search.post.autocomplete with the earlier words as context, and answer the completed texts", async () => {
    const { client, seen, keys } = setup(() =>
      Response.json({ value: [{ text: "care", queryPlusText: "tego care" }] }),
    );
    expect(await client.autocomplete("products", { search: "tego ca", top: 3 })).toEqual(["tego care"]);
    expect(seen[0]?.url).toContain("/indexes/products-de-de/docs/search.post.autocomplete?");
    expect(seen[0]?.body).toEqual({
      search: "tego ca",
      suggesterName: "sg",
      autocompleteMode: "oneTermWithContext",
      top: 3,
    });
    expect(keys[0]).toMatch(/^autocomplete:public:de-de:products:/);
  });

  it("rejects a malformed answer", async () => {
    const { client } = setup(() => Response.json({ value: [{ text: 1 }] }));
    await expect(client.autocomplete("products", { search: "teg", top: 3 })).rejects.toThrow(
      "Autocomplete answer is malformed",
    );
  });
});

describe("search requests in the full syntax", () => {
  it("send queryType and the highlight members only when asked", async () => {
    const { client, seen } = setup(() => Response.json({ value: [] }));
    await client.search("products", { search: fuzzyText("tegostb") as string, queryType: "full" });
    await client.search("products", {
      search: alternativesText("polyurethane") as string,
      queryType: "full",
      highlight: { fields: ["Name"], preTag: "\uE000", postTag: "\uE001" },
    });
    await client.search("products", { search: "foam*" });
    expect(seen[0]?.body).toMatchObject({ search: "tegostb* OR tegostb OR tegostb~1", queryType: "full" });
    expect(seen[1]?.body).toMatchObject({
      highlight: "Name",
      highlightPreTag: "\uE000",
      highlightPostTag: "\uE001",
    });
    expect(seen[2]?.body).not.toHaveProperty("queryType");
    expect(seen[2]?.body).not.toHaveProperty("highlight");
  });
});

describe("suggest text", () => {
  it("keeps words, hyphens of CAS numbers and IDs, and needs three characters", () => {
    expect(suggestText("  TEGO®  Care ")).toBe("TEGO Care");
    expect(suggestText("9004-82-4")).toBe("9004-82-4");
    expect(suggestText("<b>teg</b>")).toBe("b teg b");
    expect(suggestText("te")).toBeUndefined();
    expect(suggestText("-_-")).toBeUndefined();
    expect(suggestText("a".repeat(300))).toHaveLength(100);
  });

  it("reads a product ID typed whole, in any case", () => {
    expect(typedProductId(" pr_12345678 ")).toBe("PR_12345678");
    expect(typedProductId("PR_1234567")).toBeUndefined();
    expect(typedProductId("PR_12345678 foam")).toBeUndefined();
  });
});
