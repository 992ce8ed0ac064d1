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
import type { CompareCsvTable } from "../../../shared/finder/compare-csv";
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

interface Cell {
  /** As the page shows it, unit included. */
  shown: string;
  /** Without its unit (the CSV's value column). */
  bare: string;
  unit: string;
}

function cell(attribute: ProductAttribute, doc: Record<string, unknown>, lang: string): Cell | undefined {
  if (!attribute.valueField) return undefined;
  const value = displayedText(attribute, doc[attribute.valueField], lang);
  if (value === undefined) return undefined;
  if (attribute.display === "Date") {
    const date = pageDate(value, lang);
    return { shown: date, bare: date, unit: "" };
  }
  // A list reads as the product page shows it: joined, without a unit.
  if (attribute.display === "Boolean" || Array.isArray(doc[attribute.valueField]))
    return { shown: value, bare: value, unit: "" };
  // As on the product page: the document's unit, else the attribute's own; a decimal comma and German
  // unit words on German pages.
  const shown = withUnit(value, unitOf(doc, attribute), lang);
  const bare = withUnit(value, undefined, lang);
  return { shown, bare, unit: shown.slice(bare.length).trim() };
}

export interface ComparedProducts {
  products: CompareAnswer["products"];
  /** One row per attribute some product has, the page's rows in the page's order. */
  rows: { label: string; cells: (Cell | undefined)[] }[];
}

/** Loads the products (in the order asked, unknown or hidden ones left out) and their cells. */
export async function loadCompared(
  search: SearchClient,
  ids: readonly string[],
  scope: { audience: Audience; site: string; lang: string },
): Promise<ComparedProducts> {
  if (ids.length === 0) return { products: [], rows: [] };
  const docs = await findByIds<Partial<ProductDocument>>(search, "products", ids, {
    extraFilter: scopeClause(PRODUCT_FINDER, scope),
    cache: "catalogue",
  });
  const byId = new Map(docs.map((d) => [String(d.ID), d as Record<string, unknown>]));
  const ordered = ids.map((id) => byId.get(id)).filter((d): d is Record<string, unknown> => d !== undefined);
  return {
    products: ordered.map((doc) => ({
      id: String(doc.ID),
      title: String(doc.Name ?? doc.ID),
      href: `/pim/fragment/${scope.site}/${scope.lang}/product/${doc.ID}`,
    })),
    rows: COMPARED_ATTRIBUTES.map((a) => ({
      label: scope.lang === "de" ? a.de : a.en,
      cells: ordered.map((doc) => cell(a, doc, scope.lang)),
    })).filter((row) => row.cells.some((c) => c !== undefined && c.shown.trim() !== "")),
  };
}

/** The page's comparison: the loaded products and their rows, differences flagged. */
export async function compareProducts(
  search: SearchClient,
  ids: readonly string[],
  scope: { audience: Audience; site: string; lang: string },
): Promise<CompareAnswer> {
  const { products, rows } = await loadCompared(search, ids, scope);
  return {
    products,
    rows: compareRows(
      rows.map((row, i) => ({ key: String(i), label: row.label })),
      products.map((_, p) => Object.fromEntries(rows.map((row, i) => [String(i), row.cells[p]?.shown]))),
    ),
  };
}

/** The same rows for the CSV file: a unit every value of a row shares goes to its own column. */
export function compareCsvTable(compared: ComparedProducts): CompareCsvTable {
  return {
    products: compared.products,
    rows: compared.rows.map((row) => {
      const units = new Set(row.cells.filter((c) => c !== undefined).map((c) => c.unit));
      const unit = units.size === 1 ? ([...units][0] ?? "") : "";
      return {
        label: row.label,
        unit,
        values: row.cells.map((c) => (c === undefined ? "" : unit ? c.bare : c.shown)),
      };
    }),
  };
}
