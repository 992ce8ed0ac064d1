import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { createSearchClient, SearchError } from "./client";
import { testConfig } from "./testing";

const config = testConfig();

interface Seen {
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

/** A fake search service: answers from `answers` in turn (the last one repeats). */
function fakeFetch(answers: (() => Response)[]) {
  const seen: Seen[] = [];
  const fn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, key: request.headers.get("api-key"), body: await request.json() });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (!answer) throw new Error("no answer");
    return answer();
  };
  return { fn, seen };
}

const ok = (body: unknown) => () => Response.json(body);
const fail = (status: number) => () => Response.json({ error: { code: "X", message: `failed ${status}` } }, { status });

function setup(answers: (() => Response)[], audience: "public" | "internal" = "public") {
  const fake = fakeFetch(answers);
  const lines: string[] = [];
  const logger = createLogger({ level: "info", sink: (line) => lines.push(line) });
  const client = createSearchClient({
    config,
    audience,
    language: "de-de",
    logger,
    fetch: fake.fn,
    retryDelayMs: 0,
  });
  return { client, seen: fake.seen, lines };
}

describe("search client", () => {
  it("posts the request to the audience's index with count true and reads the answer", async () => {
    const { client, seen } = setup([
      ok({
        "@odata.count": 7,
        value: [{ ID: "PR_00000001", Name: "Foam" }],
        "@search.facets": { Brand: [{ value: "x", count: 2 }] },
      }),
    ]);
    const answer = await client.search("products", {
      search: "foam*",
      filter: "ID eq 'a'",
      facets: ["Brand,count:1000"],
      top: 10,
      skip: 20,
      orderby: ["Name asc", "ID desc"],
      select: ["ID", "Name"],
    });
    expect(answer).toEqual({
      count: 7,
      value: [{ ID: "PR_00000001", Name: "Foam" }],
      facets: { Brand: [{ value: "x", count: 2 }] },
    });
    expect(seen[0]?.url).toBe("https://public.search.test/indexes/products-de-de/docs/search?api-version=2020-06-30");
    expect(seen[0]?.key).toBe("public-secret");
    expect(seen[0]?.body).toEqual({
      count: true,
      search: "foam*",
      filter: "ID eq 'a'",
      facets: ["Brand,count:1000"],
      top: 10,
      skip: 20,
      orderby: "Name asc, ID desc",
      select: "ID, Name",
    });
  });

  it("uses only the intranet endpoint and key for the internal audience", async () => {
    const { client, seen } = setup([ok({ value: [] })], "internal");
    await client.search("assets", {});
    expect(seen[0]?.url.startsWith("https://intranet.search.test/indexes/assets-de-de/")).toBe(true);
    expect(seen[0]?.key).toBe("intranet-secret");
  });

  it("refuses the internal audience when the intranet service is not configured", async () => {
    const bare = testConfig({ SEARCH_INTRANET_URL: "", SEARCH_INTRANET_KEY: "" });
    const fake = fakeFetch([ok({ value: [] })]);
    const client = createSearchClient({
      config: bare,
      audience: "internal",
      language: "en-us",
      logger: createLogger({ level: "error", sink: () => {} }),
      fetch: fake.fn,
    });
    await expect(client.search("products", {})).rejects.toBeInstanceOf(SearchError);
    expect(fake.seen).toHaveLength(0);
  });

  it("retries failures and succeeds", async () => {
    const { client, seen } = setup([fail(503), fail(503), fail(500), ok({ value: [{ ID: "x" }] })]);
    const answer = await client.search("products", { select: ["ID"] });
    expect(answer.value).toEqual([{ ID: "x" }]);
    expect(seen).toHaveLength(4);
  });

  it("gives up after 3 retries, logs the options without the key, and rethrows", async () => {
    const { client, seen, lines } = setup([fail(503)]);
    await expect(client.search("products", { filter: "ID eq 'PR_1'", top: 1 })).rejects.toThrow(/503/);
    expect(seen).toHaveLength(4);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({
      level: "error",
      index: "products-de-de",
      options: { filter: "ID eq 'PR_1'", top: 1 },
    });
    expect(lines[0]).not.toContain("public-secret");
  });

  it("treats a malformed answer as an error", async () => {
    const bodies = [
      { values: [] },
      { value: "no" },
      { value: [], "@odata.count": "3" },
      [1, 2],
      { value: [1] },
      { value: [null] },
      { value: [{ ID: "a" }, []] },
    ];
    for (const body of bodies) {
      const { client, seen } = setup([ok(body)]);
      await expect(client.search("products", {})).rejects.toThrow(/malformed/);
      expect(seen).toHaveLength(4);
    }
    const { client } = setup([() => new Response("<html>", { status: 200 })]);
    await expect(client.search("products", {})).rejects.toThrow(/invalid JSON/);
  });

  it("counts the value when the answer has no count", async () => {
    const { client } = setup([ok({ value: [{ ID: "a" }, { ID: "b" }] })]);
    expect((await client.search("products", {})).count).toBe(2);
  });

  it("checks each document against its kind, logs a mismatch once per isolate without its value, keeps the rest", async () => {
    const doc = (flash: unknown) => ({
      ID: "CL_00000001",
      Name: "Foams",
      UserTypeID: "Market",
      ClassificationReference: [],
      ProductCrossReference: [],
      AT_Slug: "foams",
      AT_Level: flash,
    });
    const answer = { value: [doc("secret-level-7"), doc("secret-level-8")] };
    const first = setup([ok(answer)]);
    const result = await first.client.search("classifications", {});
    expect(result.value).toEqual([
      { ...doc(null), AT_Level: null },
      { ...doc(null), AT_Level: null },
    ]);
    expect(first.lines).toHaveLength(1);
    expect(JSON.parse(first.lines[0] ?? "{}")).toMatchObject({
      level: "error",
      index: "classifications-de-de",
      field: "AT_Level",
      problem: "type",
    });
    expect(first.lines[0]).not.toContain("secret-level");

    // Another request of the same isolate: the page still gets its documents, the log stays quiet.
    const again = setup([ok(answer)]);
    expect((await again.client.search("classifications", {})).value).toHaveLength(2);
    expect(again.lines).toHaveLength(0);
  });
});
