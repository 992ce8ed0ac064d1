/**
 * Text rules of spec section 5, applied to text from the CMS and the
 * catalogue before it is shown.
 */

/** Words of slugs that the business writes as initialisms (CASE: coatings, adhesives, sealants, elastomers). */
export const INITIALISMS: ReadonlySet<string> = new Set(["3d", "case", "faq", "psi", "pu", "sds", "tds", "uv"]);

/**
 * A slug read as words, in sentence case, initialisms in capitals:
 * `flexible-slabstock-pu-foam` -> `Flexible slabstock PU foam`, `case` -> `CASE`.
 */
export function wordsOfSlug(slug: string): string {
  const words = slug
    .replace(/[-_]+/g, " ")
    .trim()
    .split(/\s+/)
    .map((word) => (INITIALISMS.has(word.toLowerCase()) ? word.toUpperCase() : word))
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Inline tags product and content text may carry (formulas, units, emphasis); written exactly, without
 * attributes. `mark` is the finders' own: the words a search matched (`shared/search/highlight-marks.ts`).
 */
export const INLINE_TAGS = ["sub", "sup", "b", "i", "strong", "em", "mark"] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

/** A piece of text as shown: plain text, a line break, or an inline element around its own pieces. */
export type InlinePart = string | { tag: "br" } | { tag: InlineTag; parts: InlinePart[] };

/** One inline tag as written (`<sub>`, `</b>`, `<br />`). */
const INLINE_TAG_SOURCE = `</?(?:${INLINE_TAGS.join("|")}|br)\\s*/?>`;
/**
 * The same, captured whole, to split a word at. Marked pure, as `WORD`: the
 * islands use none of the functions that need them, and their bundles drop them.
 */
const INLINE_TAG_PIECE = /* @__PURE__ */ new RegExp(`(${INLINE_TAG_SOURCE})`, "i");
const INLINE_TAG = new RegExp(`<(/?)(${INLINE_TAGS.join("|")}|br)\\s*(/?)>`, "gi");
/** A word: non-space characters, an inline tag counting as part of it (the space of `<br />` does not end it). */
const WORD = /* @__PURE__ */ new RegExp(`(?:${INLINE_TAG_SOURCE}|\\S)+`, "gi");
/** Inline elements deeper than this are text: no real formula needs more, and it bounds the work on any input. */
const MAX_INLINE_DEPTH = 8;

/**
 * Words of 10 or more characters that contain a slash get spaces around the
 * slash, so long compound names can wrap ("Polyurethane/Polyisocyanurate").
 * URLs are left alone: spacing them would break them. The slash of an inline
 * tag (`</sub>`, `<br />`) is the tag's own.
 */
export function spaceLongSlashWords(text: string): string {
  return text.replace(WORD, (word) => {
    if (word.length < 10 || !word.includes("/") || word.includes("://")) return word;
    return word
      .split(INLINE_TAG_PIECE)
      .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(/\s*\/\s*/g, " / ")))
      .join("");
  });
}

interface Open {
  tag: InlineTag;
  /** The opening tag as written, shown as text if it is never closed. */
  written: string;
  parts: InlinePart[];
}

/**
 * The text rule "angle brackets not part of tag-like text are escaped" for a
 * renderer that escapes every character it is given: the inline tags
 * (`<sub>2</sub>`, `<br/>`) become elements, everything else stays text,
 * brackets included ("pH < 7", "TEGOSTAB <B 8002>", `<span class="x">`). An
 * opening tag without its closing one, or a closing one without its opening
 * one, is text as written; so is an element nested deeper than eight.
 *
 * Why only these six tags, written exactly (no attributes, any case): the
 * rule read literally keeps every tag-like text as markup, which would let
 * any tag from a data feed into the page. A formula or a unit reads as the
 * chemists wrote it (`CO<sub>2</sub>`, `m<sup>2</sup>/g`); a feed adds
 * emphasis or sub- and superscripts, never an attribute, link, script or
 * style. Where a name is read as text (title, JSON-LD, a data-layer
 * message), `plainText` drops the tags.
 */
export function inlineParts(text: string): InlinePart[] {
  const root: InlinePart[] = [];
  const stack: Open[] = [];
  const current = () => stack.at(-1)?.parts ?? root;
  const push = (part: InlinePart) => {
    const parts = current();
    const last = parts.at(-1);
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else if (part !== "") parts.push(part);
  };
  let last = 0;
  for (const match of text.matchAll(INLINE_TAG)) {
    push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [written, closing, name = "", selfClosing] = match;
    const tag = name.toLowerCase();
    if (tag === "br") {
      if (closing) push(written);
      else push({ tag: "br" });
    } else if (!closing && !selfClosing && stack.length < MAX_INLINE_DEPTH) {
      stack.push({ tag: tag as InlineTag, written, parts: [] });
    } else if (closing && stack.at(-1)?.tag === tag) {
      const open = stack.pop() as Open;
      push({ tag: open.tag, parts: open.parts });
    } else push(written);
  }
  push(text.slice(last));
  // Never closed: the opening tag was text after all.
  while (stack.length > 0) {
    const open = stack.pop() as Open;
    push(open.written);
    for (const part of open.parts) push(part);
  }
  return root;
}

/** The text without its inline tags, for titles, link names and data: `H<sub>2</sub>O` -> `H2O`, a line break a space. */
export function plainText(text: string): string {
  const flat = (parts: InlinePart[]): string =>
    parts.map((part) => (typeof part === "string" ? part : part.tag === "br" ? " " : flat(part.parts))).join("");
  return flat(inlineParts(text));
}
