import { describe, expect, it } from "vitest";
import { SearchEngine, type SearchRequest } from "./engine.ts";
import { markTokens } from "./highlight.ts";
import { expandTokens, parseSolrRules, SynonymMaps } from "./synonyms.ts";
import { FIXTURE_DOCS, FIXTURE_FIELDS, searchErrorOf } from "./test-fixture.ts";

const fields = FIXTURE_FIELDS.map((f) => (f.name === "Description" ? { ...f, synonymMaps: ["terms"] } : f));
const engine = new SearchEngine({ products: { definition: { name: "products", fields }, docs: FIXTURE_DOCS } });
const ids = (request: SearchRequest) =>
  engine
    .search("products", { top: 1000, ...request })
    .value.map((d) => d.ID)
    .sort();

describe("Solr synonym rules", () => {
  it("reads equivalence and explicit rules, comments and multi-word terms", () => {
    expect(parseSolrRules("# comment\nPU, Polyurethane\n\nUSA, United States => america\n")).toEqual([
      { from: [["pu"], ["polyurethane"]], to: [["pu"], ["polyurethane"]] },
      { from: [["usa"], ["united", "states"]], to: [["america"]] },
    ]);
  });

  it("expands a term to its equivalents, replaces it under an explicit rule, leaves others alone", () => {
    const maps = new SynonymMaps();
    const { map } = maps.put("m", { synonyms: "pu, polyurethane\nkatalysator => catalyst" });
    expect(expandTokens(map, ["pu"])).toEqual([["pu"], ["polyurethane"]]);
    expect(expandTokens(map, ["katalysator"])).toEqual([["catalyst"]]);
    expect(expandTokens(map, ["foam"])).toEqual([["foam"]]);
  });

  it.each([
    ["Bad_Name", { synonyms: "a, b" }, "lower-case letters"],
    ["m", { synonyms: "a => b => c" }, "more than one '=>'"],
    ["m", { synonyms: "a, b", format: "wordnet" }, "only format is 'solr'"],
    ["m", { name: "other", synonyms: "a, b" }, "differs from the name in the URL"],
    ["m", { format: "solr" }, "needs a 'synonyms' string"],
  ])("refuses %s %j with a 400", (name, body, message) => {
    const e = searchErrorOf(() => new SynonymMaps().put(name, body));
    expect(e.status).toBe(400);
    expect(e.message).toContain(message);
  });
});

describe("synonym maps in queries", () => {
  it("expand the terms of a field that names the map, once the map is put", () => {
    expect(ids({ search: "pu", searchFields: "Description" })).toEqual([]);
    engine.synonymMaps.put("terms", { synonyms: "pu, polyurethane\nwaterproofing => repellent" });
    expect(ids({ search: "pu", searchFields: "Description" })).toEqual(["PR_00000002"]);
    expect(ids({ search: "waterproofing", searchFields: "Description" })).toEqual(["PR_00000004"]);
    // A field without the map reads the word as it is.
    expect(ids({ search: "pu", searchFields: "Name" })).toEqual([]);
  });

  it("do not expand prefix or fuzzy terms, as the service does not", () => {
    engine.synonymMaps.put("terms", { synonyms: "pu, polyurethane" });
    expect(ids({ search: "pu*", searchFields: "Description" })).toEqual([]);
    expect(ids({ search: "pu~1", queryType: "full", searchFields: "Description" })).toEqual([]);
  });
});

describe("full query syntax in search", () => {
  it("finds a misspelt name with a fuzzy term", () => {
    expect(ids({ search: "tegostb", searchFields: "Name" })).toEqual([]);
    expect(ids({ search: "tegostb~1", queryType: "full", searchFields: "Name" })).toEqual(["PR_00000001"]);
    expect(ids({ search: "dabko~1", queryType: "full" })).toEqual(["PR_00000002"]);
    expect(ids({ search: "protectsl~1", queryType: "full" })).toEqual([]);
    expect(ids({ search: "protectsl~2", queryType: "full" })).toEqual(["PR_00000004"]);
  });

  it("searches a field-scoped clause in that field alone", () => {
    expect(ids({ search: "foam", queryType: "full" })).toEqual(["PR_00000001", "PR_00000002", "PR_00000005"]);
    expect(ids({ search: "Description:foam AND Tags:catalyst", queryType: "full" })).toEqual(["PR_00000002"]);
    expect(ids({ search: 'Description:"slabstock foam"', queryType: "full" })).toEqual(["PR_00000001"]);
    expect(ids({ search: "Address/City:essen", queryType: "full" })).toEqual(["PR_00000001", "PR_00000003"]);
  });

  it("answers a 400 for a field that is not searchable and for a query type it does not know", () => {
    expect(searchErrorOf(() => ids({ search: "UserTypeID:product", queryType: "full" })).message).toContain(
      "not a searchable field",
    );
    expect(searchErrorOf(() => ids({ search: "a", queryType: "semantic" })).status).toBe(400);
  });
});

describe("highlighting", () => {
  it("wraps the matched words of each requested field in the tags, and only for documents with a hit there", () => {
    const res = engine.search("products", {
      search: "silicone foam",
      highlight: "Name,Description",
      highlightPreTag: "[",
      highlightPostTag: "]",
      select: "ID",
    });
    const byId = Object.fromEntries(res.value.map((d) => [d.ID, d["@search.highlights"]]));
    expect(byId.PR_00000001).toEqual({ Description: ["[Silicone] surfactant for flexible slabstock [foam]"] });
    expect(byId.PR_00000005).toEqual({ Description: ["[Foam] processing additive"] });
  });

  it("uses <em> by default, marks prefixes and fuzzy neighbours, and never a negated word", () => {
    const res = engine.search("products", {
      search: "tegostb~1 OR dab* -amine",
      queryType: "full",
      highlight: "Name",
      select: "ID",
    });
    expect(res.value.map((d) => d["@search.highlights"])).toEqual([{ Name: ["<em>Tegostab</em> B 8002"] }]);
  });

  it("marks synonyms the field's map gave", () => {
    engine.synonymMaps.put("terms", { synonyms: "pu, polyurethane" });
    const res = engine.search("products", { search: "pu", highlight: "Description", select: "ID" });
    expect(res.value[0]?.["@search.highlights"]).toEqual({
      Description: ["Amine catalyst for <em>polyurethane</em> foam, low odour"],
    });
  });

  it("refuses a field that is not searchable", () => {
    expect(searchErrorOf(() => ids({ search: "a", highlight: "UserTypeID" })).message).toContain(
      "cannot be highlighted",
    );
  });

  it("cuts long values to a fragment near the first hit", () => {
    const long = `${"filler ".repeat(60)}needle ${"tail ".repeat(80)}`;
    const out = markTokens(long, (t) => t === "needle", "<em>", "</em>") as string;
    expect(out).toContain("<em>needle</em>");
    expect(out.length).toBeLessThan(long.length);
    expect(out.startsWith("filler")).toBe(true);
  });
});
