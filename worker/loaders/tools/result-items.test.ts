import { describe, expect, it } from "vitest";
import { contactItem, downloadItem, fileSize, type ItemContext } from "./result-items";

const ctx = {} as ItemContext;

describe("a contact's name in the finders", () => {
  it("carries the academic title once, whether or not the index's name already has it", () => {
    expect(contactItem({ ID: "c1", Name: "Dr. Markus Kaya", AT_Title: "Dr." }, ctx).title).toBe("Dr. Markus Kaya");
    expect(contactItem({ ID: "c2", Name: "Prof. Dr. Isabel Wang", AT_Title: "Prof. Dr." }, ctx).title).toBe(
      "Prof. Dr. Isabel Wang",
    );
    expect(contactItem({ ID: "c3", Name: "Giulia Silva", AT_Title: "Dipl.-Ing." }, ctx).title).toBe(
      "Dipl.-Ing. Giulia Silva",
    );
    expect(contactItem({ ID: "c4", Name: "Anna Berg", AT_Title: null }, ctx).title).toBe("Anna Berg");
    expect(contactItem({ ID: "c5" }, ctx).title).toBe("c5");
  });
});

describe("a document's size in the download center", () => {
  it("is written as elsewhere in the catalogue: kB below a thousand, MB with one decimal above", () => {
    expect(fileSize(0.2)).toBe("1 kB");
    expect(fileSize(310)).toBe("310 kB");
    expect(fileSize(1475)).toBe("1.4 MB");
    expect(fileSize(2458)).toBe("2.4 MB");
    expect(downloadItem({ ID: "a1", Name: "Brochure", AT_FileSizeKB: 1475 }, ctx).meta).toContain("1.4 MB");
  });
});
