/**
 * The label finder and the competitive scout's competitor product finder:
 * plain finders (text, facets, order, paging) over the labels and the
 * third-party products. Registered in `tools.ts` with the other finders.
 */
import type { ToolDefinition } from "./tool-definition.ts";

/** Product IDs named by the products' names: every document, item and label of a product is listed under one. */
export const PRODUCTS_BY_NAME = { index: "products", field: "Name" } as const;

/**
 * Global keyword search over labels, and focused searches by plant, product,
 * label and layout type (spec section 1). Each focused search is a select
 * whose options narrow with the other selections.
 */
export const LABEL_FINDER: ToolDefinition = {
  tool: "labels",
  index: "labels",
  title: "Label Finder",
  noun: "item",
  searchLabel: "Search labels",
  facets: [
    { kind: "value", key: "plant", field: "AT_PlantId", label: "Plant", single: true, labels: "plants" },
    {
      kind: "value",
      key: "product",
      field: "AT_ProductId",
      label: "Product",
      single: true,
      labels: "products",
      valueSearch: PRODUCTS_BY_NAME,
    },
    {
      kind: "value",
      key: "label",
      field: "AT_Label",
      label: "Label",
      single: true,
      valueSearch: { index: "labels", field: "AT_Label", valueField: "AT_Label" },
    },
    { kind: "value", key: "layout", field: "AT_LayoutType", label: "Layout type" },
  ],
  sorts: ["relevance", "name-asc", "name-desc"],
  select: [
    "ID",
    "Name",
    "AT_PlantId",
    "AT_PlantName",
    "AT_ProductId",
    "AT_ProductName",
    "AT_Label",
    "AT_LayoutType",
    "AT_Url",
  ],
  nameField: "Name",
};

/** Third-party products, ordered by Name then Company (spec section 9). */
export const COMPETITOR_PRODUCT_FINDER: ToolDefinition = {
  tool: "competitor-products",
  index: "thirdpartyproducts",
  title: "Competitor Product Finder",
  noun: "item",
  searchLabel: "Search competitor products",
  facets: [{ kind: "value", key: "company", field: "Company", label: "Company" }],
  sorts: ["relevance", "name-asc", "name-desc"],
  select: ["ID", "Name", "Company", "AT_ChemicalDescription", "AT_INCIName"],
  nameField: "Name",
  siteField: "AT_Websites",
};

/** Count words of these finders. */
export const LIST_NOUNS: Readonly<Record<string, readonly [string, string]>> = {
  labels: ["Label", "Labels"],
  "competitor-products": ["Competitor product", "Competitor products"],
};
