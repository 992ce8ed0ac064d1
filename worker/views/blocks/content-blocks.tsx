import type { ReactNode } from "react";
import { RichText } from "../richtext";
import { type BlokProps, type ContainerBlokProps, cx } from "./blok-props";
import { CmsImage } from "./CmsImage";
import { CmsLink } from "./CmsLink";
import { asset, link, text } from "./fields";

/** `hero`: headline, subline, wide image and call-to-action buttons. */
export function HeroBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return (
    <header {...cx(attrs, "cms-hero")}>
      <CmsImage
        className="cms-hero__image"
        image={asset(blok.image)}
        options={{ width: 1600, format: "webp", loading: "eager" }}
        // Beside the text from 48rem (2 of 5 parts of the content width, at most 72rem): not the whole screen.
        sizes="(min-width: 72rem) 28rem, (min-width: 48rem) 40vw, 100vw"
      />
      <div className="cms-hero__text">
        <h1>{text(blok.headline)}</h1>
        {text(blok.subline) && <p>{text(blok.subline)}</p>}
        <div className="cms-hero__actions">{renderBloks(blok.buttons)}</div>
      </div>
    </header>
  );
}

/** `teaser`: image, headline, short text and a link. */
export function TeaserBlock({ blok, attrs }: BlokProps): ReactNode {
  const target = link(blok.link);
  const headline = text(blok.headline);
  const label = text(blok.link_label) || "Read more";
  return (
    <article {...cx(attrs, "cms-teaser")}>
      <CmsImage
        image={asset(blok.image)}
        options={{ width: 640, format: "webp" }}
        sizes="(max-width: 640px) 100vw, 33vw"
      />
      <h3>{headline}</h3>
      {text(blok.text) && <p>{text(blok.text)}</p>}
      {target && (
        <CmsLink link={target} className="cms-teaser__link" fallback={null}>
          {label}
          {/* A generic label ("Learn more") says nothing out of context: the name of the link carries the headline. */}
          {headline && label !== headline && <span className="visually-hidden">: {headline}</span>}
        </CmsLink>
      )}
    </article>
  );
}

/** `rich-text`: a rich text field, with embedded blocks. */
export function RichTextBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return (
    <div {...cx(attrs, "cms-richtext")}>
      <RichText doc={blok.text} renderBloks={renderBloks} />
    </div>
  );
}

/** `image`: a figure with caption and image service options from the CMS. */
export function ImageBlock({ blok, attrs }: BlokProps): ReactNode {
  const options = blok.options && typeof blok.options === "object" ? (blok.options as Record<string, unknown>) : {};
  return (
    <figure {...cx(attrs, "cms-figure")}>
      <CmsImage image={asset(blok.image)} options={options} sizes="(max-width: 960px) 100vw, 960px" />
      {text(blok.caption) && <figcaption>{text(blok.caption)}</figcaption>}
    </figure>
  );
}

/** `button`: a call to action. */
export function ButtonBlock({ blok, attrs }: BlokProps): ReactNode {
  const variant = blok.variant === "secondary" ? "secondary" : "primary";
  return (
    <span {...cx(attrs, "cms-button-wrap")}>
      <CmsLink link={link(blok.link)} className={`cms-button cms-button--${variant}`} fallback={null}>
        {text(blok.label)}
      </CmsLink>
    </span>
  );
}

/** `quote`: a customer or expert statement. */
export function QuoteBlock({ blok, attrs }: BlokProps): ReactNode {
  return (
    <figure {...cx(attrs, "cms-quote")}>
      <blockquote>{text(blok.text)}</blockquote>
      {text(blok.author) && (
        <figcaption>
          {text(blok.author)}
          {text(blok.role) && <span>, {text(blok.role)}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** `feature-list` with `feature-item` children: benefits or properties. */
export function FeatureListBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return (
    <section {...cx(attrs, "cms-features")}>
      {text(blok.headline) && <h2>{text(blok.headline)}</h2>}
      <ul>{renderBloks(blok.items)}</ul>
    </section>
  );
}

export function FeatureItemBlock({ blok, attrs }: BlokProps): ReactNode {
  return (
    <li {...cx(attrs, "cms-features__item")}>
      <strong>{text(blok.title)}</strong>
      {text(blok.text) && <p>{text(blok.text)}</p>}
    </li>
  );
}

/** `accordion` with `accordion-item` children: native disclosure, no script. */
export function AccordionBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return <div {...cx(attrs, "cms-accordion")}>{renderBloks(blok.items)}</div>;
}

export function AccordionItemBlock({ blok, attrs, renderBloks }: ContainerBlokProps): ReactNode {
  return (
    <details {...cx(attrs, "cms-accordion__item")}>
      <summary>{text(blok.title)}</summary>
      <RichText doc={blok.text} renderBloks={renderBloks} />
    </details>
  );
}
