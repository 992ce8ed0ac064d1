import { describe, expect, it } from "vitest";
import { dataLanguageOf } from "./data-language";

describe("dataLanguageOf", () => {
  it("is the page's language from the API path, unmarked when English", () => {
    expect(dataLanguageOf("/pim/api/pu-additives/de/products")).toBe("de");
    expect(dataLanguageOf("/pim/api/pu-additives/en/products")).toBeUndefined();
  });

  it("follows the data language asked with context", () => {
    expect(dataLanguageOf("/pim/api/pu-additives/en/products", "de-de")).toBe("de");
    expect(dataLanguageOf("/pim/api/pu-additives/de/products", "en-us")).toBeUndefined();
    expect(dataLanguageOf("/pim/api/pu-additives/de/products", "")).toBe("de");
    // A context the finder does not offer (a hand-made link) names no language.
    expect(dataLanguageOf("/pim/api/pu-additives/en/products", "xx-yy")).toBeUndefined();
  });
});
