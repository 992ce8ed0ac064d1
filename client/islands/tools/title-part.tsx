/**
 * A name made of a tool's title and a word of its own ("Produktsuche pages"):
 * referenced from the title heading, which carries the title's language, and
 * a hidden part in the tool's; an `aria-label` string could mark neither.
 */
export interface TitlePart {
  /** The id of the tool's title heading. */
  titleId: string;
  /** The tool's own word after it: `pages`, `compare`. */
  part: string;
}

/** The attributes that name an element by the title and its part. */
export function namedBy({ titleId, part }: TitlePart): { "aria-labelledby": string } {
  return { "aria-labelledby": `${titleId} ${titleId}-${part}` };
}

/** The hidden part of the name; rendered inside the named element. */
export function TitlePartText({ titleId, part }: TitlePart) {
  return (
    <span id={`${titleId}-${part}`} hidden>
      {part}
    </span>
  );
}
