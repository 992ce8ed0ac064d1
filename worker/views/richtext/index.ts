export { safeColour } from "./colour";
export { RichText, type RichTextProps } from "./RichText";
export { isRichTextDoc, type RichTextMark, type RichTextNode } from "./types";
