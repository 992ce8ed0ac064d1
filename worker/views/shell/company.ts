/** The company name every page title ends with (spec section 9: a title with the company name). */
export const COMPANY_NAME = "Specialty Chemicals";

/** `{title} | {company}`, or the company alone. */
export function pageTitle(title: string | undefined): string {
  const clean = title?.trim();
  return clean ? `${clean} | ${COMPANY_NAME}` : COMPANY_NAME;
}
