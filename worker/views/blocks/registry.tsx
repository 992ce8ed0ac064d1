import type { ComponentType, ReactNode } from "react";
import type { Blok } from "../../model/content";
import { BLOCKS } from "./blocks-by-name";
import { useBlockContext } from "./context";
import { editableAttributes, OUTLINE_CLASS } from "./editable";

/** Props of every block component: its fields, and the attributes to spread on its root element. */
export interface BlokProps<T extends Blok = Blok> {
  blok: T;
  /** Editable attributes and outline class in the Visual Editor; empty for visitors. */
  attrs: BlokAttrs;
}

export interface BlokAttrs {
  className?: string;
  "data-blok-c"?: string;
  "data-blok-uid"?: string;
}

export type BlokComponent = ComponentType<BlokProps>;

/** Joins the block's own class with the editor outline. */
export function cx(attrs: BlokAttrs, ...classes: (string | false | undefined)[]): BlokAttrs {
  const className = [...classes, attrs.className].filter(Boolean).join(" ");
  return className ? { ...attrs, className } : attrs;
}

/** One block through the registry; unknown components are visible in the editor only. */
export function BlokView({ blok }: { blok: Blok }): ReactNode {
  const ctx = useBlockContext();
  if (!blok || typeof blok !== "object" || typeof blok.component !== "string") return null;
  const editable = editableAttributes(blok, ctx.editor);
  const attrs: BlokAttrs = ctx.editor ? { ...editable, className: OUTLINE_CLASS } : {};
  const Component = BLOCKS.get(blok.component);
  if (!Component) {
    ctx.logger.warn("Unknown content block", { component: blok.component });
    if (!ctx.editor) return null;
    return (
      <div {...cx(attrs, "cms-unknown-block")} role="note">
        Unknown block <code>{blok.component}</code>: it is not shown to visitors.
      </div>
    );
  }
  return <Component blok={blok} attrs={attrs} />;
}

/** A list of blocks (a `bloks` field); anything that is not a list renders nothing. */
export function Bloks({ items }: { items: unknown }): ReactNode {
  if (!Array.isArray(items)) return null;
  return items.map((blok: Blok, i) => <BlokView key={blok?._uid ?? i} blok={blok} />);
}

/** Renders an embedded block for the rich text renderer. */
export const renderBlok = (blok: Blok): ReactNode => <BlokView key={blok?._uid} blok={blok} />;
