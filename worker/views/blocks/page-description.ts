import type { Blok } from "../../model/content";
import { summary } from "../shell/seo";

/** Plain-text block fields that introduce a page, as an editor writes them. */
const INTRO_FIELDS = ["subline", "intro", "text"] as const;

function firstIntro(value: unknown, depth: number): string | undefined {
  if (depth > 4 || !value || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstIntro(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const blok = value as Record<string, unknown>;
  if (typeof blok.component !== "string") return undefined;
  for (const field of INTRO_FIELDS) {
    const text = blok[field];
    if (typeof text === "string" && text.trim()) return text;
  }
  for (const field of ["body", "columns", "items"]) {
    const found = firstIntro(blok[field], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The meta description of a content page: the story's own `description`
 * when the editor wrote one, else the first introducing text of its blocks
 * (a hero's subline, a section's intro), else the title.
 */
export function pageDescription(content: Blok, title: string): string {
  const own = typeof content.description === "string" ? content.description.trim() : "";
  return summary(own || firstIntro(content.body, 0) || title);
}
