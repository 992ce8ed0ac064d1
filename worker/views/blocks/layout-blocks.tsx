import type { ReactNode } from "react";
import { text } from "./fields";
import { type BlokProps, Bloks, cx } from "./registry";

/** `page`: the content type of every page story. */
export function PageBlock({ blok, attrs }: BlokProps): ReactNode {
  return (
    <div {...cx(attrs, "cms-page")}>
      <Bloks items={blok.body} />
    </div>
  );
}

/** `section`: a titled band of blocks, optionally an anchor target. */
export function SectionBlock({ blok, attrs }: BlokProps): ReactNode {
  const id = /^[a-z][a-z0-9-]*$/.test(text(blok.anchor)) ? text(blok.anchor) : undefined;
  const headline = text(blok.headline);
  return (
    <section {...cx(attrs, "cms-section")} id={id}>
      {headline && <h2>{headline}</h2>}
      {text(blok.intro) && <p className="cms-section__intro">{text(blok.intro)}</p>}
      <Bloks items={blok.body} />
    </section>
  );
}

/** `grid`: equal columns of blocks. */
export function GridBlock({ blok, attrs }: BlokProps): ReactNode {
  const columns = Array.isArray(blok.columns) ? blok.columns.length : 0;
  return (
    <div {...cx(attrs, "cms-grid", `cms-grid--${Math.min(Math.max(columns, 1), 4)}`)}>
      <Bloks items={blok.columns} />
    </div>
  );
}
