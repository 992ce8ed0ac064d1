import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createSearchApp } from "./app.ts";
import { createSearchControl } from "./control-routes.ts";
import { exportIndexDefinition, parseIndexDefinition } from "./index-definition.ts";
import { SearchServices } from "./services.ts";
import { FIXTURE_INDEX } from "./test-fixture.ts";

const V = "api-version=2020-06-30";
const KEY = "demo-public-key";

function emulator() {
  const services = new SearchServices({
    public: {
      key: KEY,
      indexes: {
        "products-en-us": {
          ...FIXTURE_INDEX,
          // A member the definition does not declare is not part of the index.
          docs: [...FIXTURE_INDEX.docs, { ID: "PR_00000099", Name: "Sparse", Undeclared: "x" }],
        },
      },
    },
    intranet: { key: "demo-intranet-key", indexes: {} },
  });
  const app = new Hono();
  app.route("/search", createSearchApp(services));
  app.route("/__control/search", createSearchControl(services));
  const search = (service: string, body: unknown) =>
    app.request(`/search/${service}/indexes/products-en-us/docs/search?${V}`, {
      method: "POST",
      headers: { "api-key": KEY, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const definition = async (service = "public") =>
    (await (
      await app.request(`/search/${service}/indexes('products-en-us')?${V}`, { headers: { "api-key": KEY } })
    ).json()) as { name: string; fields: { name: string }[] };
  const derive = (name: string, body: unknown) =>
    app.request(`/__control/search/services/${name}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  return { search, definition, derive };
}

const docOf = async (res: Response, id: string) =>
  ((await res.json()) as { value: Record<string, unknown>[] }).value.find((d) => d.ID === id);

describe("index definitions", () => {
  it("reads an exported definition, filling in the service's defaults", () => {
    const def = parseIndexDefinition({
      name: "things",
      fields: [
        { name: "ID", type: "Edm.String", key: true },
        { name: "Tags", type: "Collection(Edm.String)", sortable: true },
        { name: "Refs", type: "Collection(Edm.ComplexType)", fields: [{ name: "Type", type: "Edm.String" }] },
      ],
    });
    expect(def.fields[1]).toMatchObject({ searchable: true, filterable: true, facetable: true, sortable: false });
    expect(def.fields[2]?.fields?.[0]?.name).toBe("Type");
    expect(parseIndexDefinition(exportIndexDefinition(def))).toEqual(def);
  });

  it("refuses definitions the service would refuse, naming what is wrong", () => {
    const id = { name: "ID", type: "Edm.String", key: true };
    expect(() => parseIndexDefinition({ name: "x", fields: [{ name: "ID", type: "Edm.Text" }] })).toThrow(
      /fields\.0\.type: unsupported field type/,
    );
    expect(() => parseIndexDefinition({ name: "x", fields: [{ name: "Name", type: "Edm.String" }] })).toThrow(
      /exactly one key field/,
    );
    expect(() => parseIndexDefinition({ name: "x", fields: [id, id] })).toThrow(/exactly one key field/);
    expect(() =>
      parseIndexDefinition({
        name: "x",
        fields: [id, { name: "A", type: "Edm.Int32" }, { name: "A", type: "Edm.Int32" }],
      }),
    ).toThrow(/defined twice/);
  });

  it("keeps a field's normalizer, and exports every field's (null when it has none)", () => {
    const def = parseIndexDefinition({
      name: "things",
      fields: [
        { name: "ID", type: "Edm.String", key: true },
        { name: "Name", type: "Edm.String", normalizer: "standard" },
        { name: "Tags", type: "Collection(Edm.String)", normalizer: "lowercase", sortable: false },
        { name: "Code", type: "Edm.String", normalizer: null },
        {
          name: "Address",
          type: "Edm.ComplexType",
          fields: [{ name: "City", type: "Edm.String", normalizer: "uppercase" }],
        },
      ],
    });
    expect(def.fields[1]?.normalizer).toBe("standard");
    expect(def.fields[2]?.normalizer).toBe("lowercase");
    expect(def.fields[3]).not.toHaveProperty("normalizer");
    expect(def.fields[4]?.fields?.[0]?.normalizer).toBe("uppercase");
    const exported = exportIndexDefinition(def) as { fields: Record<string, unknown>[]; normalizers: unknown[] };
    expect(exported.fields.map((f) => f.normalizer)).toEqual([null, "standard", "lowercase", null, undefined]);
    expect(exported.normalizers).toEqual([]);
    expect(parseIndexDefinition(exported)).toEqual(def);
  });

  it("refuses a normalizer the service would refuse when the index is created", () => {
    const id = { name: "ID", type: "Edm.String", key: true };
    const withField = (field: Record<string, unknown>) => () =>
      parseIndexDefinition({ name: "x", fields: [id, field] });
    expect(withField({ name: "Name", type: "Edm.String", normalizer: "Lowercase" })).toThrow(
      /fields\.1\.normalizer: not a predefined normalizer/,
    );
    expect(withField({ name: "Name", type: "Edm.String", normalizer: "my-custom" })).toThrow(
      /custom normalizers are not emulated/,
    );
    expect(withField({ name: "Price", type: "Edm.Double", normalizer: "lowercase" })).toThrow(
      /'Price' of type 'Edm.Double' cannot have a normalizer/,
    );
    expect(withField({ name: "Days", type: "Collection(Edm.Int32)", normalizer: "lowercase" })).toThrow(
      /cannot have a normalizer/,
    );
    expect(
      withField({
        name: "Notes",
        type: "Edm.String",
        filterable: false,
        sortable: false,
        facetable: false,
        normalizer: "lowercase",
      }),
    ).toThrow(/'Notes' cannot have a normalizer: it is neither filterable, sortable nor facetable/);
    // A string collection is never sortable, so filterable and facetable both off leave nothing to normalize.
    expect(
      withField({
        name: "Tags",
        type: "Collection(Edm.String)",
        filterable: false,
        facetable: false,
        sortable: true,
        normalizer: "lowercase",
      }),
    ).toThrow(/'Tags' cannot have a normalizer/);
    expect(
      withField({
        name: "Address",
        type: "Edm.ComplexType",
        normalizer: "lowercase",
        fields: [{ name: "City", type: "Edm.String" }],
      }),
    ).toThrow(/'Address' is a complex field and cannot have a normalizer/);
    expect(
      withField({
        name: "Refs",
        type: "Collection(Edm.ComplexType)",
        fields: [{ name: "Year", type: "Edm.Int32", normalizer: "standard" }],
      }),
    ).toThrow(/'Refs\/Year' of type 'Edm.Int32' cannot have a normalizer/);
  });

  it("serves the definition at GET /indexes/{name}, as the search service exports it", async () => {
    const def = await emulator().definition();
    expect(def.name).toBe("products-en-us");
    expect(def.fields.map((f) => f.name)).toEqual(FIXTURE_INDEX.definition.fields.map((f) => f.name));
  });

  it("answers a document through its definition: undeclared members absent, missing fields null or empty", async () => {
    const sparse = await docOf(await emulator().search("public", { filter: "ID eq 'PR_00000099'" }), "PR_00000099");
    expect(sparse).toMatchObject({ ID: "PR_00000099", Name: "Sparse", Price: null, Tags: [], Address: null });
    expect(sparse).not.toHaveProperty("Undeclared");
  });

  it("serves a derived service that disagrees with the demo's, leaving the demo's as it was", async () => {
    const e = emulator();
    const exported = await e.definition();
    const renamed = {
      ...exported,
      fields: exported.fields.map((f) => (f.name === "Price" ? { ...f, name: "PriceValue" } : f)),
    };
    const created = await e.derive("renamed-price", { from: "public", indexes: { "products-en-us": renamed } });
    expect(created.status).toBe(200);

    const doc = await docOf(await e.search("renamed-price", { search: "*" }), "PR_00000001");
    expect(doc).toMatchObject({ ID: "PR_00000001", PriceValue: null });
    expect(doc).not.toHaveProperty("Price");
    // The old name is gone from the index: filtering, faceting or selecting it is a 400.
    for (const body of [{ filter: "Price gt 1" }, { facets: ["Price"] }, { select: "ID,Price" }]) {
      expect((await e.search("renamed-price", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await docOf(await e.search("public", { search: "*" }), "PR_00000001"))?.Price).toBe(12.5);
  });

  it("answers 400 for a derived definition the service would refuse, 404 for an unknown source", async () => {
    const e = emulator();
    const bad = await e.derive("bad", { from: "public", indexes: { "products-en-us": { name: "x", fields: [] } } });
    expect(bad.status).toBe(400);
    const exported = await e.definition();
    const normalizedPrice = {
      ...exported,
      fields: exported.fields.map((f) => (f.name === "Price" ? { ...f, normalizer: "lowercase" } : f)),
    };
    const refused = await e.derive("bad", { from: "public", indexes: { "products-en-us": normalizedPrice } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("cannot have a normalizer") });
    const unknown = await e.derive("other", { from: "nope", indexes: {} });
    expect(unknown.status).toBe(404);
    expect((await e.derive("public", { from: "public", indexes: {} })).status).toBe(404);
  });
});
