import type { AddressInfo } from "node:net";
import { AzureKeyCredential, SearchClient, SearchIndexClient } from "@azure/search-documents";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "../catalogue/index.ts";
import { createSearchApp } from "./app.ts";
import { searchServicesFromCatalogue } from "./from-catalogue.ts";
import { normalizerOf } from "./normalizers.ts";

type Doc = Record<string, unknown> & { ID: string; Name: string };
type Ref = { ClassificationID: string; Type: string };

const catalogue = buildCatalogue({ today: new Date("2026-01-15T00:00:00Z") });
const products = catalogue.indexes.public["products-en-us"] as Doc[];
let server: ReturnType<typeof serve>;
let base = "";

beforeAll(async () => {
  const app = createSearchApp({ services: searchServicesFromCatalogue(catalogue) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (service = "public", key = "demo-public-key", index = "products-en-us") =>
  new SearchClient<Doc>(`${base}/${service}`, index, new AzureKeyCredential(key), {
    allowInsecureConnection: true,
    serviceVersion: "2020-06-30",
  });

async function all<T>(iter: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of iter) out.push(x);
  return out;
}

const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byId = (a: Doc, b: Doc) => ordinal(a.ID, b.ID);

describe("@azure/search-documents against the emulator, on the demo catalogue", () => {
  it("runs a text search over the names", async () => {
    const expected = products.filter((d) => /(^|[^\p{L}\p{N}_])emollient([^\p{L}\p{N}_]|$)/iu.test(d.Name));
    expect(expected.length).toBeGreaterThan(1);
    const res = await client().search("Emollient", { searchFields: ["Name"], includeTotalCount: true, top: 1000 });
    const found = await all(res.results);
    expect(res.count).toBe(expected.length);
    expect(found.map((r) => r.document.ID).sort()).toEqual(expected.map((d) => d.ID).sort());
    expect(found.every((r) => r.score > 0)).toBe(true);
  });

  it("ands prefix terms the way the catalogue's free-text search writes them", async () => {
    const res = await client().search("emol*+tego*", { searchFields: ["Name"], top: 1000 });
    const names = (await all(res.results)).map((r) => r.document.Name.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /(^|\W)emol/.test(n) && /(^|\W)tego/.test(n))).toBe(true);
  });

  it("filters with search.in and any", async () => {
    const root = ((products[0] as Doc).ClassificationReference as Ref[]).find((r) => r.Type === "Object2Parent");
    expect(root).toBeDefined();
    const ids = products.slice(0, 40).map((d) => d.ID);
    const expected = products
      .filter((d) => ids.includes(d.ID))
      .filter((d) => (d.ClassificationReference as Ref[]).some((r) => r.ClassificationID === root?.ClassificationID))
      .sort(byId);
    const res = await client().search("*", {
      filter: `search.in(ID, '${ids.join("|")}', '|') and ClassificationReference/any(c: c/ClassificationID eq '${root?.ClassificationID}' and c/Type eq 'Object2Parent')`,
      orderBy: ["ID asc"],
      select: ["ID"],
      top: 1000,
    });
    expect((await all(res.results)).map((r) => r.document.ID)).toEqual(expected.map((d) => d.ID));
  });

  it("counts facets over string fields, string collections and complex sub-fields", async () => {
    const res = await client().search("*", {
      facets: ["AT_Brand,count:1000", "AT_Websites,count:1000", "ClassificationReference/ClassificationID,count:5"],
      top: 0,
    });
    const count = (values: (d: Doc) => unknown[]) => {
      const m = new Map<unknown, number>();
      for (const d of products) for (const v of new Set(values(d))) m.set(v, (m.get(v) ?? 0) + 1);
      return m;
    };
    const brands = count((d) => (d.AT_Brand == null ? [] : [d.AT_Brand]));
    const sites = count((d) => d.AT_Websites as string[]);
    const classes = count((d) => (d.ClassificationReference as Ref[]).map((r) => r.ClassificationID));
    expect(new Map(res.facets?.AT_Brand?.map((b) => [b.value, b.count]))).toEqual(brands);
    expect(new Map(res.facets?.AT_Websites?.map((b) => [b.value, b.count]))).toEqual(sites);
    const top5 = res.facets?.["ClassificationReference/ClassificationID"] ?? [];
    expect(top5).toHaveLength(5);
    expect(top5[0]?.count).toBe(Math.max(...classes.values()));
    for (const b of top5) expect(b.count).toBe(classes.get(b.value));
  });

  it("finds a facet's values by name and counts them among the IDs found (a list past the count limit)", async () => {
    // The names' search: every word a prefix, all of them in the one searchable field named.
    const res = await client().search("tego*+b*", {
      searchFields: ["Name"],
      searchMode: "all",
      select: ["ID", "Name"],
      top: 1000,
    });
    const named = (await all(res.results)).map((r) => r.document);
    expect(named.length).toBeGreaterThan(0);
    for (const d of named) expect(d.Name.toLowerCase()).toMatch(/(^|\W)tego[\s\S]*(^|\W)b|(^|\W)b[\s\S]*(^|\W)tego/);
    // The facet counted among those IDs in the documents' index: no other value, each counted as in the data.
    const ids = named.map((d) => d.ID);
    const assets = catalogue.indexes.public["assets-en-us"] as Doc[];
    const expected = new Map<string, number>();
    for (const doc of assets)
      for (const id of new Set(doc.AT_Products as string[]))
        if (ids.includes(id)) expected.set(id, (expected.get(id) ?? 0) + 1);
    const counted = await client("public", "demo-public-key", "assets-en-us").search("*", {
      filter: `AT_Products/any(x: search.in(x, '${ids.join("|")}', '|'))`,
      facets: ["AT_Products,count:1000"],
      top: 0,
    });
    const inIds = (counted.facets?.AT_Products ?? []).filter((f) => ids.includes(String(f.value)));
    expect(new Map(inIds.map((f) => [f.value, f.count]))).toEqual(expected);
    // A searchField the index does not search is refused, as the service refuses it.
    await expect(
      client()
        .search("tego*", { searchFields: ["AT_FlashPoint_Value"] })
        .then((r) => all(r.results)),
    ).rejects.toThrow();
  });

  it("filters the flat registration collection with any: one region, any of two, all of two", async () => {
    // Expected sets from the per-region text fields, not from the collection the filter reads.
    const counting = new Set(["Listed", "Registered"]);
    const holds = (d: Doc, region: string) => counting.has(d[`AT_RegStatus${region}_Value`] as string);
    const ids = async (filter: string) => {
      const res = await client().search("*", { filter, select: ["ID"], orderBy: ["ID asc"], top: 1000 });
      return (await all(res.results)).map((r) => r.document.ID);
    };
    const inRegion = (region: string) =>
      `AT_RegistrationStatus/any(s: search.in(s, '${region}:listed|${region}:registered', '|'))`;
    const anyOf = `AT_RegistrationStatus/any(s: search.in(s, 'China:listed|China:registered|Korea:listed|Korea:registered', '|'))`;
    const china = products.filter((d) => holds(d, "China")).sort(byId);
    const either = products.filter((d) => holds(d, "China") || holds(d, "Korea")).sort(byId);
    const both = products.filter((d) => holds(d, "China") && holds(d, "Korea")).sort(byId);
    expect(both.length).toBeGreaterThan(0);
    expect(either.length).toBeGreaterThan(both.length);
    expect(await ids(inRegion("China"))).toEqual(china.map((d) => d.ID));
    expect(await ids(anyOf)).toEqual(either.map((d) => d.ID));
    expect(await ids(`${inRegion("China")} and ${inRegion("Korea")}`)).toEqual(both.map((d) => d.ID));
    // A lambda the service cannot run on its inverted index is refused, as the service refuses it.
    await expect(
      client().search("*", { filter: "AT_RegistrationStatus/any(s: s ne 'China:listed')" }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it("counts range facets by interval and by values, and filters a range inclusively", async () => {
    const viscosities = products.map((d) => d.AT_TypicalViscosity).filter((v): v is number => typeof v === "number");
    expect(viscosities.length).toBeGreaterThan(0);
    expect(viscosities.length).toBeLessThan(products.length);
    const res = await client().search("*", {
      facets: ["AT_TypicalViscosity,interval:1000", "AT_TypicalDensity,values:0.95|1.1"],
      top: 0,
    });
    const byInterval = new Map<number, number>();
    for (const v of viscosities)
      byInterval.set(Math.floor(v / 1000) * 1000, (byInterval.get(Math.floor(v / 1000) * 1000) ?? 0) + 1);
    expect(res.facets?.AT_TypicalViscosity?.map((b) => [b.value, b.count])).toEqual(
      [...byInterval].sort((a, b) => a[0] - b[0]),
    );
    const densities = products.map((d) => d.AT_TypicalDensity).filter((v): v is number => typeof v === "number");
    expect(res.facets?.AT_TypicalDensity).toEqual([
      { to: 0.95, count: densities.filter((v) => v < 0.95).length },
      { from: 0.95, to: 1.1, count: densities.filter((v) => v >= 0.95 && v < 1.1).length },
      { from: 1.1, count: densities.filter((v) => v >= 1.1).length },
    ]);
    const inside = products
      .filter(
        (d) =>
          typeof d.AT_TypicalViscosity === "number" && d.AT_TypicalViscosity >= 500 && d.AT_TypicalViscosity <= 2000,
      )
      .sort(byId);
    const found = await client().search("*", {
      filter: "AT_TypicalViscosity ge 500 and AT_TypicalViscosity le 2000",
      select: ["ID"],
      orderBy: ["ID asc"],
      top: 1000,
    });
    expect((await all(found.results)).map((r) => r.document.ID)).toEqual(inside.map((d) => d.ID));
  });

  it("orders and pages with top, skip and the total count, names through their normalizer", async () => {
    const standard = normalizerOf("standard");
    const sorted = [...products].sort((a, b) => ordinal(standard(a.Name), standard(b.Name)) || byId(a, b));
    // The demo's names would sort differently by code point, so the order below is the normalizer's.
    const byCodePoint = [...products].sort((a, b) => ordinal(a.Name, b.Name) || byId(a, b));
    expect(byCodePoint.map((d) => d.ID)).not.toEqual(sorted.map((d) => d.ID));
    const page = await client().search("*", {
      orderBy: ["Name asc", "ID asc"],
      top: 10,
      skip: 20,
      select: ["ID", "Name"],
      includeTotalCount: true,
    });
    expect(page.count).toBe(products.length);
    expect((await all(page.results)).map((r) => r.document.ID)).toEqual(sorted.slice(20, 30).map((d) => d.ID));
    const last = await client().search("*", { orderBy: ["Name desc", "ID desc"], top: 1, select: ["ID"] });
    expect((await all(last.results))[0]?.document.ID).toBe(sorted.at(-1)?.ID);
  });

  it("serves the intranet its own, larger indexes with its own key", async () => {
    const internal = await client("intranet", "demo-intranet-key").getDocumentsCount();
    expect(internal).toBe(catalogue.indexes.internal["products-en-us"]?.length);
    expect(internal).toBeGreaterThan(await client().getDocumentsCount());
    await expect(client("intranet", "demo-public-key").getDocumentsCount()).rejects.toMatchObject({ statusCode: 403 });
  });

  it("gets one document by key", async () => {
    const doc = products[7] as Doc;
    expect(await client().getDocument(doc.ID, { selectedFields: ["ID", "Name"] })).toEqual({
      ID: doc.ID,
      Name: doc.Name,
    });
  });

  it("filters a normalized field whatever the case of the constant", async () => {
    const doc = products.find((d) => /[a-z]/.test(d.Name) && /[A-Z]/.test(d.Name)) as Doc;
    const res = await client().search("*", {
      filter: `Name eq '${doc.Name.toUpperCase().replaceAll("'", "''")}'`,
      select: ["ID", "Name"],
      top: 1000,
    });
    const found = (await all(res.results)).map((r) => r.document);
    expect(found.map((d) => d.ID)).toContain(doc.ID);
    // The document comes back as it was uploaded.
    expect(found.find((d) => d.ID === doc.ID)?.Name).toBe(doc.Name);
  });

  it("surfaces a wrong key as 403 and a malformed filter as 400 with the reason", async () => {
    await expect(client("public", "wrong").search("*")).rejects.toMatchObject({ statusCode: 403 });
    await expect(client().search("*", { filter: "AT_Websites eq 'personal-care'" })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("use any or all"),
    });
  });

  it("reads the index definition the emulator serves, and is refused fields the index does not have", async () => {
    const indexes = new SearchIndexClient(`${base}/public`, new AzureKeyCredential("demo-public-key"), {
      allowInsecureConnection: true,
      serviceVersion: "2020-06-30",
    });
    const index = await indexes.getIndex("products-en-us");
    expect(index.name).toBe("products-en-us");
    const id = index.fields.find((f) => f.name === "ID");
    expect(id).toMatchObject({ type: "Edm.String", key: true });
    const refs = index.fields.find((f) => f.name === "ClassificationReference");
    expect(refs?.type).toBe("Collection(Edm.ComplexType)");
    expect(refs && "fields" in refs ? (refs.fields ?? []).map((f) => f.name) : []).toContain("ClassificationID");
    const flash = index.fields.find((f) => f.name === "AT_FlashPoint_Value");
    expect(flash).toMatchObject({ type: "Edm.Double", filterable: true, sortable: true });
    // The REST attribute `normalizer` is the SDK's `normalizerName`.
    const name = index.fields.find((f) => f.name === "Name");
    expect(name).toMatchObject({ type: "Edm.String", sortable: true, normalizerName: "standard" });
    expect(id && "normalizerName" in id ? id.normalizerName : undefined).toBeNull();

    await expect(client().search("*", { select: ["ID", "AT_FlashPoint"] })).rejects.toMatchObject({ statusCode: 400 });
    await expect(client().search("*", { filter: "AT_FlashPoint gt 0" })).rejects.toMatchObject({ statusCode: 400 });
  });
});
