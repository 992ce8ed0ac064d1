import { describe, expect, it } from "vitest";
import { checkDocuments, type FieldMismatch } from "./document-check";

const base = {
  ID: "PL_00000001",
  Name: "Marl",
  UserTypeID: "Plant",
  ClassificationReference: [{ ClassificationID: "RG_EU", Type: "Plant2Region", Name: null }],
  ProductCrossReference: [],
  AT_SAP_LocationName: "Marl Chemical Park",
  AT_Abbreviation: "MRL",
  AT_CountryCode: "DE",
  AT_SAPPlantCode: "DE01",
};

function check(docs: Record<string, unknown>[], select?: string[]) {
  const mismatches: FieldMismatch[] = [];
  const out = checkDocuments("plants", docs, select, (m) => mismatches.push(m));
  return { out, mismatches };
}

describe("document check", () => {
  it("passes a document of the expected shape untouched", () => {
    const doc = { ...base, "@search.score": 1, Extra: 5 };
    const { out, mismatches } = check([doc]);
    expect(out).toEqual([{ ...base, "@search.score": 1, Extra: 5 }]);
    expect(mismatches).toEqual([]);
  });

  it("blanks a missing or mistyped field, keeps the document, and reports each problem once", () => {
    const { AT_Abbreviation: _gone, ...withoutAbbreviation } = base;
    const docs = [
      { ...withoutAbbreviation, AT_CountryCode: 49 },
      { ...withoutAbbreviation, AT_CountryCode: 50, ClassificationReference: [{ ClassificationID: 7, Type: "x" }] },
    ];
    const { out, mismatches } = check(docs);
    expect(out.map((d) => [d.ID, d.AT_Abbreviation, d.AT_CountryCode, d.Name])).toEqual([
      ["PL_00000001", "", "", "Marl"],
      ["PL_00000001", "", "", "Marl"],
    ]);
    expect(out[1]?.ClassificationReference).toEqual([]);
    expect(mismatches).toEqual([
      { field: "AT_Abbreviation", problem: "missing", expected: "string" },
      { field: "AT_CountryCode", problem: "type", expected: "string" },
      { field: "ClassificationReference/ClassificationID", problem: "type", expected: "string" },
    ]);
  });

  it("checks only the selected fields of a selecting request", () => {
    const { mismatches } = check([{ ID: "PL_00000001", Name: "Marl" }], ["ID", "Name"]);
    expect(mismatches).toEqual([]);
    expect(check([{ ID: "PL_00000001" }], ["ID", "Name", "NotKnownToTheWorker"]).mismatches).toEqual([
      { field: "Name", problem: "missing", expected: "string" },
    ]);
  });
});
