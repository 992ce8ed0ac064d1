import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchEngine, type SearchRequest } from "./engine.ts";
import { SearchError } from "./errors.ts";
import { parseIndexDefinition } from "./index-definition.ts";
import { FIXTURE_INDEX } from "./test-fixture.ts";

const engine = new SearchEngine({ products: FIXTURE_INDEX });
const ids = (request: SearchRequest) => engine.search("products", { top: 1000, ...request }).value.map((d) => d.ID);
const filtered = (filter: string) => ids({ filter }).sort();

function errorOf(request: SearchRequest): SearchError {
  try {
    engine.search("products", request);
  } catch (e) {
    if (e instanceof SearchError) return e;
    throw e;
  }
  throw new Error("expected a SearchError");
}

describe("filter", () => {
  it.each([
    ["UserTypeID eq 'ServiceProduct'", ["PR_00000003"]],
    ["UserTypeID ne 'Product'", ["PR_00000003"]],
    ["Price gt 12.5", ["PR_00000003", "PR_00000005"]],
    ["Price ge 12.5", ["PR_00000001", "PR_00000003", "PR_00000005"]],
    ["Price lt 12.5", ["PR_00000002"]],
    ["Price le 8", ["PR_00000002"]],
    ["Price eq null", ["PR_00000004"]],
    ["Price ne null and Stock eq 100", ["PR_00000001", "PR_00000005"]],
    ["Active", ["PR_00000001", "PR_00000003", "PR_00000004"]],
    ["not Active", ["PR_00000002", "PR_00000005"]],
    ["Active eq false or Stock lt 10", ["PR_00000002", "PR_00000003", "PR_00000005"]],
    ["not (Active and Stock ge 20)", ["PR_00000002", "PR_00000003", "PR_00000005"]],
    ["Released ge 2024-01-01T00:00:00Z", ["PR_00000001", "PR_00000003", "PR_00000005"]],
    ["Released eq 2024-03-01T01:00:00+01:00", ["PR_00000001", "PR_00000005"]],
    ["Address/City eq 'Essen'", ["PR_00000001", "PR_00000003"]],
    ["search.in(ID, 'PR_00000001,PR_00000004')", ["PR_00000001", "PR_00000004"]],
    ["search.in(Name, 'Dabco 33-LV|Ortegol 500', '|')", ["PR_00000002", "PR_00000005"]],
    ["Tags/any(t: t eq 'catalyst')", ["PR_00000002"]],
    ["Tags/any(t: t eq 'O''Brien')", ["PR_00000005"]],
    ["Tags/any(t: search.in(t, 'monomer|additive', '|'))", ["PR_00000003", "PR_00000005"]],
    ["Tags/all(t: t ne 'foam')", ["PR_00000003", "PR_00000004"]],
    ["Tags/any()", ["PR_00000001", "PR_00000002", "PR_00000003", "PR_00000005"]],
    ["not Tags/any()", ["PR_00000004"]],
    [
      "ClassificationReference/any(c: c/ClassificationID eq 'A_1' and c/Type eq 'Object2Parent')",
      ["PR_00000001", "PR_00000003"],
    ],
    ["ClassificationReference/any(c: c/ClassificationID eq 'A_1' and c/Type eq 'Object2Root')", []],
    ["ClassificationReference/all(c: c/ClassificationID ne 'M_1')", ["PR_00000003", "PR_00000004", "PR_00000005"]],
    ["ClassificationReference/any(c: search.in(c/ClassificationID, 'M_2'))", ["PR_00000003", "PR_00000005"]],
    ["true", ["PR_00000001", "PR_00000002", "PR_00000003", "PR_00000004", "PR_00000005"]],
    ["false", []],
    ["'Product' eq UserTypeID and 10 lt Price", ["PR_00000001", "PR_00000005"]],
  ])("%s", (filter, expected) => {
    expect(filtered(filter)).toEqual(expected);
  });

  it.each([
    ["Nope eq 'x'", "Could not find a property named 'Nope' on type 'search.document'."],
    ["Address/Street eq 'x'", "Could not find a property named 'Street' on the complex field 'Address'."],
    ["Secret eq 's1'", "'Secret' is not a filterable field."],
    ["Price eq 'cheap'", "Found operand types 'Edm.Double' and 'Edm.String' for operator kind 'Equal'"],
    ["Name gt 3", "Found operand types 'Edm.String' and 'Edm.Int32' for operator kind 'GreaterThan'"],
    ["Active gt true", "incompatible types"],
    ["Price gt null", "incompatible types"],
    ["Released eq '2024-01-01'", "'Edm.DateTimeOffset' and 'Edm.String'"],
    ["Tags eq 'foam'", "The field 'Tags' is a collection; use any or all"],
    ["ClassificationReference/ClassificationID eq 'M_1'", "is a collection; use any or all to reach its sub-field"],
    ["Tags/any(t: t ne 'foam')", "'any' may only use 'eq' or 'search.in', combined with 'or'"],
    ["Tags/all(t: t eq 'foam')", "'all' may only use 'ne' or 'not search.in'"],
    ["Name/any(n: n eq 'x')", "is not a collection"],
    ["Name eq Description", "Comparisons must be between a field"],
    ["Name", "is not a boolean expression"],
    ["search.in(Price, '1,2')", "search.in needs a string field"],
    ["Name eq 'x' and", "Syntax error at position 15"],
    ["Name eq 'x''", "Unterminated string literal"],
    ["Price gt 1 or (Stock lt 2", "expected ')'"],
  ])("%s is a 400 that says what is wrong", (filter, message) => {
    const e = errorOf({ filter });
    expect(e.status).toBe(400);
    expect(e.toBody().error.code).toBe("InvalidRequestParameter");
    expect(e.message).toMatch(/^Invalid expression: /);
    expect(e.message).toContain(message);
    expect(e.message).toContain("Parameter name: $filter");
  });
});

