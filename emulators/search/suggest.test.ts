import { describe, expect, it } from "vitest";
import { SearchEngine } from "./engine.ts";
import { exportIndexDefinition, InvalidIndexDefinition, parseIndexDefinition } from "./index-definition.ts";
import { FIXTURE_DOCS, FIXTURE_FIELDS, searchErrorOf } from "./test-fixture.ts";

const fields = FIXTURE_FIELDS.map((f) => (f.name === "Name" ? { ...f, synonymMaps: ["terms"] } : f));
const definition = {
  name: "products",
  fields,
  suggesters: [{ name: "sg", searchMode: "analyzingInfixMatching" as const, sourceFields: ["Name", "Tags"] }],
};
const engine = new SearchEngine({ products: { definition, docs: FIXTURE_DOCS } });
engine.synonymMaps.put("terms", { synonyms: "pu, polyurethane, polyurethan\ntegostab => tegostab, stabilizer\n" });

describe("docs/suggest", () => {
  it("answers documents whose suggester fields start with the typed words, with the key only by default", () => {
    const res = engine.suggest("products", { search: "teg", suggesterName: "sg" });
    expect(res.value).toEqual([{ "@search.text": "Tegostab B 8002", ID: "PR_00000001" }]);
  });

  it("matches inside a value (infix), the last word as a prefix, and marks the words with the given tags", () => {
    const res = engine.suggest("products", {
      search: "b 80",
      suggesterName: "sg",
      select: "ID,Name",
      highlightPreTag: "<b>",
      highlightPostTag: "</b>",
    });
    expect(res.value).toEqual([
      { "@search.text": "Tegostab <b>B</b> <b>8002</b>", ID: "PR_00000001", Name: "Tegostab B 8002" },
    ]);
  });

  it("reads collections, filters and $top", () => {
    const ids = engine
      .suggest("products", { search: "fo", suggesterName: "sg", filter: "Active eq true", top: 5 })
      .value.map((v) => v.ID);
    expect(ids).toEqual(["PR_00000001"]);
    expect(engine.suggest("products", { search: "fo", suggesterName: "sg", top: 1 }).value).toHaveLength(1);
  });

  it("forgives one edit when fuzzy", () => {
    expect(engine.suggest("products", { search: "dabko", suggesterName: "sg" }).value).toEqual([]);
    expect(engine.suggest("products", { search: "dabko", suggesterName: "sg", fuzzy: true }).value).toEqual([
      { "@search.text": "Dabco 33-LV", ID: "PR_00000002" },
    ]);
  });

  it("keeps to the searchFields asked for", () => {
    expect(engine.suggest("products", { search: "silic", suggesterName: "sg", searchFields: "Name" }).value).toEqual(
      [],
    );
    expect(
      engine.suggest("products", { search: "silic", suggesterName: "sg", searchFields: "Tags" }).value.map((v) => v.ID),
    ).toEqual(["PR_00000001"]);
  });

  it.each([
    [{ search: "a", suggesterName: "nope" }, "suggester name 'nope' does not exist"],
    [{ search: "a", suggesterName: "" }, "suggesterName parameter is required"],
    [{ search: "", suggesterName: "sg" }, "between 1 and 100 characters"],
    [{ search: "a".repeat(101), suggesterName: "sg" }, "between 1 and 100 characters"],
    [{ search: "a", suggesterName: "sg", top: 0 }, "between 1 and 100"],
    [{ search: "a", suggesterName: "sg", top: 101 }, "between 1 and 100"],
    [{ search: "a", suggesterName: "sg", searchFields: "Description" }, "not a source field"],
  ])("answers the service's 400 for %j", (request, message) => {
    const e = searchErrorOf(() => engine.suggest("products", request));
    expect(e.status).toBe(400);
    expect(e.message).toContain(message);
  });
});

describe("docs/autocomplete", () => {
  it("completes the last word from the suggester fields, most frequent first", () => {
    expect(engine.autocomplete("products", { search: "fo", suggesterName: "sg" }).value).toEqual([
      { text: "foam", queryPlusText: "foam" },
    ]);
    expect(engine.autocomplete("products", { search: "silane s", suggesterName: "sg" }).value).toEqual([
      { text: "silicone", queryPlusText: "silane silicone" },
    ]);
  });

  it("gives the next word too under twoTerms, and needs the earlier words under oneTermWithContext", () => {
    expect(
      engine.autocomplete("products", { search: "teg", suggesterName: "sg", autocompleteMode: "twoTerms" }).value,
    ).toEqual([{ text: "tegostab b", queryPlusText: "tegostab b" }]);
    expect(
      engine.autocomplete("products", {
        search: "visiomer m",
        suggesterName: "sg",
        autocompleteMode: "oneTermWithContext",
      }).value,
    ).toEqual([{ text: "mma", queryPlusText: "visiomer mma" }]);
    expect(
      engine.autocomplete("products", {
        search: "dabco m",
        suggesterName: "sg",
        autocompleteMode: "oneTermWithContext",
      }).value,
    ).toEqual([]);
  });

  it("refuses an unknown suggester as suggest does", () => {
    expect(searchErrorOf(() => engine.autocomplete("products", { search: "a", suggesterName: "x" })).status).toBe(400);
  });
});

describe("suggesters in index definitions", () => {
  const base = {
    name: "t",
    fields: [
      { name: "ID", type: "Edm.String", key: true },
      { name: "Name", type: "Edm.String" },
      { name: "Code", type: "Edm.String", searchable: false },
      { name: "Price", type: "Edm.Double" },
    ],
  };

  it("are read and exported", () => {
    const def = parseIndexDefinition({
      ...base,
      suggesters: [{ name: "sg", searchMode: "analyzingInfixMatching", sourceFields: ["Name"] }],
    });
    expect(exportIndexDefinition(def).suggesters).toEqual([
      { name: "sg", searchMode: "analyzingInfixMatching", sourceFields: ["Name"] },
    ]);
  });

  it.each([
    [[{ name: "sg", sourceFields: ["Code"] }], "searchable"],
    [[{ name: "sg", sourceFields: ["Price"] }], "searchable Edm.String"],
    [[{ name: "sg", sourceFields: ["Nope"] }], "unknown field"],
    [[{ name: "sg", sourceFields: [] }], "at least one source field"],
    [[{ name: "sg", searchMode: "prefix", sourceFields: ["Name"] }], "analyzingInfixMatching"],
    [
      [
        { name: "a", sourceFields: ["Name"] },
        { name: "b", sourceFields: ["Name"] },
      ],
      "only one suggester",
    ],
  ])("refuse %j as the service does", (suggesters, message) => {
    expect(() => parseIndexDefinition({ ...base, suggesters })).toThrow(InvalidIndexDefinition);
    expect(() => parseIndexDefinition({ ...base, suggesters })).toThrow(message);
  });

  it("take synonym maps on searchable string fields only, one each", () => {
    const withMaps = (field: Record<string, unknown>) =>
      parseIndexDefinition({ ...base, fields: [base.fields[0], field] });
    expect(withMaps({ name: "Name", type: "Edm.String", synonymMaps: ["terms"] }).fields[1]?.synonymMaps).toEqual([
      "terms",
    ]);
    expect(() => withMaps({ name: "Name", type: "Edm.String", searchable: false, synonymMaps: ["t"] })).toThrow(
      "not searchable",
    );
    expect(() => withMaps({ name: "Name", type: "Edm.String", synonymMaps: ["a", "b"] })).toThrow(
      "a field can have one",
    );
  });
});
