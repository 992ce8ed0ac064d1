import { describe, expect, it } from "vitest";
import type { SearchClient } from "../../services/search/client";
import { compareProducts } from "./compare-products";

/** A search client answering every query with these product documents. */
function clientWith(docs: Record<string, unknown>[]): SearchClient {
  return {
    audience: "public",
    language: "en-us",
    search: async <T>() => ({ count: docs.length, value: docs as T[], facets: {} }),
    suggest: async () => [],
    autocomplete: async () => [],
  };
}

const row = (answer: Awaited<ReturnType<typeof compareProducts>>, label: string) =>
  answer.rows.find((r) => r.label === label)?.values;

describe("compare table values", () => {
  const docs = [
    { ID: "PR_00000001", Name: "A", AT_ShelfLife_Value: 18, AT_ShelfLife_Unit: "months", AT_LeadTime_Value: 2.5 },
    { ID: "PR_00000002", Name: "B", AT_ShelfLife_Value: 24, AT_LeadTime_Value: 10, AT_LeadTime_Unit: "days" },
  ];
  const compare = (lang: string) =>
    compareProducts(clientWith(docs), ["PR_00000001", "PR_00000002"], {
      audience: "public",
      site: "pu-additives",
      lang,
    });

  it("take the attribute's own unit where the document names none, as the product page does", async () => {
    const answer = await compare("en");
    expect(row(answer, "Shelf Life")).toEqual(["18 months", "24 months"]);
    expect(row(answer, "Lead Time")).toEqual(["2.5 days", "10 days"]);
  });

  it("write German numbers and unit words on German pages", async () => {
    const answer = await compare("de");
    expect(row(answer, "Haltbarkeit")).toEqual(["18 Monate", "24 Monate"]);
    expect(row(answer, "Lieferzeit")).toEqual(["2,5 Tage", "10 Tage"]);
  });
});
