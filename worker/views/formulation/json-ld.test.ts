import { describe, expect, it } from "vitest";
import type { FormulationDocument } from "../../../shared/catalogue/documents";
import { scriptSafeJson } from "../../../shared/script-safe-json";
import { formulationJsonLd } from "./json-ld";

const formulation = {
  ID: "FO_1",
  Name: "C<sub>18</sub> emulsion </script><script>alert(1)</script>",
  AT_FormulationCode: "",
  AT_Description: "  ",
  AT_FirstPublicationDate: "not a date",
  Phases: [
    { Phase: "A", Ingredients: "TEGO® Care 450", Manufacturer: "Us", Dose: 2, ProductId: "PR_1" },
    { Phase: "B", Ingredients: "TEGO® Care 450", Manufacturer: "Us", Dose: 1, ProductId: "PR_1" },
    { Phase: "B", Ingredients: "Water", Manufacturer: "", Dose: 97, ProductId: null },
  ],
} as unknown as FormulationDocument;

describe("a formulation's JSON-LD", () => {
  it("says only what the page shows, each product once, and cannot close its script element", () => {
    const data = formulationJsonLd(formulation, "https://x.test/f");
    // No code: the ID identifies it; an empty description and a date the index wrote wrongly are left out.
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: "C18 emulsion </script><script>alert(1)</script>",
      identifier: "FO_1",
      url: "https://x.test/f",
      mentions: [{ "@type": "Product", name: "TEGO® Care 450", productID: "PR_1" }],
    });
    const json = scriptSafeJson(data);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(data);
  });
});
