import type { SuggestionItem } from "../../../../shared/search/suggestions";

/** The suggestions of an answer of `/pim/api/{site}/{lang}/suggest`, each checked; anything else is none. */
export function readSuggestions(json: unknown): SuggestionItem[] {
  const list = (json as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (s): s is SuggestionItem =>
      typeof s === "object" &&
      s !== null &&
      typeof s.id === "string" &&
      typeof s.label === "string" &&
      (s.matched === undefined || typeof s.matched === "string") &&
      // Only a page of this site: an answer never sends the visitor elsewhere.
      (s.href === undefined || (typeof s.href === "string" && s.href.startsWith("/pim/fragment/"))),
  );
}

/** The completions of an answer (the typed text with its last word completed), each a non-empty text; anything else is none. */
export function readCompletions(json: unknown): string[] {
  const list = (json as { completions?: unknown } | null)?.completions;
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter((c): c is string => typeof c === "string" && c.trim() !== ""))];
}

/** The suggestions API of a finder's API (`/pim/api/{site}/{lang}/{tool}`), or undefined for a tool that does not suggest. */
export function suggestApiOf(api: string): { url: string; tool: string } | undefined {
  const m = /^(\/pim\/api\/[^/]+\/[^/]+)\/(products|formulations|contacts|downloads)$/.exec(api);
  return m ? { url: `${m[1]}/suggest`, tool: m[2] as string } : undefined;
}

/** What the live region says of a list of `count` suggestions, in the page's language. */
export function countText(count: number, lang: string): string {
  if (lang === "de")
    return count === 0 ? "Keine Vorschläge." : `${count} ${count === 1 ? "Vorschlag" : "Vorschläge"} verfügbar.`;
  return count === 0 ? "No suggestions." : `${count} ${count === 1 ? "suggestion" : "suggestions"} available.`;
}

const GROUP_LABELS = {
  en: {
    completions: "Complete the word",
    products: "Products",
    formulations: "Formulations",
    downloads: "Documents",
    contacts: "Contacts",
  },
  de: {
    completions: "Wort vervollständigen",
    products: "Produkte",
    formulations: "Formulierungen",
    downloads: "Dokumente",
    contacts: "Kontakte",
  },
} as const;

/** The names of the list's two groups, in the page's language: the completions, and the things the finder `tool` suggests. */
export function groupLabels(tool: string, lang: string): { completions: string; suggestions: string } {
  const labels = lang === "de" ? GROUP_LABELS.de : GROUP_LABELS.en;
  return {
    completions: labels.completions,
    suggestions: labels[tool as keyof typeof labels] ?? (lang === "de" ? "Vorschläge" : "Suggestions"),
  };
}
