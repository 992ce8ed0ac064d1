import { describe, expect, it } from "vitest";
import { casCheckDigit, isValidCas, randomCas } from "./cas.ts";
import { Random } from "./random.ts";

describe("CAS numbers", () => {
  it("accepts real registry numbers and rejects a wrong check digit", () => {
    expect(isValidCas("7732-18-5")).toBe(true); // water
    expect(isValidCas("64-17-5")).toBe(true); // ethanol
    expect(isValidCas("280-57-9")).toBe(true); // DABCO (triethylenediamine)
    expect(isValidCas("64-17-6")).toBe(false);
    expect(isValidCas("n/a")).toBe(false);
    expect(casCheckDigit("773218")).toBe(5);
  });

  it("generates valid numbers", () => {
    const random = new Random(1);
    for (let i = 0; i < 500; i++) expect(isValidCas(randomCas(random))).toBe(true);
  });
});

describe("Random", () => {
  it("repeats for a seed and stays in range", () => {
    const a = new Random(99);
    const b = new Random(99);
    const xs = Array.from({ length: 100 }, () => a.int(3, 7));
    expect(Array.from({ length: 100 }, () => b.int(3, 7))).toEqual(xs);
    expect(Math.min(...xs)).toBe(3);
    expect(Math.max(...xs)).toBe(7);
    expect(new Set(new Random(5).sample([1, 2, 3, 4, 5], 5))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});
