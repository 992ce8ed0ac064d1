/**
 * The finders' suggestions as you type: which finder suggests from which
 * index, what a visitor's text becomes before it is sent, and the answer of
 * `GET /pim/api/{site}/{lang}/suggest`.
 */
import { isProductId } from "../catalogue/ids.ts";

/** The finders whose search box suggests, and the kind of thing each suggestion is. */
export const SUGGESTING_TOOLS = {
  products: "product",
  formulations: "formulation",
  downloads: "document",
  contacts: "contact",
} as const;
export type SuggestingTool = keyof typeof SUGGESTING_TOOLS;

/** Fewer characters than this suggest nothing (two letters begin too many names to be of use). */
export const MIN_SUGGEST_CHARS = 3;
/** The service's limit on suggest text. */
export const MAX_SUGGEST_CHARS = 100;
/** Suggestions shown under the box. */
export const SUGGESTION_COUNT = 8;
/** Completions of the word being typed. */
export const COMPLETION_COUNT = 3;

export interface SuggestionItem {
  id: string;
  /** The name of the thing suggested. */
  label: string;
  /** The text that matched when it is not the name (a CAS number). */
  matched?: string;
  kind: (typeof SUGGESTING_TOOLS)[SuggestingTool];
  /** Its page, where it has one (products, formulations). */
  href?: string;
}

export interface SuggestionsAnswer {
  suggestions: SuggestionItem[];
  /** The text typed with its last word completed (lower case, as the index holds words), best first. */
  completions: string[];
}

const NON_WORD = /[^\p{L}\p{N}_-]+/gu;

/**
 * The text sent to the suggester: the visitor's words with everything but
 * letters, digits, `_` and `-` (CAS numbers keep their hyphens) turned to
 * spaces; undefined when fewer than {@link MIN_SUGGEST_CHARS} word
 * characters remain.
 */
export function suggestText(input: string): string | undefined {
  const text = input.replace(NON_WORD, " ").replace(/\s+/g, " ").trim().slice(0, MAX_SUGGEST_CHARS).trim();
  return text.replace(/[-_\s]/g, "").length >= MIN_SUGGEST_CHARS ? text : undefined;
}

/** A product ID (`PR_` and 8 digits) typed on its own, in its canonical case; undefined otherwise. */
export function typedProductId(input: string): string | undefined {
  const id = input.trim().toUpperCase();
  return isProductId(id) ? id : undefined;
}
