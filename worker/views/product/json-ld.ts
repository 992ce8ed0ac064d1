import { displayedField } from "../../../shared/catalogue/displayed-value";
import type { ProductDocument } from "../../../shared/catalogue/documents";
import { findArea } from "../../../shared/sites";
import { plainText, wordsOfSlug } from "../../../shared/text-rules";

/**
 * schema.org Product data of a public product page. Values go by the same
 * display rules as the page (spec section 4): a blacklisted placeholder
 * ("NOT AVAILABLE", "-", "tbd") is not given to search engines either.
 */
export function productJsonLd(
  product: ProductDocument,
  canonical: string,
  site: string,
  lang: string,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: plainText(product.Name),
    productID: product.ID,
    url: canonical,
  };
  const sku = displayedField(product, "AT_SAPID_Value", lang);
  if (sku) data.sku = sku;
  const brand =
    typeof product.AT_Brand === "string" && product.AT_Brand ? wordsOfSlug(product.AT_Brand) : findArea(site)?.title;
  if (brand) data.brand = { "@type": "Brand", name: brand };
  const category = displayedField(product, "AT_ProductType_Value", lang);
  if (category) data.category = category;
  return data;
}