describe("search text", () => {
  it("matches all on empty or *", () => {
    expect(ids({ search: "*" })).toHaveLength(5);
    expect(ids({})).toHaveLength(5);
  });

  it("matches terms case-insensitively over searchable fields", () => {
    expect(ids({ search: "FOAM" }).sort()).toEqual(["PR_00000001", "PR_00000002", "PR_00000005"]);
    // UserTypeID is not searchable.
    expect(ids({ search: "ServiceProduct" })).toEqual([]);
  });

  it("any mode ors the terms, all mode ands them", () => {
    expect(ids({ search: "silicone amine" }).sort()).toEqual(["PR_00000001", "PR_00000002", "PR_00000004"]);
    expect(ids({ search: "silicone foam", searchMode: "all" })).toEqual(["PR_00000001"]);
  });

  it("supports +, |, - and parentheses", () => {
    expect(ids({ search: "foam + catalyst" })).toEqual(["PR_00000002"]);
    expect(ids({ search: "monomer | catalyst" }).sort()).toEqual(["PR_00000002", "PR_00000003"]);
    expect(ids({ search: "foam -silicone", searchMode: "all" }).sort()).toEqual(["PR_00000002", "PR_00000005"]);
    // In any mode, `-x` is "or not x", as the real service does.
    expect(ids({ search: "foam -silicone" })).toHaveLength(4);
    expect(ids({ search: "(monomer | catalyst) + amine" })).toEqual(["PR_00000002"]);
  });

  it("supports prefix wildcards, the free-text shape `a*+b*`", () => {
    expect(ids({ search: "tego*" })).toEqual(["PR_00000001"]);
    expect(ids({ search: "sil*+foam*" })).toEqual(["PR_00000001"]);
    expect(ids({ search: "pr_0000000*" })).toHaveLength(5);
  });

  it("supports quoted phrases", () => {
    expect(ids({ search: '"water repellent"' })).toEqual(["PR_00000004"]);
    expect(ids({ search: '"repellent water"' })).toEqual([]);
  });

  it("treats escaped operators as text", () => {
    expect(ids({ search: "\\-silicone", searchMode: "all" }).sort()).toEqual(["PR_00000001", "PR_00000004"]);
    expect(ids({ search: "33\\-LV" })).toEqual(["PR_00000002"]);
  });

  it("restricts to searchFields", () => {
    expect(ids({ search: "foam", searchFields: "Name" })).toEqual([]);
    expect(ids({ search: "foam", searchFields: "Tags" }).sort()).toEqual(["PR_00000001", "PR_00000002", "PR_00000005"]);
    expect(errorOf({ search: "x", searchFields: "Price" }).message).toContain("not a searchable field");
  });

  it("scores more specific matches higher and keeps equal scores in index order", () => {
    const res = engine.search("products", { search: "foam silicone" });
    expect(res.value[0]?.ID).toBe("PR_00000001");
    const scores = res.value.map((d) => d["@search.score"] as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(ids({ search: "*" })).toEqual(["PR_00000001", "PR_00000002", "PR_00000003", "PR_00000004", "PR_00000005"]);
  });

  it("combines text and filter", () => {
    expect(ids({ search: "foam", filter: "Active" })).toEqual(["PR_00000001"]);
  });
});

describe("facets", () => {
  const facets = (specs: string[], request: SearchRequest = {}) =>
    engine.search("products", { ...request, facets: specs })["@search.facets"] ?? {};

  it("counts values, most frequent first, over the matching documents", () => {
    expect(facets(["UserTypeID"]).UserTypeID).toEqual([
      { value: "Product", count: 4 },
      { value: "ServiceProduct", count: 1 },
    ]);
    expect(facets(["UserTypeID"], { filter: "Active eq false" }).UserTypeID).toEqual([{ value: "Product", count: 2 }]);
  });

  it("counts string collections and complex sub-fields once per document", () => {
    expect(facets(["Tags,count:2"]).Tags).toEqual([
      { value: "foam", count: 3 },
      { value: "O'Brien", count: 1 },
    ]);
    expect(
      facets(["ClassificationReference/ClassificationID,sort:value"])["ClassificationReference/ClassificationID"],
    ).toEqual([
      { value: "A_1", count: 2 },
      { value: "A_2", count: 2 },
      { value: "M_1", count: 2 },
      { value: "M_2", count: 2 },
    ]);
  });

  it("sorts by count or value either way", () => {
    expect(facets(["Stock,sort:-value"]).Stock?.map((b) => ("value" in b ? b.value : undefined))).toEqual([
      100, 20, 5, 0,
    ]);
    expect(facets(["Stock,sort:-count"]).Stock?.[3]).toEqual({ value: 100, count: 2 });
    expect(facets(["Active"]).Active).toEqual([
      { value: true, count: 3 },
      { value: false, count: 2 },
    ]);
  });

  it("builds ranges from values: and buckets from interval:", () => {
    expect(facets(["Price,values:10|20"]).Price).toEqual([
      { to: 10, count: 1 },
      { from: 10, to: 20, count: 2 },
      { from: 20, count: 1 },
    ]);
    expect(facets(["Stock,interval:50"]).Stock).toEqual([
      { value: 0, count: 3 },
      { value: 100, count: 2 },
    ]);
  });

  it("rejects unknown, non-facetable and malformed facets", () => {
    expect(errorOf({ facets: ["Nope"] }).message).toContain("Could not find a property named 'Nope'");
    expect(errorOf({ facets: ["Secret"] }).message).toContain("not facetable");
    expect(errorOf({ facets: ["Name,count:x"] }).message).toContain("non-negative integer");
    expect(errorOf({ facets: ["Name,values:a|b"] }).message).toContain("numeric or date field");
    expect(errorOf({ facets: ["Name,sort:up"] }).message).toContain("count, -count, value or -value");
  });
});

describe("ordering, paging, select, count", () => {
  it("orders by several clauses, nulls first ascending", () => {
    expect(ids({ orderby: "Stock desc, Name asc" })).toEqual([
      "PR_00000005",
      "PR_00000001",
      "PR_00000004",
      "PR_00000003",
      "PR_00000002",
    ]);
    expect(ids({ orderby: "Price" })[0]).toBe("PR_00000004");
    expect(ids({ orderby: "Price desc" }).at(-1)).toBe("PR_00000004");
    expect(ids({ orderby: "Address/City desc" })[0]).toBe("PR_00000002");
  });

  it("orders by search.score()", () => {
    const asc = ids({ search: "foam silicone", orderby: "search.score() asc" });
    const desc = ids({ search: "foam silicone", orderby: "search.score() desc" });
    expect(asc.at(-1)).toBe(desc[0]);
  });

  it("rejects unknown, collection and unsortable fields", () => {
    expect(errorOf({ orderby: "Nope" }).message).toContain("Could not find a property named 'Nope'");
    expect(errorOf({ orderby: "Tags" }).message).toContain("cannot be sorted");
    expect(errorOf({ orderby: "Description" }).message).toContain("not sortable");
    expect(errorOf({ orderby: "Name sideways" }).message).toContain("Syntax error");
  });

  it("pages with top and skip, default 50, at most 1000", () => {
    expect(ids({ orderby: "ID", top: 2, skip: 1 })).toEqual(["PR_00000002", "PR_00000003"]);
    expect(ids({ orderby: "ID", skip: 10 })).toEqual([]);
    expect(errorOf({ top: 1001 }).message).toContain("$top must be an integer between 0 and 1000");
    expect(errorOf({ skip: -1 }).status).toBe(400);
  });

  it("counts all matches whatever the page", () => {
    const res = engine.search("products", { filter: "Active", top: 1, count: true });
    expect(res["@odata.count"]).toBe(3);
    expect(res.value).toHaveLength(1);
    expect(engine.search("products", { top: 1 })).not.toHaveProperty("@odata.count");
  });

  it("selects fields and always carries the score", () => {
    const [doc] = engine.search("products", { select: "ID, Name", top: 1 }).value;
    expect(doc).toEqual({ "@search.score": 1, ID: "PR_00000001", Name: "Tegostab B 8002" });
    expect(errorOf({ select: "ID,Nope" }).message).toContain("Parameter name: $select");
  });

  it("looks documents up by key and counts them", () => {
    expect(engine.lookup("products", "PR_00000003", "ID,Price")).toEqual({ ID: "PR_00000003", Price: 30 });
    expect(engine.count("products")).toBe(5);
    expect(() => engine.lookup("products", "PR_99999999")).toThrow(SearchError);
    expect(() => engine.search("nope", {})).toThrow("The index 'nope' was not found.");
  });
});

describe("robustness", () => {
  const pieces = fc.constantFrom(
    "Name",
    "Tags",
    "Price",
    "Active",
    "Released",
    "ClassificationReference",
    "Address/City",
    "c",
    "c/Type",
    "t",
    " eq ",
    " ne ",
    " gt ",
    " and ",
    " or ",
    "not ",
    "(",
    ")",
    "/any(",
    "/all(",
    "c:",
    "t:",
    "search.in(",
    ",",
    ":",
    "'x'",
    "'it''s'",
    "'",
    "1",
    "-2.5e3",
    "true",
    "null",
    "2024-01-01T00:00:00Z",
    " ",
    "/",
    "search.score()",
    "*",
  );
  const text = fc.oneof(fc.string({ unit: pieces, maxLength: 14 }), fc.string({ unit: "binary", maxLength: 30 }));

  it("answers any filter text with results or a 400, never a crash", () => {
    fc.assert(
      fc.property(text, (filter) => {
        try {
          engine.search("products", { filter });
        } catch (e) {
          expect(e).toBeInstanceOf(SearchError);
          expect((e as SearchError).status).toBe(400);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("answers any search text, orderby and facet spec without crashing", () => {
    const words = fc.string({
      unit: fc.constantFrom("foam", "sil", "*", "+", "|", "-", '"', "(", ")", "\\", " ", "ü", "😀", "_"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.oneof(words, text), fc.constantFrom<"any" | "all">("any", "all"), (search, searchMode) => {
        const res = engine.search("products", { search, searchMode, count: true });
        expect(res["@odata.count"]).toBeLessThanOrEqual(5);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(text, (spec) => {
        for (const request of [{ orderby: spec }, { facets: [spec] }, { select: spec }]) {
          try {
            engine.search("products", request);
          } catch (e) {
            expect(e).toBeInstanceOf(SearchError);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("deep search text", () => {
  it("stays an answer however deep the parentheses or negations go", () => {
    expect(engine.search("products", { search: `${"(".repeat(5000)}foam${")".repeat(5000)}` }).value).toBeDefined();
    expect(engine.search("products", { search: `${"-".repeat(5000)}foam` }).value).toBeDefined();
    expect(ids({ search: "((foam))" })).toHaveLength(3);
  });
});

describe("long filters", () => {
  it("evaluates an or-chain of thousands of clauses", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `ID eq 'PR_${String(i).padStart(8, "0")}'`);
    expect(filtered(ids.join(" or "))).toEqual([
      "PR_00000001",
      "PR_00000002",
      "PR_00000003",
      "PR_00000004",
      "PR_00000005",
    ]);
  });
});

describe("normalized fields", () => {
  // `Name` and `Plain` hold the same names, one with the standard normalizer, one without.
  const definition = parseIndexDefinition({
    name: "names",
    fields: [
      { name: "ID", type: "Edm.String", key: true },
      { name: "Name", type: "Edm.String", normalizer: "standard" },
      { name: "Plain", type: "Edm.String" },
      { name: "Tags", type: "Collection(Edm.String)", normalizer: "lowercase" },
      {
        name: "Address",
        type: "Edm.ComplexType",
        fields: [{ name: "City", type: "Edm.String", normalizer: "uppercase" }],
      },
    ],
  });
  const doc = (ID: string, name: string, Tags: string[], City: string | null) => ({
    ID,
    Name: name,
    Plain: name,
    Tags,
    Address: City === null ? null : { City },
  });
  const names = new SearchEngine({
    names: {
      definition,
      docs: [
        doc("1", "TMPTMA", ["Foam"], "Essen"),
        doc("2", "i-BMA", ["foam", "Silicone"], "ESSEN"),
        doc("3", "Äther", ["FOAM"], "Marl"),
        doc("4", "n-BMA", [], "marl"),
        doc("5", "Terra", ["silicone"], null),
        doc("6", "azur", [], "Hanau"),
      ],
    },
  });
  const search = (request: SearchRequest) => names.search("names", { top: 1000, ...request });
  const order = (orderby: string) => search({ orderby }).value.map((d) => d.Name);
  const matching = (filter: string) =>
    search({ filter })
      .value.map((d) => d.ID as string)
      .sort();
  const buckets = (facet: string) =>
    (search({ facets: [facet], top: 0 })["@search.facets"]?.[facet.split(",")[0] as string] ?? []).map((b) =>
      "value" in b ? [b.value, b.count] : [],
    );

  it("orders by the normalized value: case and accents aside, as a reader expects", () => {
    expect(order("Name asc")).toEqual(["Äther", "azur", "i-BMA", "n-BMA", "Terra", "TMPTMA"]);
    expect(order("Name desc")).toEqual(["TMPTMA", "Terra", "n-BMA", "i-BMA", "azur", "Äther"]);
    // Without a normalizer the service orders by code point: capitals, then small letters, then the rest.
    expect(order("Plain asc")).toEqual(["TMPTMA", "Terra", "azur", "i-BMA", "n-BMA", "Äther"]);
  });

  it("answers documents as they were uploaded, whatever the normalizer", () => {
    const [first] = search({ orderby: "Name asc", top: 1 }).value;
    expect(first).toMatchObject({ Name: "Äther", Tags: ["FOAM"], Address: { City: "Marl" } });
  });

  it.each([
    ["Name eq 'ATHER'", ["3"]],
    ["Name eq 'äther'", ["3"]],
    ["Plain eq 'ather'", []],
    ["Name ne 'tmptma'", ["2", "3", "4", "5", "6"]],
    ["Name gt 'M'", ["1", "4", "5"]],
    ["Name le 'I-BMA'", ["2", "3", "6"]],
    ["Plain gt 'M'", ["1", "2", "3", "4", "5", "6"]],
    ["search.in(Name, 'I-BMA|N-bma', '|')", ["2", "4"]],
    ["search.in(Plain, 'I-BMA|n-BMA', '|')", ["4"]],
    ["Tags/any(t: t eq 'FOAM')", ["1", "2", "3"]],
    ["Tags/any(t: search.in(t, 'SILICONE'))", ["2", "5"]],
    ["Tags/all(t: t ne 'Foam')", ["4", "5", "6"]],
    ["Address/City eq 'essen'", ["1", "2"]],
    ["not (Address/City eq 'Marl')", ["1", "2", "5", "6"]],
  ])("filters on normalized values: %s", (filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });

  it("counts facet values by their normalized form and answers that form", () => {
    expect(buckets("Tags")).toEqual([
      ["foam", 3],
      ["silicone", 2],
    ]);
    expect(buckets("Address/City")).toEqual([
      ["ESSEN", 2],
      ["MARL", 2],
      ["HANAU", 1],
    ]);
    expect(buckets("Name,sort:value").map(([value]) => value)).toEqual([
      "ather",
      "azur",
      "i-bma",
      "n-bma",
      "terra",
      "tmptma",
    ]);
    expect(buckets("Plain,sort:value").map(([value]) => value)).toEqual([
      "TMPTMA",
      "Terra",
      "azur",
      "i-BMA",
      "n-BMA",
      "Äther",
    ]);
  });
});
