import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inlineParts, plainText } from "../text-rules";
import { HIGHLIGHT_PRE_TAG as A, HIGHLIGHT_POST_TAG as B, markedRanges, markedTitle } from "./highlight-marks";

describe("highlighted words in a title", () => {
  it("marks the words the service marked", () => {
    expect(
      markedTitle("TEGOSTAB® B 8002 silicone surfactant", `${A}TEGOSTAB${B}® B 8002 ${A}silicone${B} surfactant`),
    ).toBe("<mark>TEGOSTAB</mark>® B 8002 <mark>silicone</mark> surfactant");
  });

  it("renders marks as elements and keeps markup of the data as text", () => {
    const title = '<img src=x onerror="alert(1)"> TEGO Care';
    const marked = markedTitle(title, `<img src=x onerror="alert(1)"> ${A}TEGO${B} Care`) as string;
    expect(inlineParts(marked)).toEqual(['<img src=x onerror="alert(1)"> ', { tag: "mark", parts: ["TEGO"] }, " Care"]);
    expect(plainText(marked)).toBe(title);
  });

  it("does not cut the title's own inline tags", () => {
    expect(markedTitle("H<sub>2</sub>O", `H<${A}sub${B}>2</sub>O`)).toBeUndefined();
    expect(markedTitle("Na<sub>2</sub>SO<sub>4</sub> salt", `Na<sub>2</sub>SO<sub>4</sub> ${A}salt${B}`)).toBe(
      "Na<sub>2</sub>SO<sub>4</sub> <mark>salt</mark>",
    );
  });

  it.each([
    ["another title", `${A}other${B} title`],
    ["unclosed", `${A}unclosed`],
    ["stray close", `stray${B} close`],
    ["two words", `${A}two words${B}`],
    ["inject", `${A}<script>${B}`],
    ["nested", `${A}${A}nested${B}${B}`],
    ["no marks", "no marks"],
  ])("leaves %s unmarked when the highlight does not fit", (title, highlighted) => {
    expect(markedTitle(title, highlighted)).toBeUndefined();
  });

  it("never turns any service answer into anything but the title's own text and marks", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, highlighted) => {
        const marked = markedTitle(title, highlighted);
        if (marked === undefined) return;
        expect(marked.replaceAll("<mark>", "").replaceAll("</mark>", "")).toBe(title);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[^\uE000\uE001]*$/), fc.boolean())), (pieces) => {
        const title = pieces.map(([t]) => t).join("");
        const highlighted = pieces.map(([t, m]) => (m && /^[\p{L}\p{N}_]+$/u.test(t) ? `${A}${t}${B}` : t)).join("");
        const read = markedRanges(highlighted);
        expect(read?.text).toBe(title);
      }),
    );
  });
});
