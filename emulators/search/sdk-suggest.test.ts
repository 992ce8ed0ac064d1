import type { AddressInfo } from "node:net";
import { AzureKeyCredential, SearchClient, SearchIndexClient } from "@azure/search-documents";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "../catalogue/index.ts";
import { createSearchApp } from "./app.ts";
import { putDemoSynonymMaps } from "./demo-synonym-maps.ts";
import { DEMO_SEARCH_KEYS, searchServicesFromCatalogue } from "./from-catalogue.ts";

type Doc = Record<string, unknown> & { ID: string; Name: string; AT_CASNumber_Value?: string | null };

const catalogue = buildCatalogue({ today: new Date("2026-01-15T00:00:00Z") });
const products = catalogue.indexes.public["products-en-us"] as Doc[];
const german = catalogue.indexes.public["products-de-de"] as Doc[];
let server: ReturnType<typeof serve>;
let base = "";

beforeAll(async () => {
  const app = createSearchApp({ services: searchServicesFromCatalogue(catalogue) });
  await putDemoSynonymMaps(app, DEMO_SEARCH_KEYS);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = { allowInsecureConnection: true, serviceVersion: "2020-06-30" } as const;
const client = (index = "products-en-us", service = "public", key = "demo-public-key") =>
  new SearchClient<Doc>(`${base}/${service}`, index, new AzureKeyCredential(key), options);
const indexClient = (service = "public", key = "demo-public-key") =>
  new SearchIndexClient(`${base}/${service}`, new AzureKeyCredential(key), options);

async function all<T>(iter: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of iter) out.push(x);
  return out;
}

const nameOf = (id: string) => (products.find((p) => p.ID === id) as Doc).Name;

describe("@azure/search-documents: suggesters, the full syntax, synonyms and highlights", () => {
  it("reads the suggester and the synonym maps of the product index", async () => {
    const index = await indexClient().getIndex("products-en-us");
    expect(index.suggesters).toEqual([
      { name: "sg", searchMode: "analyzingInfixMatching", sourceFields: ["Name", "AT_CASNumber_Value"] },
    ]);
    const name = index.fields.find((f) => f.name === "Name") as { synonymMapNames?: string[] };
    expect(name.synonymMapNames).toEqual(["catalogue-terms"]);
  });

  it("suggests products from three letters of a trade name, with the selected fields and the tags", async () => {
    const res = await client().suggest("teg", "sg", {
      select: ["ID", "Name"],
      top: 10,
      highlightPreTag: "<b>",
      highlightPostTag: "</b>",
    });
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      const doc = r.document as Doc;
      expect(doc.Name).toBe(nameOf(doc.ID));
      expect(r.text).toMatch(/^<b>TEG\w*<\/b>/);
    }
  });

  it("suggests a product from its CAS number, and forgives a typo when fuzzy", async () => {
    const product = products.find((p) => p.AT_CASNumber_Value) as Doc;
    const res = await client().suggest(product.AT_CASNumber_Value as string, "sg", { select: ["ID"] });
    expect(res.results.map((r) => r.document.ID)).toContain(product.ID);
    const fuzzy = await client().suggest("dabko", "sg", { useFuzzyMatching: true, select: ["Name"] });
    expect(fuzzy.results.length).toBeGreaterThan(0);
    expect(fuzzy.results.every((r) => /DABCO/.test(r.document.Name))).toBe(true);
  });

  it("suggests by GET too (the REST reference's docs/suggest)", async () => {
    const res = await fetch(
      `${base}/public/indexes/products-en-us/docs/suggest?api-version=2020-06-30&search=abil&suggesterName=sg&$top=2`,
      { headers: { "api-key": "demo-public-key" } },
    );
    const body = (await res.json()) as { value: { "@search.text": string; ID: string }[] };
    expect(res.status).toBe(200);
    expect(body.value).toHaveLength(2);
    expect(body.value.every((v) => /^ABIL/.test(v["@search.text"]) && /^PR_\d{8}$/.test(v.ID))).toBe(true);
  });

  it("autocompletes the word being typed", async () => {
    const res = await client().autocomplete("vesta", "sg", { autocompleteMode: "oneTerm" });
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.results.every((r) => r.text.startsWith("vesta") && r.queryPlusText === r.text)).toBe(true);
    const two = await client().autocomplete("tego ca", "sg", { autocompleteMode: "twoTerms" });
    expect(two.results.every((r) => r.queryPlusText === `tego ${r.text}` && r.text.startsWith("ca"))).toBe(true);
    expect(two.results.some((r) => /^care \S+$/.test(r.text))).toBe(true);
  });

  it("autocompletes by GET too, and answers PUT of a synonym map 201, then 200, or 204 when asked for no body", async () => {
    const headers = { "api-key": "demo-public-key" };
    const res = await fetch(
      `${base}/public/indexes/products-en-us/docs/autocomplete?api-version=2020-06-30&search=versa&suggesterName=sg&autocompleteMode=oneTerm`,
      { headers },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { value: { text: string }[] }).value).toEqual([
      { text: "versalink", queryPlusText: "versalink" },
    ]);
    const put = (prefer?: string) =>
      fetch(`${base}/public/synonymmaps('rest-test')?api-version=2020-06-30`, {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json", ...(prefer ? { prefer } : {}) },
        body: JSON.stringify({ name: "rest-test", format: "solr", synonyms: "a, b" }),
      });
    expect((await put()).status).toBe(201);
    expect((await put()).status).toBe(200);
    const minimal = await put("return=minimal");
    expect(minimal.status).toBe(204);
    const bad = await fetch(`${base}/public/synonymmaps('rest-test')?api-version=2020-06-30`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ name: "rest-test", format: "wordnet", synonyms: "a, b" }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain("only format is 'solr'");
    expect(
      (await fetch(`${base}/public/synonymmaps('rest-test')?api-version=2020-06-30`, { method: "DELETE", headers }))
        .status,
    ).toBe(204);
  });

  it("answers the service's error for a suggester that does not exist", async () => {
    await expect(client().suggest("tego", "nope")).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("does not exist in this index definition"),
    });
    await expect(client().autocomplete("tego", "nope")).rejects.toMatchObject({ statusCode: 400 });
  });

  it("finds a misspelt trade name with a fuzzy term in the full syntax, and highlights it", async () => {
    const res = await client().search("tegostb~1", {
      queryType: "full",
      searchFields: ["Name"],
      highlightFields: "Name",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      select: ["ID", "Name"],
      top: 1000,
    });
    const found = await all(res.results);
    expect(found.length).toBe(products.filter((p) => /TEGOSTAB/.test(p.Name)).length);
    for (const r of found) expect(r.highlights?.Name?.[0]).toMatch(/<mark>TEGOSTAB<\/mark>/);
  });

  it("refuses a syntax error in the full syntax with a 400", async () => {
    await expect(client().search("(tego", { queryType: "full" })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("finds the German name of an English term through the demo synonym map", async () => {
    const res = await client("products-de-de").search("polyurethane", { searchFields: ["Name"], top: 1000 });
    const found = await all(res.results);
    const expected = german.filter((p) => /Polyurethan/.test(p.Name));
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((r) => r.document.ID).sort()).toEqual(expected.map((p) => p.ID).sort());
  });

  it("creates, reads, lists, replaces and deletes a synonym map", async () => {
    const service = indexClient();
    const created = await service.createOrUpdateSynonymMap({ name: "sdk-test", synonyms: ["foam, schaum"] });
    expect(created.name).toBe("sdk-test");
    expect(created.synonyms).toEqual(["foam, schaum"]);
    expect((await service.getSynonymMap("sdk-test")).synonyms).toEqual(["foam, schaum"]);
    expect(await service.listSynonymMapsNames()).toEqual(expect.arrayContaining(["catalogue-terms", "sdk-test"]));
    const replaced = await service.createOrUpdateSynonymMap({ name: "sdk-test", synonyms: ["foam, mousse"] });
    expect(replaced.synonyms).toEqual(["foam, mousse"]);
    await service.deleteSynonymMap("sdk-test");
    await expect(service.getSynonymMap("sdk-test")).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.createSynonymMap({ name: "catalogue-terms", synonyms: ["a, b"] })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("keeps each service's synonym maps to itself", async () => {
    await indexClient().createOrUpdateSynonymMap({ name: "public-only", synonyms: ["a, b"] });
    expect(await indexClient("intranet", "demo-intranet-key").listSynonymMapsNames()).not.toContain("public-only");
    await indexClient().deleteSynonymMap("public-only");
  });
});
