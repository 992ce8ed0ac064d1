import type { ReactNode } from "react";
import { text } from "./fields";
import { type BlokProps, cx } from "./registry";

/** Tool blocks of the demo space, shown as a placeholder wherever no tool block is registered for the name. */
export const TOOL_BLOCKS = {
  "product-finder": "Product finder",
  "formulation-finder": "Formulation finder",
  "contact-finder": "Contact finder",
  "contact-listing": "Contacts",
  "download-center": "Download center",
  "item-finder": "Item finder",
  "label-finder": "Label finder",
  "competitive-scout": "Competitive scout",
  "recommendation-tool": "Recommendation tool",
  "product-compare": "Product compare",
  "product-listing": "Products",
} as const;

export type ToolBlockName = keyof typeof TOOL_BLOCKS;

/** A tidy placeholder where a tool will render; no script. */
export function ToolPlaceholderBlock({ blok, attrs }: BlokProps): ReactNode {
  const name = blok.component as ToolBlockName;
  const title = text(blok.headline) || TOOL_BLOCKS[name] || blok.component;
  return (
    <section {...cx(attrs, "cms-tool", `cms-tool--${blok.component}`)} data-tool={blok.component}>
      <h2>{title}</h2>
      {text(blok.description) && <p>{text(blok.description)}</p>}
      <p className="cms-tool__pending">The {TOOL_BLOCKS[name] ?? "tool"} is being prepared for this page.</p>
    </section>
  );
}
