import type { ReactNode } from "react";
import { type ContainerBlokProps, cx } from "./blok-props";
import { text } from "./fields";

/** `page`: the content type of every page story. */
export function PageBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return <div {...cx(attrs, "cms-page")}>{renderBloks(blok.body)}</div>;
}

/**
 * `section`: a titled band of blocks, optionally an anchor target. The first
 * section of a page without a hero sets `headline_level: "1"`, so every page
 * has exactly one top-level heading.
 */
export function SectionBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  const id = /^[a-z][a-z0-9-]*$/.test(text(blok.anchor)) ? text(blok.anchor) : undefined;
  const headline = text(blok.headline);
  const Heading = text(blok.headline_level) === "1" ? "h1" : "h2";
  return (
    <section {...cx(attrs, "cms-section")} id={id}>
      {headline && <Heading>{headline}</Heading>}
      {text(blok.intro) && <p className="cms-section__intro">{text(blok.intro)}</p>}
      {renderBloks(blok.body)}
    </section>
  );
}

/** `grid`: equal columns of blocks. */
export function GridBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  const columns = Array.isArray(blok.columns) ? blok.columns.length : 0;
  return (
    <div {...cx(attrs, "cms-grid", `cms-grid--${Math.min(Math.max(columns, 1), 4)}`)}>{renderBloks(blok.columns)}</div>
  );
}
