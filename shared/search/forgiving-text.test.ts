import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { alternativesText, casWithHyphens, fuzzyEdits, fuzzyText, similarWordsNotice } from "./forgiving-text";

describe("the searches after an empty answer", () => {
  it("asks for each word whole too, so that synonym maps apply", () => {
    expect(alternativesText("polyurethane")).toBe("polyurethane* OR polyurethane");
    expect(alternativesText("Emulgator, TEGO")).toBe("(emulgator* OR emulgator) AND (tego* OR tego)");
  });

  it("writes a hyphen-less CAS number with its hyphens when its check digit holds", () => {
    expect(casWithHyphens("9004824")).toBe("9004-82-4");
    expect(casWithHyphens("2595973809")).toBe("2595973-80-9");
    expect(casWithHyphens("9004825")).toBeUndefined();
    expect(casWithHyphens("1234")).toBeUndefined();
    expect(alternativesText("9004824")).toBe('9004824* OR "9004-82-4"');
  });

  it("makes words fuzzy by their length: none under 4, 1 edit up to 7, 2 from 8", () => {
    expect(["pu", "abc", "dabko", "tegostb", "polyurethan"].map(fuzzyEdits)).toEqual([0, 0, 1, 1, 2]);
    expect(fuzzyText("tegostb")).toBe("tegostb* OR tegostb OR tegostb~1");
    expect(fuzzyText("dabko abc")).toBe("(dabko* OR dabko OR dabko~1) AND (abc* OR abc)");
    expect(fuzzyText("abc")).toBeUndefined();
  });

  it("leaves out what the spec's rule leaves out", () => {
    expect(alternativesText("pu")).toBeUndefined();
    expect(fuzzyText("  ")).toBeUndefined();
    expect(alternativesText("®™")).toBeUndefined();
  });

  it("never lets visitor text become query syntax", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        for (const text of [alternativesText(input), fuzzyText(input)]) {
          if (text === undefined) continue;
          const stripped = text
            .replace(/"\d+-\d\d-\d"/g, "")
            .replace(/"(?:\p{L}+ \p{N}+|\p{N}+ \p{L}+)"/gu, "")
            .replace(/\b(AND|OR)\b/g, "");
          expect(stripped).not.toMatch(/[^\p{L}\p{N}_*~\s()]/u);
        }
      }),
    );
    expect(alternativesText("a AND b OR NOT c:d")).toBe(
      "(a* OR a) AND (and* OR and) AND (b* OR b) AND (or* OR or) AND (not* OR not) AND (c* OR c) AND (d* OR d)",
    );
  });

  it("finds a product code in its other spacing: written together or apart", () => {
    expect(alternativesText("DC2525")).toBe('dc2525* OR dc2525 OR "dc 2525"');
    expect(alternativesText("NE 1070")).toBe("((ne* OR ne) AND (1070* OR 1070)) OR ne1070* OR ne1070");
    expect(alternativesText("dabco 33 lv")).toBe(
      "(dabco* OR dabco) AND (((33* OR 33) AND (lv* OR lv)) OR 33lv* OR 33lv)",
    );
    // A CAS number is a number, not a code; a word of letters alone has no other spacing.
    expect(alternativesText("9004824")).toBe('9004824* OR "9004-82-4"');
    expect(fuzzyText("tegostab DC2525")).toBe(
      '(tegostab* OR tegostab OR tegostab~2) AND (dc2525* OR dc2525 OR dc2525~1 OR "dc 2525")',
    );
  });

  it("says in the page's language that the results are for similar words", () => {
    expect(similarWordsNotice(" tegostb ", "en")).toBe(
      "No exact match for 'tegostb'. Showing results for similar words.",
    );
    expect(similarWordsNotice("tegostb", "de")).toBe(
      "Keine genaue Übereinstimmung für „tegostb“. Ergebnisse für ähnliche Wörter werden angezeigt.",
    );
  });
});
