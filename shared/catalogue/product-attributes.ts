/**
 * The displayed product attributes of spec section 3, as data. The product
 * page renders groups in this order, and the worker checks product documents
 * against the fields named here. The search index is defined elsewhere (by
 * the search service); a field missing there is logged and left blank.
 */

export type AttributeGroup =
  | "identification"
  | "handling"
  | "sap-logistics"
  | "registration"
  | "sustainability"
  | "cosmetic-certifications"
  | "access";

export const ATTRIBUTE_GROUPS: readonly { group: AttributeGroup; en: string; de: string }[] = [
  { group: "identification", en: "Identification", de: "Identifikation" },
  { group: "handling", en: "Handling", de: "Handhabung" },
  { group: "sap-logistics", en: "Packaging and Logistics", de: "Verpackung und Logistik" },
  { group: "registration", en: "Chemical Registration", de: "Chemikalienregistrierung" },
  { group: "sustainability", en: "Sustainability and Circularity", de: "Nachhaltigkeit und Kreislaufwirtschaft" },
  { group: "cosmetic-certifications", en: "Cosmetic Certifications", de: "Kosmetik-Zertifizierungen" },
  { group: "access", en: "Access", de: "Zugriff" },
];

/**
 * How a value is shown. Spec section 4: an empty value is hidden, except for
 * the structural types (`ALWAYS_SHOWN_DISPLAY_TYPES` in `shared/search/attribute-display.ts`).
 */
export type DisplayType =
  | "Text"
  | "Number"
  | "Boolean"
  | "Date"
  | "Articles"
  | "Container"
  | "ReferenceList"
  | "PackagingMaterial"
  | "Table"
  | "Divider";

/**
 * Container attributes have no value field: `SafetyDataSheet` is filled from
 * the data-sheet service, every other one from the product's `DataContainers`
 * entries whose `Type` equals the attribute key.
 */
export const DATASHEET_ATTRIBUTE_KEY = "SafetyDataSheet";

/** Values that mean "no value" in the product data; compared case-insensitively, after trimming. */
export const COMMON_BLACKLIST: readonly string[] = [
  "n/a",
  "na",
  "-",
  "--",
  "not available",
  "tbd",
  "0000",
  "none",
  ".",
];

export interface ProductAttribute {
  /** Stable key, also the base of the field names. */
  readonly key: string;
  /** Document field holding the value, e.g. `AT_FlashPoint_Value`. Absent for Divider, Articles and Container. */
  readonly valueField?: string;
  /** Document field holding the unit, e.g. `AT_FlashPoint_Unit`, when the attribute has one. */
  readonly unitField?: string;
  /** The unit the demo catalogue uses. */
  readonly unit?: string;
  readonly en: string;
  readonly de: string;
  readonly group: AttributeGroup;
  readonly display: DisplayType;
  /** The value is a list of strings (ids for ReferenceList and PackagingMaterial). */
  readonly collection?: boolean;
  /** For ReferenceList and PackagingMaterial: the index the ids point into. */
  readonly references?: "plants" | "packagingmaterials" | "assets" | "contacts" | "classifications";
  /** Values that are blanked and hidden (case-insensitive). */
  readonly blacklist: readonly string[];
}

interface Def {
  key: string;
  en: string;
  de: string;
  display: DisplayType;
  unit?: string;
  field?: string;
  collection?: boolean;
  references?: ProductAttribute["references"];
  blacklist?: readonly string[];
}

const NO_VALUE_FIELD: readonly DisplayType[] = ["Divider", "Articles", "Container"];

function group(name: AttributeGroup, defs: readonly Def[]): ProductAttribute[] {
  return defs.map((d) => {
    const base = d.field ?? `AT_${d.key}`;
    const hasValue = !NO_VALUE_FIELD.includes(d.display);
    const plain = d.field !== undefined;
    const attr: ProductAttribute = {
      key: d.key,
      en: d.en,
      de: d.de,
      group: name,
      display: d.display,
      blacklist: d.blacklist ?? (d.display === "Text" || d.display === "Boolean" ? COMMON_BLACKLIST : []),
      ...(hasValue ? { valueField: plain ? base : `${base}_Value` } : {}),
      ...(d.unit ? { unitField: `${base}_Unit`, unit: d.unit } : {}),
      ...(d.collection ? { collection: true } : {}),
      ...(d.references ? { references: d.references } : {}),
    };
    return attr;
  });
}

