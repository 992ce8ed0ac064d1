import type { ReactNode } from "react";
import type { Blok } from "../../model/content";
import { BLOCKS } from "./blocks-by-name";
import { type BlokAttrs, cx } from "./blok-props";
import { useBlockContext } from "./context";
import { editableAttributes, OUTLINE_CLASS } from "./editable";

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
  return <Component blok={blok} attrs={attrs} renderBloks={renderBloks} />;
}

/** A list of blocks (a `bloks` field); anything that is not a list renders nothing. */
export function Bloks({ items }: { items: unknown }): ReactNode {
  if (!Array.isArray(items)) return null;
  return items.map((blok: Blok, i) => <BlokView key={blok?._uid ?? i} blok={blok} />);
}

/** What every block gets to render the blocks it holds. */
const renderBloks = (items: unknown): ReactNode => <Bloks items={items} />;
