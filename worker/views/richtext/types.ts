import type { Blok } from "../../model/content";

/** A rich text mark as Storyblok stores it. */
export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** A rich text node: the document, a block node or a text leaf. */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown> & { body?: Blok[] };
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
}

export function isRichTextDoc(value: unknown): value is RichTextNode {
  return !!value && typeof value === "object" && (value as RichTextNode).type === "doc";
}
