import { describe, expect, it } from "vitest";
import { languageName, languageNameOf } from "./language-names";

describe("language names", () => {
  it("name a code in the page language, the same every time it is asked", () => {
    for (let i = 0; i < 3; i++) {
      expect(languageName("pt", "en")).toBe("Portuguese");
      expect(languageName("pt", "de")).toBe("Portugiesisch");
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
