import { describe, expect, it } from "vitest";
import { compareLabels } from "./label-order";

describe("the order of value labels", () => {
  it("is the order localeCompare gives in English with case and accents ignored", () => {
    const labels = [
      "Zinc",
      "acid",
      "Äther",
      "aether",
      "B-10",
      "b-9",
      "Ölsäure",
      "olive",
      "10 %",
      "9 %",
      "",
      "Éthanol",
      "ethanol",
    ];
    const expected = [...labels].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect([...labels].sort(compareLabels)).toEqual(expected);
  });

  it("takes labels that differ only in case or accents as equal", () => {
    expect(compareLabels("Ethanol", "éthanol")).toBe(0);
    expect(compareLabels("acid", "Base")).toBeLessThan(0);
  });
});
