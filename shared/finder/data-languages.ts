/**
 * The data languages a finder offers besides the page's own: the form's
 * choice and the name its chip shows are the same words (one list, so the
 * island's bundle carries them once).
 */
export const DATA_LANGUAGES = [
  { value: "", label: "Page language" },
  { value: "en-us", label: "English (en-us)" },
  { value: "de-de", label: "German (de-de)" },
] as const;