/** The 17 regions with a chemical registration status and remark. */
export const REGISTRATION_REGIONS: readonly { key: string; en: string; de: string; inventory: string }[] = [
  { key: "Australia", en: "Australia", de: "Australien", inventory: "AIIC" },
  { key: "Brazil", en: "Brazil", de: "Brasilien", inventory: "CIQ" },
  { key: "Canada", en: "Canada", de: "Kanada", inventory: "DSL/NDSL" },
  { key: "China", en: "China", de: "China", inventory: "IECSC" },
  { key: "EU", en: "EU", de: "EU", inventory: "REACH" },
  { key: "EAEU", en: "Eurasian Economic Union", de: "Eurasische Wirtschaftsunion", inventory: "EAEU" },
  { key: "Japan", en: "Japan", de: "Japan", inventory: "ENCS" },
  { key: "Korea", en: "Korea", de: "Korea", inventory: "KECI" },
  { key: "Mexico", en: "Mexico", de: "Mexiko", inventory: "INSQ" },
  { key: "NewZealand", en: "New Zealand", de: "Neuseeland", inventory: "NZIoC" },
  { key: "Philippines", en: "Philippines", de: "Philippinen", inventory: "PICCS" },
  { key: "Switzerland", en: "Switzerland", de: "Schweiz", inventory: "ChemO" },
  { key: "Taiwan", en: "Taiwan", de: "Taiwan", inventory: "TCSI" },
  { key: "Turkiye", en: "Türkiye", de: "Türkei", inventory: "KKDIK" },
  { key: "UK", en: "UK", de: "Vereinigtes Königreich", inventory: "UK REACH" },
  { key: "USA", en: "USA", de: "USA", inventory: "TSCA" },
  { key: "Vietnam", en: "Vietnam", de: "Vietnam", inventory: "VNCI" },
];

