/**
 * The finders of spec section 2 as data. Field names are those of
 * `shared/catalogue/documents.ts`.
 */
import { COMPETITOR_PRODUCT_FINDER, LABEL_FINDER, PRODUCTS_BY_NAME } from "./list-tools.ts";
import type { ToolDefinition } from "./tool-definition.ts";

const NAME_SORTS = ["relevance", "name-asc", "name-desc"] as const;

/** Products, formulations and documents all narrow by application (route slugs). */
const APPLICATION_FACET: ToolDefinition["facets"][number] = {
  kind: "value",
  key: "application",
  field: "AT_Applications",
  label: "Application",
  collection: true,
  labels: "slug",
};

export const PRODUCT_FINDER: ToolDefinition = {
  tool: "products",
  index: "products",
  title: "Product Finder",
  noun: "product",
  searchLabel: "Search products",
  facets: [
    {
      kind: "value",
      key: "plant",
      field: "AT_ProductionPlant_Value",
      label: "Local production plant",
      collection: true,
      single: true,
      labels: "plants",
    },
    {
      kind: "value",
      key: "industry",
      field: "AT_Industries",
      label: "Industry",
      collection: true,
      single: true,
      labels: "slug",
    },
    { kind: "value", key: "brand", field: "AT_Brand", label: "Brand", labels: "slug" },
    APPLICATION_FACET,
    { kind: "value", key: "market", field: "AT_Markets", label: "Market", collection: true, labels: "slug" },
    { kind: "value", key: "type", field: "AT_ProductType_Value", label: "Product type", localized: true },
    {
      kind: "classification",
      key: "classification",
      field: "ClassificationReference/ClassificationID",
      label: "Markets and applications",
      depth: 3,
    },
    { kind: "boolean", key: "renewable", field: "AT_RenewableRawMaterials_Value", label: "Renewable raw materials" },
    { kind: "boolean", key: "biodegradable", field: "AT_ReadilyBiodegradable_Value", label: "Readily biodegradable" },
    { kind: "range", key: "flashpoint", field: "AT_FlashPoint_Value", label: "Flash point", unit: "°C" },
    { kind: "registration", key: "reg", field: "AT_RegistrationStatus", label: "Registered in" },
    {
      kind: "range",
      key: "density",
      field: "AT_TypicalDensity",
      label: "Density at 20 °C",
      unit: "g/cm³",
      interval: 0.1,
    },
    {
      kind: "range",
      key: "viscosity",
      field: "AT_TypicalViscosity",
      label: "Viscosity at 25 °C",
      unit: "mPa·s",
      interval: 1000,
    },
  ],
  sorts: NAME_SORTS,
  select: [
    "ID",
    "Name",
    "AT_Brand",
    "AT_ProductType_Value",
    "AT_CASNumber_Value",
    "AT_Applications",
    "AT_FlashPoint_Value",
    "AT_FlashPoint_Unit",
  ],
  nameField: "Name",
  siteField: "AT_Websites",
  visibilityField: "AT_Visibility",
};

export const FORMULATION_FINDER: ToolDefinition = {
  tool: "formulations",
  index: "formulations",
  title: "Formulation Finder",
  noun: "formulation",
  searchLabel: "Search formulations",
  facets: [
    APPLICATION_FACET,
    { kind: "value", key: "market", field: "AT_Markets", label: "Market", collection: true, labels: "slug" },
    { kind: "value", key: "effect", field: "AT_Effects", label: "Effect", collection: true, labels: "classifications" },
    { kind: "range", key: "viscosity", field: "AT_Viscosity_Value", label: "Viscosity", unit: "mPa·s" },
  ],
  sorts: [...NAME_SORTS, "date-asc", "date-desc"],
  select: ["ID", "Name", "AT_FormulationCode", "AT_Description", "AT_FirstPublicationDate", "AT_Applications"],
  nameField: "Name",
  dateField: "AT_FirstPublicationDate",
  siteField: "AT_Websites",
  visibilityField: "AT_Visibility",
};

