import { Fragment, type ReactNode } from "react";
import { buildImage } from "../../../shared/image";
import { spaceLongSlashWords } from "../../../shared/text-rules";
import type { RenderBloks } from "../blocks/blok-props";
import { type BlockContextValue, useBlockContext } from "../blocks/context";
import { applyMark } from "./marks";
import type { RichTextNode } from "./types";

export interface RichTextProps {
  /** A Storyblok rich text document (`{ type: "doc", content: [...] }`). */
  doc: unknown;
  /** Renders the blocks embedded in the text (the block registry's, handed to the block that holds the text). */
  renderBloks?: RenderBloks;
}

/**
 * Renders a rich text document with React, so every text and attribute is
 * escaped; links, colours and image sources are checked before they are used.
 * No content array: a warning and nothing. Empty document: nothing.
 */
export function RichText({ doc, renderBloks }: RichTextProps): ReactNode {
  const ctx = useBlockContext();
  if (!doc || typeof doc !== "object" || !Array.isArray((doc as RichTextNode).content)) {
    ctx.logger.warn("Rich text without a content array", { type: typeof doc });
    return null;
  }
  const content = (doc as RichTextNode).content ?? [];
  if (content.length === 0) return null;
  return <>{renderNodes(content, ctx, renderBloks, "r", false)}</>;
}

function renderNodes(
  nodes: RichTextNode[],
  ctx: BlockContextValue,
  renderBloks: RichTextProps["renderBloks"],
  prefix: string,
  inCode: boolean,
): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, ctx, renderBloks, `${prefix}.${i}`, inCode));
}

function headingLevel(value: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  const n = Number(value);
  return n >= 1 && n <= 6 ? (Math.trunc(n) as 1 | 2 | 3 | 4 | 5 | 6) : 2;
}

function renderNode(
  node: RichTextNode,
  ctx: BlockContextValue,
  renderBloks: RichTextProps["renderBloks"],
  key: string,
  inCode: boolean,
): ReactNode {
  if (!node || typeof node !== "object") return null;
  const children = () => renderNodes(Array.isArray(node.content) ? node.content : [], ctx, renderBloks, key, inCode);
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case "text": {
      const raw = typeof node.text === "string" ? node.text : "";
      const marks = Array.isArray(node.marks) ? node.marks : [];
      const isCode = inCode || marks.some((m) => m.type === "code");
      let out: ReactNode = isCode ? raw : spaceLongSlashWords(raw);
      marks.forEach((mark, m) => {
        out = applyMark(mark, out, `${key}.m${m}`, ctx);
      });
      return <Fragment key={key}>{out}</Fragment>;
    }
    case "paragraph":
      return <p key={key}>{children()}</p>;
    case "heading": {
      const Tag = `h${headingLevel(attrs.level)}` as const;
      return <Tag key={key}>{children()}</Tag>;
    }
    case "bullet_list":
      return <ul key={key}>{children()}</ul>;
    case "ordered_list": {
      const start = Number(attrs.order);
      return (
        <ol key={key} {...(Number.isInteger(start) && start > 1 ? { start } : {})}>
          {children()}
        </ol>
      );
    }
    case "list_item":
      return <li key={key}>{children()}</li>;
    case "blockquote":
      return <blockquote key={key}>{children()}</blockquote>;
    case "code_block": {
      const language = typeof attrs.class === "string" ? /language-([\w-]+)/.exec(attrs.class)?.[1] : undefined;
      return (
        <pre key={key}>
          <code {...(language ? { className: `language-${language}` } : {})}>
            {renderNodes(node.content ?? [], ctx, renderBloks, key, true)}
          </code>
        </pre>
      );
    }
    case "horizontal_rule":
      return <hr key={key} />;
    case "hard_break":
      return <br key={key} />;
    case "image": {
      const img = buildImage(attrs.src, { width: 1200 }, (message) => ctx.logger.warn(message));
      if (!img) {
        ctx.logger.warn("Rich text image without a usable source");
        return null;
      }
      return (
        <img
          key={key}
          src={img.src}
          srcSet={img.srcSet}
          sizes={img.srcSet ? "(max-width: 1200px) 100vw, 1200px" : undefined}
          width={img.width}
          height={img.height}
          loading={img.loading}
          alt={typeof attrs.alt === "string" ? attrs.alt : ""}
          title={typeof attrs.title === "string" && attrs.title !== "" ? attrs.title : undefined}
        />
      );
    }
    case "emoji": {
      const emoji = typeof attrs.emoji === "string" ? attrs.emoji : "";
      const name = typeof attrs.name === "string" ? attrs.name : "";
      return (
        <span key={key} className="emoji" role="img" aria-label={name || undefined} data-type="emoji">
          {emoji}
        </span>
      );
    }
    case "blok": {
      if (!renderBloks) return null;
      return (
        <div key={key} className="cms-richtext-blok">
          {renderBloks(attrs.body)}
        </div>
      );
    }
    default:
      ctx.logger.warn("Unknown rich text node", { node: String(node.type) });
      return <span key={key}>{children()}</span>;
  }
}
