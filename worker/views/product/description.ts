import type { ProductDocument } from "../../../shared/catalogue/documents";
import { findArea } from "../../../shared/sites";
import { plainText } from "../../../shared/text-rules";
import { summary } from "../shell/seo";

/**
 * The meta description of a product page: what the page holds, for a search
 * result snippet, in the page's language (its section titles are).
 */
export function productDescription(product: ProductDocument, site: string, lang: string): string {
  const area = findArea(site)?.title ?? site;
  const name = `${plainText(product.Name)} (${product.ID})`;
  return summary(
    lang === "de"
      ? `${name} von ${area}: Produktdaten, Handhabung, Registrierungen, Dokumente und Sicherheitsdatenblätter.`
      : `${name} from ${area}: product data, handling, registrations, documents and safety data sheets.`,
  );
}