export const CONTACT_FINDER: ToolDefinition = {
  tool: "contacts",
  index: "contacts",
  title: "Contact Finder",
  noun: "contact",
  searchLabel: "Search contacts",
  facets: [
    {
      kind: "value",
      key: "country",
      field: "AT_CountryCodes",
      label: "Country",
      collection: true,
      single: true,
      fullList: "countries",
      labels: "countries",
    },
    { kind: "value", key: "industry", field: "AT_Industries", label: "Industry", collection: true, labels: "slug" },
    { kind: "value", key: "area", field: "AT_Areas", label: "Area", collection: true },
  ],
  sorts: NAME_SORTS,
  select: [
    "ID",
    "Name",
    "AT_Title",
    "AT_JobTitle",
    "AT_Email",
    "AT_Phone",
    "AT_Company",
    "AT_City",
    "AT_CountryCodes",
    "AT_Areas",
  ],
  nameField: "Name",
  siteField: "AT_Websites",
};

export const DOWNLOAD_CENTER: ToolDefinition = {
  tool: "downloads",
  index: "assets",
  title: "Download Center",
  noun: "download",
  searchLabel: "Search documents",
  facets: [
    { kind: "value", key: "type", field: "AssetType", label: "Document type" },
    { kind: "value", key: "subtype", field: "AT_SubTypeMerged", label: "Document kind" },
    {
      kind: "value",
      key: "language",
      field: "AT_AssetLanguage",
      label: "Language",
      collection: true,
      fullList: "languages",
    },
    APPLICATION_FACET,
    { kind: "value", key: "industry", field: "AT_Industries", label: "Industry", collection: true, labels: "slug" },
    {
      kind: "value",
      key: "product",
      field: "AT_Products",
      label: "Product",
      collection: true,
      labels: "products",
      valueSearch: PRODUCTS_BY_NAME,
    },
  ],
  sorts: NAME_SORTS,
  select: [
    "ID",
    "Name",
    "AssetType",
    "AT_SubTypeMerged",
    "AT_AssetLanguage",
    "AT_FileName",
    "AT_Url",
    "AT_FileSizeKB",
    "AT_PublicationDate",
  ],
  nameField: "Name",
  siteField: "AT_Websites",
  visibilityField: "AT_Visibility",
};

export const ITEM_FINDER: ToolDefinition = {
  tool: "items",
  index: "articles",
  title: "Item Finder",
  noun: "item",
  searchLabel: "Search items",
  facets: [
    { kind: "value", key: "plant", field: "AT_PlantId", label: "Production plant", labels: "plants" },
    {
      kind: "value",
      key: "product",
      field: "AT_ProductId",
      label: "Product",
      labels: "products",
      valueSearch: PRODUCTS_BY_NAME,
    },
    { kind: "value", key: "unit", field: "AT_PackSize_Unit", label: "Pack unit" },
    { kind: "range", key: "packsize", field: "AT_PackSize_Value", label: "Pack size", unitFrom: "unit" },
  ],
  sorts: NAME_SORTS,
  select: ["ID", "Name", "AT_ProductId", "AT_SAPArticleNumber", "AT_PackSize_Value", "AT_PackSize_Unit", "AT_PlantId"],
  nameField: "Name",
  siteField: "AT_Websites",
  visibilityField: "AT_Visibility",
};

/** Every finder, by the path segment of its JSON API. */
export const TOOLS: Readonly<Record<string, ToolDefinition>> = Object.fromEntries(
  [
    PRODUCT_FINDER,
    FORMULATION_FINDER,
    CONTACT_FINDER,
    DOWNLOAD_CENTER,
    ITEM_FINDER,
    LABEL_FINDER,
    COMPETITOR_PRODUCT_FINDER,
  ].map((def) => [def.tool, def]),
);

export function findTool(name: string): ToolDefinition | undefined {
  return Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
}