export const PRODUCT_ATTRIBUTES: readonly ProductAttribute[] = [
  ...group("identification", [
    { key: "Name", field: "Name", en: "Name", de: "Name", display: "Text", blacklist: [] },
    { key: "ID", field: "ID", en: "ID", de: "ID", display: "Text", blacklist: [] },
    { key: "CASNumber", en: "CAS Number", de: "CAS-Nummer", display: "Text" },
    { key: "SAPID", en: "SAP-ID", de: "SAP-ID", display: "Text" },
    { key: "ProductType", en: "Product Type", de: "Produkttyp", display: "Text" },
    { key: "SalesStatus", en: "Sales Status", de: "Vertriebsstatus", display: "Text" },
  ]),
  ...group("handling", [
    { key: "ShelfLife", en: "Shelf Life", de: "Haltbarkeit", display: "Number", unit: "months" },
    { key: "FlashPoint", en: "Flash Point", de: "Flammpunkt", display: "Number", unit: "°C" },
    {
      key: "Packaging",
      en: "Packaging",
      de: "Verpackung",
      display: "PackagingMaterial",
      collection: true,
      references: "packagingmaterials",
    },
    {
      key: "ProductionPlant",
      en: "Production Plant",
      de: "Produktionsstandort",
      display: "ReferenceList",
      collection: true,
      references: "plants",
    },
    { key: "LeadTime", en: "Lead Time", de: "Lieferzeit", display: "Number", unit: "days" },
    { key: "MinOrderQuantity", en: "Min. Order Quantity", de: "Mindestbestellmenge", display: "Number", unit: "kg" },
    { key: "SafetyDataSheet", en: "Safety Data Sheet", de: "Sicherheitsdatenblatt", display: "Container" },
    { key: "TypicalProperties", en: "Typical Properties", de: "Typische Eigenschaften", display: "Container" },
  ]),
  ...group("sap-logistics", [
    {
      key: "LogisticsDivider",
      en: "SAP Packaging and Logistics",
      de: "SAP-Verpackung und Logistik",
      display: "Divider",
    },
    { key: "Articles", en: "Articles", de: "Artikel", display: "Articles" },
    { key: "GrossWeight", en: "Gross Weight", de: "Bruttogewicht", display: "Number", unit: "kg" },
    { key: "NetWeight", en: "Net Weight", de: "Nettogewicht", display: "Number", unit: "kg" },
    { key: "TareWeight", en: "Tare Weight", de: "Taragewicht", display: "Number", unit: "kg" },
    { key: "PackageLength", en: "Package Length", de: "Packstücklänge", display: "Number", unit: "mm" },
    { key: "PackageWidth", en: "Package Width", de: "Packstückbreite", display: "Number", unit: "mm" },
    { key: "PackageHeight", en: "Package Height", de: "Packstückhöhe", display: "Number", unit: "mm" },
    { key: "PackageVolume", en: "Package Volume", de: "Packstückvolumen", display: "Number", unit: "L" },
    { key: "UnitsPerPallet", en: "Units per Pallet", de: "Einheiten pro Palette", display: "Number", unit: "pcs" },
    { key: "PalletType", en: "Pallet Type", de: "Palettentyp", display: "Text" },
    { key: "PalletWeight", en: "Pallet Gross Weight", de: "Palettenbruttogewicht", display: "Number", unit: "kg" },
    {
      key: "ContainerLoad20ft",
      en: "Container Load 20 ft",
      de: "Containerladung 20 ft",
      display: "Number",
      unit: "kg",
    },
    {
      key: "ContainerLoad40ft",
      en: "Container Load 40 ft",
      de: "Containerladung 40 ft",
      display: "Number",
      unit: "kg",
    },
    { key: "TruckLoad", en: "Truck Load", de: "LKW-Ladung", display: "Number", unit: "kg" },
    { key: "Stackable", en: "Stackable", de: "Stapelbar", display: "Boolean" },
    { key: "DangerousGoodsClass", en: "Dangerous Goods Class", de: "Gefahrgutklasse", display: "Text" },
    { key: "UNNumber", en: "UN Number", de: "UN-Nummer", display: "Text" },
    {
      key: "StorageTemperature",
      en: "Max. Storage Temperature",
      de: "Max. Lagertemperatur",
      display: "Number",
      unit: "°C",
    },
    { key: "CustomsTariffNumber", en: "Customs Tariff Number", de: "Zolltarifnummer", display: "Text" },
    { key: "PalletScheme", en: "Pallet Scheme", de: "Palettenschema", display: "Table" },
  ]),
  ...group(
    "registration",
    REGISTRATION_REGIONS.flatMap((r): Def[] => [
      {
        key: `RegStatus${r.key}`,
        en: `Registration Status ${r.en} (${r.inventory})`,
        de: `Registrierungsstatus ${r.de} (${r.inventory})`,
        display: "Text",
      },
      {
        key: `RegRemark${r.key}`,
        en: `Registration Remark ${r.en}`,
        de: `Registrierungshinweis ${r.de}`,
        display: "Text",
      },
    ]),
  ),
  ...group("sustainability", [
    {
      key: "BioBasedCarbon",
      en: "Bio-based Carbon Content",
      de: "Biobasierter Kohlenstoffanteil",
      display: "Number",
      unit: "%",
    },
    { key: "RecycledContent", en: "Recycled Content", de: "Rezyklatanteil", display: "Number", unit: "%" },
    {
      key: "CarbonFootprint",
      en: "Product Carbon Footprint",
      de: "CO2-Fußabdruck des Produkts",
      display: "Number",
      unit: "kg CO2e/kg",
    },
    { key: "RenewableRawMaterials", en: "Renewable Raw Materials", de: "Nachwachsende Rohstoffe", display: "Boolean" },
    { key: "ReadilyBiodegradable", en: "Readily Biodegradable", de: "Leicht biologisch abbaubar", display: "Boolean" },
    { key: "MassBalanceCertified", en: "Mass Balance Certified", de: "Massenbilanz-zertifiziert", display: "Boolean" },
    { key: "MicroplasticFree", en: "Free of Microplastics", de: "Frei von Mikroplastik", display: "Boolean" },
    { key: "RSPOCertified", en: "RSPO Certified", de: "RSPO-zertifiziert", display: "Boolean" },
    {
      key: "SustainabilityDate",
      en: "Sustainability Assessment Date",
      de: "Datum der Nachhaltigkeitsbewertung",
      display: "Date",
    },
  ]),
  ...group("cosmetic-certifications", [
    { key: "INCIName", en: "INCI Name", de: "INCI-Name", display: "Text" },
    { key: "COSMOSApproved", en: "COSMOS Approved", de: "COSMOS-zugelassen", display: "Boolean" },
    { key: "NATRUECertified", en: "NATRUE Certified", de: "NATRUE-zertifiziert", display: "Boolean" },
    { key: "HalalCertified", en: "Halal Certified", de: "Halal-zertifiziert", display: "Boolean" },
    { key: "KosherCertified", en: "Kosher Certified", de: "Koscher-zertifiziert", display: "Boolean" },
    { key: "VeganSuitable", en: "Suitable for Vegans", de: "Für Veganer geeignet", display: "Boolean" },
    { key: "ChinaIECIC", en: "Listed in China IECIC", de: "In China IECIC gelistet", display: "Boolean" },
  ]),
  ...group("access", [
    {
      key: "AccessGroups",
      field: "AT_AccessGroups",
      en: "Access Groups",
      de: "Zugriffsgruppen",
      display: "Text",
      collection: true,
      blacklist: [],
    },
    {
      key: "Visibility",
      field: "AT_Visibility",
      en: "Visibility",
      de: "Sichtbarkeit",
      display: "Text",
      collection: true,
      blacklist: [],
    },
  ]),
];

