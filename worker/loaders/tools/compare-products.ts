/**
 * Product compare: the picked products side by side, one row per attribute
 * that any of them has, differences flagged.
 */
import { displayedText, unitOf } from "../../../shared/catalogue/displayed-value";
import type { ProductDocument } from "../../../shared/catalogue/documents";
import { PRODUCT_ATTRIBUTES, type ProductAttribute } from "../../../shared/catalogue/product-attributes";
import type { Audience } from "../../../shared/context";
import { pageDate } from "../../../shared/dates";
import type { CompareAnswer } from "../../../shared/finder/answer";
import { compareRows } from "../../../shared/finder/compare";
import { scopeClause } from "../../../shared/finder/query";
import { PRODUCT_FINDER } from "../../../shared/finder/tools";
import { withUnit } from "../../../shared/search/attribute-display";
import type { SearchClient } from "../../services/search/client";
import { findByIds } from "../../services/search/queries";

export type { CompareAnswer };

const COMPARED_GROUPS = new Set(["identification", "handling", "sustainability", "cosmetic-certifications"]);
const COMPARED_DISPLAYS = new Set(["Text", "Number", "Boolean", "Date"]);

/** Attributes worth comparing: plain values of the main groups. */
export const COMPARED_ATTRIBUTES: readonly ProductAttribute[] = PRODUCT_ATTRIBUTES.filter(
  (a) => a.valueField && COMPARED_GROUPS.has(a.group) && COMPARED_DISPLAYS.has(a.display) && a.key !== "Name",
);

function cellText(attribute: ProductAttribute, doc: Record<string, unknown>, lang: string): string | undefined {
  if (!attribute.valueField) return undefined;
  const value = displayedText(attribute, doc[attribute.valueField], lang);
  if (value === undefined) return undefined;
  if (attribute.display === "Date") return pageDate(value, lang);
  // A list reads as the product page shows it: joined, without a unit.
  if (attribute.display === "Boolean" || Array.isArray(doc[attribute.valueField])) return value;
  // As on the product page: the document's unit, else the attribute's own; a decimal comma and German
  // unit words on German pages.
  return withUnit(value, unitOf(doc, attribute), lang);
}

/** Loads the products (in the order asked, unknown or hidden ones left out) and builds the rows. */
export async function compareProducts(
  search: SearchClient,
  ids: readonly string[],
  scope: { audience: Audience; site: string; lang: string },
): Promise<CompareAnswer> {
  if (ids.length === 0) return { products: [], rows: [] };
  const docs = await findByIds<Partial<ProductDocument>>(search, "products", ids, {
    extraFilter: scopeClause(PRODUCT_FINDER, scope),
    cache: "catalogue",
  });
  const byId = new Map(docs.map((d) => [String(d.ID), d as Record<string, unknown>]));
  const ordered = ids.map((id) => byId.get(id)).filter((d): d is Record<string, unknown> => d !== undefined);
  const values = ordered.map((doc) =>
    Object.fromEntries(COMPARED_ATTRIBUTES.map((a) => [a.key, cellText(a, doc, scope.lang)])),
  );
  return {
    products: ordered.map((doc) => ({
      id: String(doc.ID),
      title: String(doc.Name ?? doc.ID),
      href: `/pim/fragment/${scope.site}/${scope.lang}/product/${doc.ID}`,
    })),
    rows: compareRows(
      COMPARED_ATTRIBUTES.map((a) => ({ key: a.key, label: scope.lang === "de" ? a.de : a.en })),
      values,
    ),
  };
}
