import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inlineParts, plainText, spaceLongSlashWords } from "./text-rules";

describe("spaceLongSlashWords", () => {
  it("spaces the slash in words of 10 or more characters", () => {
    expect(spaceLongSlashWords("Polyurethane/Polyisocyanurate foams")).toBe("Polyurethane / Polyisocyanurate foams");
    expect(spaceLongSlashWords("adhesives/sealants")).toBe("adhesives / sealants");
  });

  it("leaves short words, slash-free words and URLs alone", () => {
    expect(spaceLongSlashWords("and/or w/o")).toBe("and/or w/o");
    expect(spaceLongSlashWords("Methacrylates")).toBe("Methacrylates");
    expect(spaceLongSlashWords("see https://example.com/a/b")).toBe("see https://example.com/a/b");
  });

  it("counts the slash among the 10 characters", () => {
    expect(spaceLongSlashWords("abcd/efgh")).toBe("abcd/efgh");
    expect(spaceLongSlashWords("abcd/efghi")).toBe("abcd / efghi");
  });
});

describe("inlineParts", () => {
  it("makes elements of the inline tags and keeps every other bracket as text", () => {
    expect(inlineParts("H<sub>2</sub>O, pH < 7 and > 5")).toEqual([
      "H",
      { tag: "sub", parts: ["2"] },
      "O, pH < 7 and > 5",
    ]);
    expect(inlineParts("m<SUP>2</SUP>/g")).toEqual(["m", { tag: "sup", parts: ["2"] }, "/g"]);
    expect(inlineParts("line<br/>next <br>")).toEqual(["line", { tag: "br" }, "next ", { tag: "br" }]);
    expect(inlineParts("<b>bold <i>both</i></b>")).toEqual([
      { tag: "b", parts: ["bold ", { tag: "i", parts: ["both"] }] },
    ]);
    expect(inlineParts("<< 3 >>")).toEqual(["<< 3 >>"]);
  });

  it("keeps tags with attributes, unknown tags and unmatched tags as text", () => {
    expect(inlineParts('<span class="x">a</span>')).toEqual(['<span class="x">a</span>']);
    expect(inlineParts("TEGOSTAB <B 8002>")).toEqual(["TEGOSTAB <B 8002>"]);
    expect(inlineParts("<script>alert(1)</script>")).toEqual(["<script>alert(1)</script>"]);
    expect(inlineParts("a <sub>b")).toEqual(["a <sub>b"]);
    expect(inlineParts("a </sub> b")).toEqual(["a </sub> b"]);
    // Crossed tags: the pair that closes in order is kept, the other is text.
    expect(inlineParts("<b>x<i>y</b>z</i>")).toEqual(["<b>x", { tag: "i", parts: ["y</b>z"] }]);
    expect(inlineParts("a</br>b")).toEqual(["a</br>b"]);
  });

  it("loses no character of the text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", " ", "<", ">", "/", "<sub>", "</sub>", "<b>", "</b>", "<i>", "</i>", "<br>")),
        (pieces) => {
          const text = pieces.join("");
          const written = (parts: ReturnType<typeof inlineParts>): string =>
            parts
              .map((part) =>
                typeof part === "string"
                  ? part
                  : part.tag === "br"
                    ? "<br>"
                    : `<${part.tag}>${written(part.parts)}</${part.tag}>`,
              )
              .join("");
          expect(written(inlineParts(text))).toBe(text);
        },
      ),
    );
  });
});

describe("inlineParts on hostile input", () => {
  const depth = (parts: ReturnType<typeof inlineParts>): number =>
    Math.max(0, ...parts.map((part) => (typeof part === "object" && "parts" in part ? 1 + depth(part.parts) : 0)));

  it("keeps elements at most eight deep; deeper tags are text", () => {
    const nested = `${"<b>".repeat(20)}x${"</b>".repeat(20)}`;
    const parts = inlineParts(nested);
    expect(depth(parts)).toBe(8);
    expect(plainText(nested)).toBe(`${"<b>".repeat(12)}x${"</b>".repeat(12)}`);
  });

  it("reads long runs of tags, closed or not, in one pass", () => {
    const unclosed = "<b><br>".repeat(40_000);
    // Never closed: every <b> is text, every <br> a line break.
    expect(depth(inlineParts(unclosed))).toBe(0);
    expect(plainText(unclosed).length).toBeGreaterThan(0);
    const closed = `${"<i>".repeat(5_000)}deep${"</i>".repeat(5_000)}`;
    expect(plainText(closed)).toContain("deep");
  });
});

describe("plainText", () => {
  it("drops the inline tags, a line break becomes a space", () => {
    expect(plainText("H<sub>2</sub>O")).toBe("H2O");
    expect(plainText("one<br/>two")).toBe("one two");
    expect(plainText("pH < 7 <span>")).toBe("pH < 7 <span>");
  });
});

describe("spaceLongSlashWords and inline tags", () => {
  it("leaves the slash of an inline tag alone", () => {
    expect(spaceLongSlashWords("C<sub>18</sub>-MA/C<sub>16</sub>")).toBe("C<sub>18</sub>-MA / C<sub>16</sub>");
    expect(spaceLongSlashWords("first-line<br/>second")).toBe("first-line<br/>second");
    expect(spaceLongSlashWords("Liquid<br />Viscosity at 25 °C")).toBe("Liquid<br />Viscosity at 25 °C");
    expect(spaceLongSlashWords("Polyurethane/Polyisocyanurate<br />foams")).toBe(
      "Polyurethane / Polyisocyanurate<br />foams",
    );
    expect(inlineParts(spaceLongSlashWords("Liquid<br />Viscosity"))).toEqual(["Liquid", { tag: "br" }, "Viscosity"]);
  });
});
