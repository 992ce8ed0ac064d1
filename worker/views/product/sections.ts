/**
 * Sections of the product page. The site's template story
 * (`{site}/settings/product-template`) picks the variant and may order the
 * sections by these names; unknown names are ignored.
 */
export const PRODUCT_SECTIONS = [
  "identification",
  "handling",
  "sap-logistics",
  "registration",
  "sustainability",
  "cosmetic-certifications",
  "cross-references",
  "plants",
  "downloads",
  "safety-data-sheets",
  "contacts",
  "packaging",
  "access",
] as const;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

/** The essentials a basic template shows. */
export const BASIC_SECTIONS: readonly ProductSection[] = [
  "identification",
  "handling",
  "plants",
  "downloads",
  "safety-data-sheets",
  "contacts",
];

export interface PageTemplate {
  variant: "basic" | "advanced";
  sections: string[];
}

/** Reads a template story's content; no story or another component gives the basic template. */
export function readTemplate(content: unknown, component: string): PageTemplate {
  const blok = content as { component?: unknown; variant?: unknown; sections?: unknown } | null | undefined;
  if (!blok || blok.component !== component) return { variant: "basic", sections: [] };
  const sections = Array.isArray(blok.sections)
    ? blok.sections.filter((s): s is string => typeof s === "string" && s !== "")
    : [];
  return { variant: blok.variant === "advanced" ? "advanced" : "basic", sections };
}

/**
 * The sections to render, in order: those the template names, else every
 * section of its variant (advanced: all; basic: the essentials). Access data
 * is for the intranet only.
 */
export function productSections(template: PageTemplate, internal: boolean): ProductSection[] {
  const allowed = template.variant === "advanced" ? PRODUCT_SECTIONS : BASIC_SECTIONS;
  const named = template.sections.filter((s): s is ProductSection => (allowed as readonly string[]).includes(s));
  const ordered = named.length ? [...new Set(named)] : [...allowed];
  return ordered.filter((s) => internal || s !== "access");
}
