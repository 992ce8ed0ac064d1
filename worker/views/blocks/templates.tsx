import type { ReactNode } from "react";
import type { Blok } from "../../model/content";
import { type BlokProps, cx } from "./blok-props";
import { text } from "./fields";

/**
 * Product and formulation templates (`{site}/settings/product-template`,
 * `{site}/settings/formulation-template`): a variant and the ordered section
 * names the product page fills with data.
 */
export interface PageTemplate {
  variant: "basic" | "advanced";
  sections: string[];
}

export function readTemplate(content: Blok | null | undefined): PageTemplate | null {
  if (!content || (content.component !== "product-template" && content.component !== "formulation-template")) {
    return null;
  }
  const sections = Array.isArray(content.sections)
    ? content.sections.filter((s): s is string => typeof s === "string" && s !== "")
    : [];
  return { variant: content.variant === "advanced" ? "advanced" : "basic", sections };
}

/** Editor preview of a template: its variant and sections, since it has no data of its own. */
export function TemplateBlock({ blok, attrs }: BlokProps): ReactNode {
  const template = readTemplate(blok);
  if (!template) return null;
  return (
    <div {...cx(attrs, "cms-template", `cms-template--${template.variant}`)}>
      <h1>{text(blok.title) || blok.component}</h1>
      <p>Variant: {template.variant}</p>
      <ol>
        {template.sections.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </div>
  );
}
