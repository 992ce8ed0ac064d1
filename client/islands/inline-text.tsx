import { Fragment } from "react";
import { type InlinePart, inlineParts } from "../../shared/text-rules";

function Parts({ parts }: { parts: InlinePart[] }) {
  return parts.map((part, index) => {
    // The parts of one text never reorder: their position is their identity.
    const key = index;
    if (typeof part === "string") return <Fragment key={key}>{part}</Fragment>;
    if (part.tag === "br") return <br key={key} />;
    const Tag = part.tag;
    return (
      <Tag key={key}>
        <Parts parts={part.parts} />
      </Tag>
    );
  });
}

/**
 * Product and content text as shown: its inline tags (`H<sub>2</sub>O`) as
 * elements, every other character as text (`shared/text-rules.ts`).
 */
export function InlineText({ text }: { text: string }) {
  if (!text.includes("<")) return text;
  return <Parts parts={inlineParts(text)} />;
}
