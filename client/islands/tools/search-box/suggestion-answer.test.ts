import { describe, expect, it } from "vitest";
import { countText, groupLabels, suggestApiOf } from "./suggestion-answer";

describe("the search box's reading of a suggestions answer", () => {
  it("asks the suggestions API of the finders that suggest, for their tool", () => {
    expect(suggestApiOf("/pim/api/pu-additives/en/products")).toEqual({
      url: "/pim/api/pu-additives/en/suggest",
      tool: "products",
    });
    expect(suggestApiOf("/pim/api/intranet/de/contacts")?.tool).toBe("contacts");
    expect(suggestApiOf("/pim/api/pu-additives/en/items")).toBeUndefined();
  });

  it("counts the suggestions in the page's language", () => {
    expect(countText(3, "en")).toBe("3 suggestions available.");
    expect(countText(1, "en")).toBe("1 suggestion available.");
    expect(countText(0, "de")).toBe("Keine Vorschläge.");
    expect(countText(2, "de")).toBe("2 Vorschläge verfügbar.");
  });

  it("names the list's groups in the page's language, the second after what the finder suggests", () => {
    expect(groupLabels("products", "en")).toEqual({ completions: "Complete the word", suggestions: "Products" });
    expect(groupLabels("downloads", "de")).toEqual({ completions: "Wort vervollständigen", suggestions: "Dokumente" });
    expect(groupLabels("other", "en").suggestions).toBe("Suggestions");
  });
});
