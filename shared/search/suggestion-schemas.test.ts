import { describe, expect, it } from "vitest";
import { readSuggestionAnswer } from "./suggestion-schemas.ts";

describe("the suggestions answer as the search box reads it", () => {
  it("keeps well-formed suggestions and drops the rest, a page elsewhere among them", () => {
    const { suggestions } = readSuggestionAnswer({
      suggestions: [
        {
          id: "PR_00000001",
          label: "TEGOSTAB® B 8002",
          kind: "product",
          href: "/pim/fragment/pu-additives/en/product/PR_00000001",
        },
        { id: "PR_00000002", label: "DABCO 33-LV", matched: "280-57-9", kind: "product" },
        { id: "PR_00000003", label: "Elsewhere", kind: "product", href: "https://evil.example/" },
        { id: "PR_00000004", label: "Script", kind: "product", href: "javascript:alert(1)" },
        { id: 5, label: "Not an id", kind: "product" },
        { id: "PR_00000006", label: "No kind" },
        { id: "PR_00000007", label: "Another kind", kind: "page" },
        null,
      ],
    });
    expect(suggestions.map((s) => s.id)).toEqual(["PR_00000001", "PR_00000002"]);
  });

  it("keeps the completions that are texts, once each", () => {
    const answer = readSuggestionAnswer({ completions: ["tegostab", "tegostab", "", " ", 3, null, "tegomer"] });
    expect(answer).toEqual({ suggestions: [], completions: ["tegostab", "tegomer"] });
  });

  it("reads none from anything else: no answer, an error, lists of another type", () => {
    const none = { suggestions: [], completions: [] };
    expect(readSuggestionAnswer(undefined)).toEqual(none);
    expect(readSuggestionAnswer(null)).toEqual(none);
    expect(readSuggestionAnswer("<html>")).toEqual(none);
    expect(readSuggestionAnswer({ error: { message: "q is required" } })).toEqual(none);
    expect(readSuggestionAnswer({ suggestions: "tegostab", completions: { 0: "tegostab" } })).toEqual(none);
  });
});
