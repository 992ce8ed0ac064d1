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
