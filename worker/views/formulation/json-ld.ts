import type { FormulationDocument } from "../../../shared/catalogue/documents";
import { displayAttribute } from "../../../shared/search/attribute-display";
import { plainText } from "../../../shared/text-rules";

/** A text field as the page shows it: left out when empty, names read as text ("C<sub>18</sub>" as C18). */
function shownText(raw: unknown): string | undefined {
  const shown = displayAttribute({ displayType: "Text" }, typeof raw === "string" ? raw : null);
  const text = shown.visible && typeof shown.value === "string" ? plainText(shown.value).trim() : "";
  return text || undefined;
}

/**
 * schema.org data of a public formulation page: a starting formulation is a
 * published work (CreativeWork) that names the catalogue's products it uses
 * (`mentions`, by name and ID: whether a product has a page on this area is
 * not known here). Only what the page itself shows goes in; a date the index
 * writes wrongly is left out.
 */
export function formulationJsonLd(formulation: FormulationDocument, canonical: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: plainText(formulation.Name),
    identifier: shownText(formulation.AT_FormulationCode) ?? formulation.ID,
    url: canonical,
  };
  const description = shownText(formulation.AT_Description);
  if (description) data.description = description;
  const published = Date.parse(formulation.AT_FirstPublicationDate);
  if (Number.isFinite(published)) data.datePublished = new Date(published).toISOString().slice(0, 10);
  const phases = Array.isArray(formulation.Phases) ? formulation.Phases : [];
  const products = new Map<string, string>();
  for (const phase of phases) {
    const name = shownText(phase.Ingredients);
    if (phase.ProductId && name && !products.has(phase.ProductId)) products.set(phase.ProductId, name);
  }
  if (products.size > 0)
    data.mentions = [...products].map(([id, name]) => ({
      "@type": "Product",
      name,
      productID: id,
    }));
  return data;
}
