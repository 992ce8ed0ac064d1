import { describe, expect, it } from "vitest";
import { countText, groupLabels, readCompletions, readSuggestions, suggestApiOf } from "./suggestion-answer";

describe("the search box's reading of a suggestions answer", () => {
  it("keeps well-formed suggestions and drops the rest", () => {
    expect(
      readSuggestions({
        suggestions: [
          {
            id: "PR_00000001",
            label: "TEGOSTAB® B 8002",
            kind: "product",
            href: "/pim/fragment/pu-additives/en/product/PR_00000001",
          },
          { id: "PR_00000002", label: "DABCO 33-LV", matched: "280-57-9", kind: "product" },
          { id: "PR_00000003", label: "Elsewhere", href: "https://evil.example/" },
          { id: "PR_00000004", label: "Script", href: "javascript:alert(1)" },
          { id: 5, label: "Not an id" },
          null,
        ],
      }).map((s) => s.id),
    ).toEqual(["PR_00000001", "PR_00000002"]);
    expect(readSuggestions(null)).toEqual([]);
    expect(readSuggestions({ error: { message: "q is required" } })).toEqual([]);
  });

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

  it("keeps the completions that are texts, once each, and reads none from anything else", () => {
    expect(readCompletions({ completions: ["tegostab", "tegostab", "", " ", 3, null, "tegomer"] })).toEqual([
      "tegostab",
      "tegomer",
    ]);
    expect(readCompletions({ completions: "tegostab" })).toEqual([]);
    expect(readCompletions({ suggestions: [] })).toEqual([]);
    expect(readCompletions(undefined)).toEqual([]);
  });

  it("names the list's groups in the page's language, the second after what the finder suggests", () => {
    expect(groupLabels("products", "en")).toEqual({ completions: "Complete the word", suggestions: "Products" });
    expect(groupLabels("downloads", "de")).toEqual({ completions: "Wort vervollständigen", suggestions: "Dokumente" });
    expect(groupLabels("other", "en").suggestions).toBe("Suggestions");
  });
});
