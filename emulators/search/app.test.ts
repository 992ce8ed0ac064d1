import { describe, expect, it } from "vitest";
import { createSearchApp } from "./app.ts";
import { FIXTURE_INDEX } from "./test-fixture.ts";

const app = createSearchApp({
  services: {
    public: { key: "demo-public-key", indexes: { "products-en-us": FIXTURE_INDEX } },
    intranet: {
      key: "demo-intranet-key",
      indexes: {
        "products-en-us": { ...FIXTURE_INDEX, docs: [...FIXTURE_INDEX.docs, { ID: "PR_99999999", Name: "Internal" }] },
      },
    },
  },
});

const post = (path: string, body: unknown, key = "demo-public-key") =>
  app.request(path, {
    method: "POST",
    headers: { "api-key": key, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const get = (path: string, key = "demo-public-key") => app.request(path, { headers: { "api-key": key } });
const V = "api-version=2020-06-30";

describe("search app", () => {
  it("answers the REST shape with count, facets and scored values", async () => {
    const res = await post(`/public/indexes/products-en-us/docs/search?${V}`, {
      search: "foam",
      filter: "Tags/any(t: t eq 'foam')",
      facets: ["UserTypeID"],
      orderby: "Name asc",
      select: "ID,Name",
      top: 2,
      count: true,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body["@odata.count"]).toBe(3);
    expect(body["@search.facets"]).toEqual({ UserTypeID: [{ value: "Product", count: 3 }] });
    expect(body.value).toEqual([
      { "@search.score": expect.any(Number), ID: "PR_00000002", Name: "Dabco 33-LV" },
      { "@search.score": expect.any(Number), ID: "PR_00000005", Name: "Ortegol 500" },
    ]);
  });

  it("answers the SDK's path shape too", async () => {
    const res = await post(`/public/indexes('products-en-us')/docs/search.post.search?${V}`, { search: "*", top: 1 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { value: unknown[] }).value).toHaveLength(1);
  });

  it("keeps the audiences apart, each with its own key", async () => {
    const count = async (service: string, key: string) => {
      const res = await get(`/${service}/indexes/products-en-us/docs/$count?${V}`, key);
      return Number(await res.text());
    };
    expect(await count("public", "demo-public-key")).toBe(5);
    expect(await count("intranet", "demo-intranet-key")).toBe(6);
    const crossed = await post(`/intranet/indexes/products-en-us/docs/search?${V}`, {}, "demo-public-key");
    expect(crossed.status).toBe(403);
  });

  it("answers 403 with Azure's error body on a wrong or missing key", async () => {
    const wrong = await post(`/public/indexes/products-en-us/docs/search?${V}`, {}, "nope");
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: { code: "Forbidden", message: expect.stringContaining("api-key") } });
    const missing = await app.request(`/public/indexes/products-en-us/docs/search?${V}`, {
      method: "POST",
      body: "{}",
    });
    expect(missing.status).toBe(403);
  });

  it("answers 400 without api-version, 404 for an unknown index", async () => {
    const noVersion = await post("/public/indexes/products-en-us/docs/search", {});
    expect(noVersion.status).toBe(400);
    const unknown = await post(`/public/indexes/nope-en-us/docs/search?${V}`, {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: "IndexNotFound", message: "The index 'nope-en-us' for service 'public' was not found." },
    });
  });

  it("answers 400 with a useful message for a malformed filter, never a 500", async () => {
    const res = await post(`/public/indexes/products-en-us/docs/search?${V}`, { filter: "Name eq 'x' and (" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("InvalidRequestParameter");
    expect(body.error.message).toContain("Syntax error at position");
  });

  it("answers 400 for bodies that are not search requests", async () => {
    for (const body of ["not json", { top: "5" }, { top: 1.5 }, { facets: "Name" }, { searchMode: "some" }, []]) {
      const res = await post(`/public/indexes/products-en-us/docs/search?${V}`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
        "not a valid search request",
      );
    }
  });

  it("looks up a document by key in both path shapes, with $select", async () => {
    const plain = await get(`/public/indexes/products-en-us/docs/PR_00000003?${V}&$select=ID,Stock`);
    expect(await plain.json()).toEqual({ ID: "PR_00000003", Stock: 5 });
    const sdk = await get(`/public/indexes('products-en-us')/docs('PR_00000001')?${V}`);
    expect(((await sdk.json()) as { Name: string }).Name).toBe("Tegostab B 8002");
    expect((await get(`/public/indexes/products-en-us/docs/PR_00000404?${V}`)).status).toBe(404);
  });

  it("serves GET searches with OData query parameters", async () => {
    const res = await get(
      `/public/indexes/products-en-us/docs?${V}&search=foam&$filter=Active&$count=true&facet=Tags&facet=UserTypeID&$top=5`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body["@odata.count"]).toBe(1);
    expect(Object.keys(body["@search.facets"] as object)).toEqual(["Tags", "UserTypeID"]);
    expect((await get(`/public/indexes/products-en-us/docs?${V}&$top=abc`)).status).toBe(400);
  });

  it("answers 404 for unknown services and operations", async () => {
    expect((await get(`/other/indexes/products-en-us/docs/$count?${V}`)).status).toBe(404);
    expect((await post(`/public/indexes/products-en-us/docs/search.index?${V}`, {})).status).toBe(404);
  });
});
