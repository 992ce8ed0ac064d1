/** Builders for Storyblok rich text documents, so page copy reads like copy. */

export type Mark = { type: string; attrs?: Record<string, unknown> };
export type RtNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RtNode[];
  marks?: Mark[];
  text?: string;
};

export const doc = (...content: RtNode[]): RtNode => ({ type: "doc", content });
export const t = (text: string, ...marks: Mark[]): RtNode =>
  marks.length ? { type: "text", text, marks } : { type: "text", text };
export const p = (...content: (RtNode | string)[]): RtNode => ({
  type: "paragraph",
  content: content.map((c) => (typeof c === "string" ? t(c) : c)),
});
export const h = (level: number, text: string): RtNode => ({ type: "heading", attrs: { level }, content: [t(text)] });
export const li = (...content: (RtNode | string)[]): RtNode => ({ type: "list_item", content: [p(...content)] });
export const ul = (...items: RtNode[]): RtNode => ({ type: "bullet_list", content: items });
export const ol = (...items: RtNode[]): RtNode => ({ type: "ordered_list", attrs: { order: 1 }, content: items });

export const bold: Mark = { type: "bold" };
export const italic: Mark = { type: "italic" };

export const storyLink = (uuid: string, fullSlug: string, anchor?: string): Mark => ({
  type: "link",
  attrs: { linktype: "story", uuid, href: `/${fullSlug}`, anchor: anchor ?? null, target: "_self" },
});
export const urlLink = (href: string, custom?: Record<string, string>): Mark => ({
  type: "link",
  attrs: { linktype: "url", href, target: "_blank", ...(custom ? { custom } : {}) },
});
export const emailLink = (email: string): Mark => ({ type: "link", attrs: { linktype: "email", href: email } });
export const assetLink = (href: string): Mark => ({
  type: "link",
  attrs: { linktype: "asset", href, target: "_blank" },
});
