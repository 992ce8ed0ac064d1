import { describe, expect, it } from "vitest";
import { NORMALIZER_NAMES, normalizerOf } from "./normalizers.ts";

describe("predefined normalizers", () => {
  it.each([
    ["lowercase", "VISIOMER® n-BMA", "visiomer® n-bma"],
    ["lowercase", "Äther", "äther"],
    ["lowercase", "İzmir", "izmir"],
    ["uppercase", "i-BMA", "I-BMA"],
    // One code point stays one: the service does not upper-case ß to SS.
    ["uppercase", "Straße", "STRAßE"],
    ["asciifolding", "Äther Crème Øl", "Ather Creme Ol"],
    ["asciifolding", "Straße Łódź ﬁne", "Strasse Lodz fine"],
    // Other scripts are not Latin letters with accents: they stay.
    ["asciifolding", "Москва й", "Москва й"],
    ["asciifolding", "TEGOSOFT® P", "TEGOSOFT® P"],
    ["standard", "Äther", "ather"],
    ["standard", "Noah Yılmaz", "noah yilmaz"],
    ["elision", "l'avion", "avion"],
    ["elision", "L’Oréal", "Oréal"],
    ["elision", "O'Brien", "O'Brien"],
  ] as const)("%s: %s becomes %s", (name, input, expected) => {
    expect(normalizerOf(name)(input)).toBe(expected);
  });

  it("leaves plain ASCII in the right case as it is", () => {
    for (const name of NORMALIZER_NAMES) {
      const text = name === "uppercase" ? "ABC 123-X" : "abc 123-x";
      expect(normalizerOf(name)(text), name).toBe(text);
    }
  });
});
