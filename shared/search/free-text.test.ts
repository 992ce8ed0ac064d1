import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toSearchText, toSearchTextUnchecked } from "./free-text";

describe("toSearchText", () => {
  it("turns words into prefix terms joined with +", () => {
    expect(toSearchText("foam stabiliser")).toBe("foam*+stabiliser*");
  });

  it("turns non-word characters into separators", () => {
    expect(toSearchText("TEGO®-Carbomer, 141/G")).toBe("TEGO*+Carbomer*+141*+G*");
    expect(toSearchText("  a--b  ")).toBe("a*+b*");
  });

  it("keeps letters of other scripts inside a word", () => {
    expect(toSearchText("Türkiye")).toBe("Türkiye*");
  });

  it("gives empty search text for a single word of two or fewer characters", () => {
    expect(toSearchText("pu")).toBe("");
    expect(toSearchText("x")).toBe("");
    expect(toSearchText(" ab! ")).toBe("");
    expect(toSearchText("abc")).toBe("abc*");
  });

  it("keeps short words when there are several", () => {
    expect(toSearchText("pH 7")).toBe("pH*+7*");
  });

  it("gives empty text for blank or punctuation-only input", () => {
    expect(toSearchText("")).toBe("");
    expect(toSearchText(" !?* ")).toBe("");
  });

  it("never lets query operators through", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = toSearchTextUnchecked(input);
        // Only word characters, the wildcard and the joining +.
        expect(out).toMatch(/^([\p{L}\p{N}_]+\*(\+[\p{L}\p{N}_]+\*)*)?$/u);
      }),
    );
  });
});

describe("toSearchTextUnchecked", () => {
  it("has no length check", () => {
    expect(toSearchTextUnchecked("pu")).toBe("pu*");
    expect(toSearchTextUnchecked("x")).toBe("x*");
    expect(toSearchTextUnchecked("")).toBe("");
  });
});
