import type { FormulationDocument } from "../../shared/catalogue/documents";
import type { SearchClient } from "../services/search/client";
import { findById } from "../services/search/queries";

/** Same rule as products: public needs `Public`; the site must list it, except on the intranet area. */
export function formulationVisibleOn(formulation: FormulationDocument, site: string, internal: boolean): boolean {
  const visibility = Array.isArray(formulation.AT_Visibility) ? formulation.AT_Visibility : [];
  if (!internal && !visibility.includes("Public")) return false;
  if (internal && site === "intranet") return true;
  return Array.isArray(formulation.AT_Websites) && formulation.AT_Websites.includes(site);
}

/** The formulation document (critical: the page is a 404 without it). Cache strategy: catalogue. */
export function loadFormulation(search: SearchClient, formulationId: string): Promise<FormulationDocument | null> {
  return findById<FormulationDocument>(search, "formulations", formulationId, { cache: "catalogue" });
}
