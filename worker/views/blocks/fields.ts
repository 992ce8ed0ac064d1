import type { CmsLink } from "../../../shared/links";

/** Field readers: CMS content is JSON someone typed, so every field is checked. */
export const text = (value: unknown): string => (typeof value === "string" ? value : "");

export interface AssetField {
  filename: string;
  alt: string;
  title: string;
}

export function asset(value: unknown): AssetField | null {
  if (!value || typeof value !== "object") return null;
  const a = value as Record<string, unknown>;
  if (typeof a.filename !== "string" || a.filename === "") return null;
  return { filename: a.filename, alt: text(a.alt), title: text(a.title) };
}

export function link(value: unknown): CmsLink | null {
  if (!value || typeof value !== "object") return null;
  const l = value as CmsLink;
  const empty = !l.url && !l.cached_url && !l.email && !l.story && !l.href;
  return empty ? null : l;
}
