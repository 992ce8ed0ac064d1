import { describe, expect, it } from "vitest";
import { compareRows } from "./compare.ts";
import { compareCsv, csvField } from "./compare-csv.ts";

const WORDS = { attribute: "Attribute", unit: "Unit", id: "Product number" };

describe("the compare as CSV", () => {
  it("starts with a byte order mark, ends lines with CRLF and keeps units in their own column", () => {
    const csv = compareCsv(
      {
        products: [
          { id: "PR_00000001", title: "TEGO<sup>®</sup> Foam" },
          { id: "PR_00000002", title: 'Say "hi", world' },
        ],
        rows: [
          { label: "Flash point", unit: "°C", values: ["120", "-5"] },
          { label: "Sales Status", unit: "", values: ["Commercial", ""] },
        ],
      },
      WORDS,
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")).toEqual([
      'Attribute,Unit,TEGO® Foam,"Say ""hi"", world"',
      "Product number,,PR_00000001,PR_00000002",
      "Flash point,°C,120,-5",
      "Sales Status,,Commercial,",
      "",
    ]);
    // UTF-8 throughout: the degree sign is two bytes, not a Latin-1 one.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("separates German fields with semicolons, quoting only what holds one, and names the products once", () => {
    const csv = compareCsv(
      {
        products: [
          { id: "PR_00000001", title: "A; B" },
          { id: "PR_00000002", title: "C" },
        ],
        rows: [
          { label: "ID", unit: "", values: ["PR_00000001", "PR_00000002"] },
          { label: "Dichte", unit: "g/cm³", values: ["2,87", "-1,5"] },
        ],
      },
      { attribute: "Merkmal", unit: "Einheit", id: "Produktnummer" },
      ";",
    );
    expect(csv.slice(1).split("\r\n")).toEqual([
      'Merkmal;Einheit;"A; B";C',
      "ID;;PR_00000001;PR_00000002",
      "Dichte;g/cm³;2,87;-1,5",
      "",
    ]);
  });

  it("keeps text a spreadsheet would run as a formula as text; negative numbers stay numbers", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-cmd")).toBe("'-cmd");
    expect(csvField("-12,5")).toBe('"-12,5"');
    expect(csvField("-0.5")).toBe("-0.5");
  });
});

describe("differences in the compare", () => {
  it("are not found between the ways of writing yes, nor between cases", () => {
    const rows = compareRows(
      [
        { key: "a", label: "A" },
        { key: "b", label: "B" },
        { key: "c", label: "C" },
      ],
      [
        { a: "Yes", b: "Listed", c: "No" },
        { a: "true", b: "listed", c: "Yes" },
        { a: "yes", b: "LISTED", c: "No" },
      ],
    );
    expect(rows.map((r) => [r.label, r.differs])).toEqual([
      ["A", false],
      ["B", false],
      ["C", true],
    ]);
  });
});
