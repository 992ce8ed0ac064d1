import { findArea } from "../../../shared/sites";

/** The company name every page title ends with (spec section 9: a title with the company name). */
export const COMPANY_NAME = "Specialty Chemicals";

/** `{title} | {company}`, or the company alone. */
export function pageTitle(title: string | undefined): string {
  const clean = title?.trim();
  return clean ? `${clean} | ${COMPANY_NAME}` : COMPANY_NAME;
}

/**
 * A catalogue page's own title (a product's or a formulation's name) followed
 * by its area's name, the pattern the content stories' titles follow
 * ("Products | PU Additives"), so every page of an area names the area.
 */
export function titleInArea(title: string, site: string): string {
  const area = findArea(site)?.title;
  return area ? `${title} | ${area}` : title;
}
