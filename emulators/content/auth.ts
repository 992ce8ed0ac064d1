/** Demo delivery tokens of the local contract (DESIGN section 5); not secrets. */
export const PUBLIC_TOKEN = "demo-published";
export const PREVIEW_TOKEN = "demo-preview";

/** What a token may read: published content only, or drafts and releases too. */
export type TokenAccess = "published" | "preview";

export function tokenAccess(token: string | undefined): TokenAccess | null {
  if (token === PUBLIC_TOKEN) return "published";
  if (token === PREVIEW_TOKEN) return "preview";
  return null;
}
