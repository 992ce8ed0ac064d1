import { type CmsLink, type ResolvedLink, resolveLink } from "../../../shared/links";
import type { BlockContextValue } from "./context";

/**
 * The target of a CMS link on a rendered page, or null when it has none: a
 * link that cannot be resolved, or a story link whose story the content API
 * did not return (deleted, unpublished, never created). Either way the link
 * is logged and the caller renders no anchor (spec section 8: link
 * resolution error logged, no link). A live render in the Visual Editor gets
 * the bridge's story JSON, whose links were never resolved, so there a story
 * link falls back to its cached slug.
 */
export function linkTarget(
  link: CmsLink | null | undefined,
  ctx: Pick<BlockContextValue, "lang" | "editor" | "logger">,
): ResolvedLink | null {
  if (!link) return null;
  const result = resolveLink(link, ctx.lang, { linksResolved: !ctx.editor });
  if (result.ok) return result.link;
  ctx.logger.warn("Link resolution error", { error: result.error, linktype: String(link.linktype ?? "") });
  return null;
}
