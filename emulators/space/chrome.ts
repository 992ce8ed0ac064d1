import { type AreaSpec, expandPages, storySlug } from "../../shared/sites.ts";
import type { demoAssets } from "./assets.ts";
import { pageTitle } from "./copy.ts";
import { type Content, entryPage, storyLinkField } from "./pages.ts";

type Assets = ReturnType<typeof demoAssets>;

/** `{site}/settings/navbar`: brand, logo and the area's top-level pages. */
export function navbarContent(area: AreaSpec, assets: Assets): Content {
  const pages = expandPages(area).filter((n) => n !== "");
  const top = [...new Set(pages.map((n) => n.split("/")[0] ?? n))];
  return {
    component: "navbar",
    brand: area.title,
    label: `${area.title} navigation`,
    logo: assets.image("brand-logo"),
    home_link: storyLinkField(storySlug(area.site, entryPage(area))),
    items: top.slice(0, 7).map((segment) => {
      const children = pages.filter((n) => n.startsWith(`${segment}/`));
      const own = pages.includes(segment) ? segment : (children[0] ?? segment);
      return {
        component: "nav-item",
        label: pageTitle(segment),
        link: storyLinkField(storySlug(area.site, own)),
        // Every page below the item: a page no menu names is reached by no visitor.
        items: children.map((child) => ({
          component: "nav-item",
          label: pageTitle(child),
          link: storyLinkField(storySlug(area.site, child)),
        })),
      };
    }),
  };
}

/** `{site}/settings/footer`: link columns and the legal line. */
export function footerContent(area: AreaSpec): Content {
  const link = (label: string, url: string) => ({
    component: "nav-item",
    label,
    link: { id: "", fieldtype: "multilink", linktype: "url", url, cached_url: url, target: "_blank" },
  });
  return {
    component: "footer",
    columns: [
      {
        component: "footer-column",
        headline: area.title,
        links: expandPages(area)
          .slice(0, 4)
          .map((n) => ({
            component: "nav-item",
            label: n === "" ? "Home" : pageTitle(n),
            link: storyLinkField(storySlug(area.site, n)),
          })),
      },
      {
        component: "footer-column",
        headline: "Company",
        links: [
          link("Imprint", "https://www.example.com/imprint"),
          link("Privacy policy", "https://www.example.com/privacy"),
        ],
      },
    ],
    legal: "© 2026 Specialty Chemicals Example AG. All rights reserved.",
  };
}

/**
 * Product and formulation templates: the variant and the ordered sections of
 * the product page, and, where given, how many documents a page of its
 * downloads shows.
 */
export function templateContent(
  kind: "product" | "formulation",
  advanced: boolean,
  documentsPerPage?: number,
): Content {
  const sections =
    kind === "product"
      ? advanced
        ? [
            "header",
            "identification",
            "attributes",
            "handling",
            "registrations",
            "sustainability",
            "documents",
            "safety-data-sheets",
            "contacts",
            "related-products",
          ]
        : ["header", "identification", "attributes", "documents", "safety-data-sheets", "contacts"]
      : advanced
        ? ["header", "attributes", "phases", "processing", "documents", "related-products"]
        : ["header", "attributes", "phases", "documents"];
  return {
    component: `${kind}-template`,
    title: `${kind === "product" ? "Product" : "Formulation"} page`,
    variant: advanced ? "advanced" : "basic",
    sections,
    ...(documentsPerPage ? { documents_per_page: documentsPerPage } : {}),
  };
}
