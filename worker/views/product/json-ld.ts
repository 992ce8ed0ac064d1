import type { ProductDocument } from "../../../shared/catalogue/documents";
import { findArea } from "../../../shared/sites";
import { slugToWords } from "./format";

/** schema.org Product data of a public product page. */
export function productJsonLd(product: ProductDocument, canonical: string, site: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.Name,
    productID: product.ID,
    url: canonical,
  };
  const sku = product.AT_SAPID_Value;
  if (typeof sku === "string" && sku.trim()) data.sku = sku;
  const brand =
    typeof product.AT_Brand === "string" && product.AT_Brand ? slugToWords(product.AT_Brand) : findArea(site)?.title;
  if (brand) data.brand = { "@type": "Brand", name: brand };
  const category = product.AT_ProductType_Value;
  if (typeof category === "string" && category.trim()) data.category = category;
  return data;
}
