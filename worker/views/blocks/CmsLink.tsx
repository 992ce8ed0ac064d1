import type { ReactNode } from "react";
import { type CmsLink as CmsLinkValue, resolveLink } from "../../../shared/links";
import { useBlockContext } from "./context";

/** An anchor for a CMS link; an unresolvable link is logged and its text shown plain. */
export function CmsLink({
  link,
  className,
  children,
}: {
  link: CmsLinkValue | null;
  className?: string;
  children: ReactNode;
}): ReactNode {
  const ctx = useBlockContext();
  if (!link) return children;
  const result = resolveLink(link, ctx.lang);
  if (!result.ok) {
    ctx.logger.error("Link resolution error", { error: result.error });
    return <span className={className}>{children}</span>;
  }
  return (
    <a href={result.link.href} className={className} {...result.link.attrs}>
      {children}
    </a>
  );
}