/** Rows of a Table attribute's value (`PalletScheme`): label, value and optional unit per row. */
export interface AttributeTableRow {
  Label: string;
  Value: string;
  Unit?: string;
}

/** True when `value` matches one of the attribute's blacklist entries (case-insensitive, trimmed). */
export function isBlacklisted(attribute: Pick<ProductAttribute, "blacklist">, value: string): boolean {
  const v = value.trim().toLowerCase();
  return attribute.blacklist.some((b) => b.toLowerCase() === v);
}

export type CrossReferenceGroup =
  | "websites"
  | "effects"
  | "applications"
  | "industries"
  | "certificates"
  | "brand"
  | "region"
  | "contacts"
  | "restricted-documents"
  | "packaging";

/**
 * Where each cross-reference group of a product lives. `field` is a product
 * document field; for `AssetCrossReference` the group is the entries whose
 * Type is `assetType`.
 */
export const CROSS_REFERENCE_GROUPS: readonly {
  group: CrossReferenceGroup;
  en: string;
  de: string;
  field: string;
  /** Entries of AssetCrossReference with this Type. */
  assetType?: string;
  /** Index the values point into; absent when the values are slugs or names. */
  references?: "assets" | "contacts" | "classifications" | "packagingmaterials";
}[] = [
  { group: "websites", en: "Websites", de: "Websites", field: "AT_Websites" },
  { group: "effects", en: "Effects", de: "Wirkungen", field: "AT_Effects", references: "classifications" },
  { group: "applications", en: "Applications", de: "Anwendungen", field: "AT_Applications" },
  { group: "industries", en: "Industries", de: "Branchen", field: "AT_Industries" },
  {
    group: "certificates",
    en: "Certificates",
    de: "Zertifikate",
    field: "AssetCrossReference",
    assetType: "Certificate",
    references: "assets",
  },
  { group: "brand", en: "Brand", de: "Marke", field: "AT_Brand" },
  { group: "region", en: "Region", de: "Region", field: "AT_Regions", references: "classifications" },
  { group: "contacts", en: "Contacts", de: "Ansprechpartner", field: "AT_Contacts", references: "contacts" },
  {
    group: "restricted-documents",
    en: "Restricted Documents",
    de: "Vertrauliche Dokumente",
    field: "AssetCrossReference",
    assetType: "RestrictedDocument",
    references: "assets",
  },
  {
    group: "packaging",
    en: "Packaging",
    de: "Verpackung",
    field: "AT_Packaging_Value",
    references: "packagingmaterials",
  },
];
