import type { ReactNode } from "react";
import type { CmsLink as CmsLinkValue } from "../../../shared/links";
import { useBlockContext } from "./context";
import { linkTarget } from "./link-target";

/**
 * An anchor for a CMS link. A link without a target (see `linkTarget`) is
 * rendered as `fallback`: by default its text, plain.
 */
export function CmsLink({
  link,
  className,
  children,
  fallback,
}: {
  link: CmsLinkValue | null;
  className?: string;
  children: ReactNode;
  /** What stands in for a link that leads nowhere; `null` drops it. */
  fallback?: ReactNode;
}): ReactNode {
  const ctx = useBlockContext();
  if (!link) return children;
  const target = linkTarget(link, ctx);
  if (!target) return fallback !== undefined ? fallback : <span className={className}>{children}</span>;
  return (
    <a href={target.href} className={className} {...target.attrs}>
      {children}
    </a>
  );
}
