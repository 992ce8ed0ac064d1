import type { ProductDocument } from "../../../shared/catalogue/documents";
import { findArea } from "../../../shared/sites";
import { summary } from "../../render/seo";

/** The meta description of a product page: what the page holds, for a search result snippet. */
export function productDescription(product: ProductDocument, site: string): string {
  const area = findArea(site)?.title ?? site;
  return summary(
    `${product.Name} (${product.ID}) from ${area}: product data, handling, registrations, documents and safety data sheets.`,
  );
}
