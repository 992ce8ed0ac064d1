import type { ComponentType, ReactNode } from "react";
import type { Blok } from "../../model/content";

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

/**
 * Renders a `bloks` field (anything that is not a list renders nothing)
 * through the block registry. The registry hands it to every block it
 * renders, so a block that holds others does not import the registry that
 * lists it.
 */
export type RenderBloks = (items: unknown) => ReactNode;

/** Props of a block that holds other blocks (a section's body, an accordion's items). */
export interface ContainerBlokProps<T extends Blok = Blok> extends BlokProps<T> {
  renderBloks: RenderBloks;
}

export type BlokComponent = ComponentType<ContainerBlokProps>;

/** Joins the block's own class with the editor outline. */
export function cx(attrs: BlokAttrs, ...classes: (string | false | undefined)[]): BlokAttrs {
  const className = [...classes, attrs.className].filter(Boolean).join(" ");
  return className ? { ...attrs, className } : attrs;
}
