import { DEFAULT_DOCUMENTS_PER_PAGE, documentsPerPage } from "../../../shared/catalogue/documents-paging";

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
  /** Documents a page of the downloads shows (the template's `documents_per_page`, 5 to 100, else 25). */
  documentsPerPage: number;
}

/** Reads a template story's content; no story or another component gives the basic template. */
export function readTemplate(content: unknown, component: string): PageTemplate {
  const blok = content as
    | { component?: unknown; variant?: unknown; sections?: unknown; documents_per_page?: unknown }
    | null
    | undefined;
  if (!blok || blok.component !== component)
    return { variant: "basic", sections: [], documentsPerPage: DEFAULT_DOCUMENTS_PER_PAGE };
  const sections = Array.isArray(blok.sections)
    ? blok.sections.filter((s): s is string => typeof s === "string" && s !== "")
    : [];
  return {
    variant: blok.variant === "advanced" ? "advanced" : "basic",
    sections,
    documentsPerPage: documentsPerPage(blok.documents_per_page),
  };
}

/** Names other templates use for the same sections (the demo space's among them). */
const ALIASES: Record<string, Record<PageTemplate["variant"], readonly ProductSection[]>> = {
  attributes: {
    basic: ["handling"],
    advanced: ["handling", "sap-logistics", "sustainability", "cosmetic-certifications"],
  },
  registrations: { basic: ["registration"], advanced: ["registration"] },
  documents: { basic: ["downloads"], advanced: ["downloads"] },
  "related-products": { basic: ["cross-references"], advanced: ["cross-references"] },
  "production-plants": { basic: ["plants"], advanced: ["plants"] },
};

function resolve(name: string, variant: PageTemplate["variant"]): readonly ProductSection[] {
  if ((PRODUCT_SECTIONS as readonly string[]).includes(name)) return [name as ProductSection];
  return ALIASES[name]?.[variant] ?? [];
}

/**
 * The sections to render, in order. Advanced: every section, those the
 * template names first in its order. Basic: the sections the template names,
 * else the essentials. Unknown names (such as `header`, which is always
 * shown) are skipped. Access data is for the intranet only.
 */
export function productSections(
  template: Pick<PageTemplate, "variant" | "sections">,
  internal: boolean,
): ProductSection[] {
  const named = [...new Set(template.sections.flatMap((s) => resolve(s, template.variant)))];
  const ordered =
    template.variant === "advanced"
      ? [...new Set([...named, ...PRODUCT_SECTIONS])]
      : named.length
        ? named
        : [...BASIC_SECTIONS];
  return ordered.filter((s) => internal || s !== "access");
}
