import type { AddressInfo } from "node:net";
import { AzureKeyCredential, SearchClient } from "@azure/search-documents";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchApp } from "./app.ts";
import { FIXTURE_INDEX } from "./test-fixture.ts";

type Doc = Record<string, unknown> & { ID: string };

let server: ReturnType<typeof serve>;
let base = "";

beforeAll(async () => {
  const app = createSearchApp({
    services: {
      public: { key: "demo-public-key", indexes: { "products-en-us": FIXTURE_INDEX } },
      intranet: { key: "demo-intranet-key", indexes: {} },
    },
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/public`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (key = "demo-public-key") =>
  new SearchClient<Doc>(base, "products-en-us", new AzureKeyCredential(key), {
    allowInsecureConnection: true,
    serviceVersion: "2020-06-30",
  });

async function all<T>(iter: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of iter) out.push(x);
  return out;
}

describe("@azure/search-documents against the emulator", () => {
  it("runs a text search", async () => {
    const res = await client().search("foam", { includeTotalCount: true });
    const docs = await all(res.results);
    expect(res.count).toBe(3);
    expect(docs.map((r) => r.document.ID).sort()).toEqual(["PR_00000001", "PR_00000002", "PR_00000005"]);
    expect(docs.every((r) => r.score > 0)).toBe(true);
  });

  it("filters with search.in and any", async () => {
    const res = await client().search("*", {
      filter:
        "search.in(ID, 'PR_00000001|PR_00000003|PR_00000005', '|') and ClassificationReference/any(c: c/ClassificationID eq 'A_1')",
      orderBy: ["ID asc"],
    });
    expect((await all(res.results)).map((r) => r.document.ID)).toEqual(["PR_00000001", "PR_00000003"]);
  });

  it("reads facets", async () => {
    const res = await client().search("*", { facets: ["Tags,count:1", "Price,values:10|20"], top: 0 });
    expect(res.facets?.Tags).toEqual([{ value: "foam", count: 3 }]);
    expect(res.facets?.Price).toEqual([
      { to: 10, count: 1 },
      { from: 10, to: 20, count: 2 },
      { from: 20, count: 1 },
    ]);
  });

  it("orders and pages", async () => {
    const page = await client().search("*", { orderBy: ["Stock desc", "Name asc"], top: 2, skip: 1, select: ["ID"] });
    expect((await all(page.results)).map((r) => r.document)).toEqual([{ ID: "PR_00000001" }, { ID: "PR_00000004" }]);
  });

  it("gets a document and the document count", async () => {
    expect((await client().getDocument("PR_00000003")).Name).toBe("Visiomer MMA");
    expect(await client().getDocumentsCount()).toBe(5);
  });

  it("surfaces a wrong key as 403 and a malformed filter as 400", async () => {
    await expect(client("wrong").search("*")).rejects.toMatchObject({ statusCode: 403 });
    await expect(client().search("*", { filter: "Name eq" })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("Syntax error"),
    });
  });
});
