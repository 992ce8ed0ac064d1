import { describe, expect, it, vi } from "vitest";
import { languageName, languageNameOf } from "./language-names";

describe("language names", () => {
  it("name a code in the page language, the same every time it is asked", () => {
    for (let i = 0; i < 3; i++) {
      expect(languageName("pt", "en")).toBe("Portuguese");
      expect(languageName("pt", "de")).toBe("Portugiesisch");
    }
  });

  it("ask the runtime once for a name, however often a page names it", () => {
    const of = vi.spyOn(Intl.DisplayNames.prototype, "of");
    try {
      for (let i = 0; i < 5; i++) expect(languageName("fi", "de")).toBe("Finnisch");
      expect(of).toHaveBeenCalledTimes(1);
    } finally {
      of.mockRestore();
    }
  });

  it("keep a code the runtime cannot name, or one that is not well formed, as it came", () => {
    for (let i = 0; i < 2; i++) {
      expect(languageName("qq", "en")).toBe("qq");
      expect(languageName("not a code!", "de")).toBe("not a code!");
    }
  });

  it("name an English language name in the page language", () => {
    expect(languageNameOf("German", "de")).toBe("Deutsch");
    expect(languageNameOf("German", "en")).toBe("German");
    expect(languageNameOf("Klingon-ish", "de")).toBe("Klingon-ish");
  });
});
