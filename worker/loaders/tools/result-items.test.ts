import { describe, expect, it } from "vitest";
import { contactItem, type ItemContext } from "./result-items";

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
