import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeStrayAngleBrackets, spaceLongSlashWords } from "./text-rules";

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

describe("escapeStrayAngleBrackets", () => {
  it("keeps tag-like text and escapes the rest", () => {
    expect(escapeStrayAngleBrackets("H<sub>2</sub>O, pH < 7 and > 5")).toBe("H<sub>2</sub>O, pH &lt; 7 and &gt; 5");
    expect(escapeStrayAngleBrackets("line<br/>next <br>")).toBe("line<br/>next <br>");
    expect(escapeStrayAngleBrackets("<< 3 >>")).toBe("&lt;&lt; 3 &gt;&gt;");
    expect(escapeStrayAngleBrackets('<span class="x">a</span>')).toBe('<span class="x">a</span>');
  });

  it("leaves text without tags free of raw brackets", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = escapeStrayAngleBrackets(s.replace(/[a-zA-Z/]/g, ""));
        expect(out).not.toMatch(/[<>]/);
      }),
    );
  });
});
