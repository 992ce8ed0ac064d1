import type { ReactNode } from "react";
import type { BlockContextValue } from "../blocks/context";
import { linkTarget } from "../blocks/link-target";
import { safeColour } from "./colour";
import type { RichTextMark } from "./types";

/** Wraps `children` in one mark; an unusable mark leaves the text plain. */
export function applyMark(mark: RichTextMark, children: ReactNode, key: string, ctx: BlockContextValue): ReactNode {
  const attrs = mark.attrs ?? {};
  switch (mark.type) {
    case "bold":
      return <strong key={key}>{children}</strong>;
    case "italic":
      return <em key={key}>{children}</em>;
    case "underline":
      return <u key={key}>{children}</u>;
    case "strike":
      return <s key={key}>{children}</s>;
    case "code":
      return <code key={key}>{children}</code>;
    case "superscript":
      return <sup key={key}>{children}</sup>;
    case "subscript":
      return <sub key={key}>{children}</sub>;
    case "highlight": {
      const colour = safeColour(attrs.color);
      return colour ? (
        <mark key={key} style={{ backgroundColor: colour }}>
          {children}
        </mark>
      ) : (
        <mark key={key}>{children}</mark>
      );
    }
    case "textStyle": {
      const colour = safeColour(attrs.color);
      return colour ? (
        <span key={key} style={{ color: colour }}>
          {children}
        </span>
      ) : (
        children
      );
    }
    case "anchor": {
      const id = typeof attrs.id === "string" && /^[A-Za-z][\w-]*$/.test(attrs.id) ? attrs.id : undefined;
      return id ? (
        <span key={key} id={id}>
          {children}
        </span>
      ) : (
        children
      );
    }
    case "link": {
      const target = linkTarget(attrs, ctx);
      if (!target) return children;
      return (
        <a key={key} href={target.href} {...target.attrs}>
          {children}
        </a>
      );
    }
    default:
      ctx.logger.warn("Unknown rich text mark", { mark: mark.type });
      return children;
  }
}
