/**
 * Index schemas as data, in the shape of Azure AI Search index definitions.
 * The search emulator type-checks filters, facets and ordering against them;
 * the catalogue tests validate every demo document against them.
 */
import type { IndexName } from "./index-names.ts";
import { PRODUCT_ATTRIBUTES } from "./product-attributes.ts";

export type EdmScalarType =
  | "Edm.String"
  | "Edm.Int32"
  | "Edm.Int64"
  | "Edm.Double"
  | "Edm.Boolean"
  | "Edm.DateTimeOffset"
  | "Edm.ComplexType";
export type EdmType = EdmScalarType | `Collection(${EdmScalarType})`;

export interface IndexField {
  name: string;
  type: EdmType;
  key: boolean;
  searchable: boolean;
  filterable: boolean;
  facetable: boolean;
  sortable: boolean;
  retrievable: boolean;
  /** Sub-fields of `Edm.ComplexType` and `Collection(Edm.ComplexType)`. */
  fields?: IndexField[];
}

type Flags = Partial<Pick<IndexField, "key" | "searchable" | "filterable" | "facetable" | "sortable" | "retrievable">>;

function field(name: string, type: EdmType, flags: Flags = {}): IndexField {
  const collection = type.startsWith("Collection(");
  return {
    name,
    type,
    key: flags.key ?? false,
    searchable: flags.searchable ?? false,
    filterable: flags.filterable ?? true,
    facetable: flags.facetable ?? (type !== "Edm.DateTimeOffset" && type !== "Collection(Edm.DateTimeOffset)"),
    // Azure cannot sort on collections.
    sortable: collection ? false : (flags.sortable ?? true),
    retrievable: flags.retrievable ?? true,
  };
}

const key = (name = "ID") => field(name, "Edm.String", { key: true, searchable: true });
const text = (name: string, flags: Flags = {}) => field(name, "Edm.String", { searchable: true, ...flags });
const str = (name: string, flags: Flags = {}) => field(name, "Edm.String", flags);
const strings = (name: string, flags: Flags = {}) => field(name, "Collection(Edm.String)", flags);
const num = (name: string) => field(name, "Edm.Double");
const int = (name: string) => field(name, "Edm.Int32");
const date = (name: string) => field(name, "Edm.DateTimeOffset");

function complex(name: string, fields: IndexField[], collection = true): IndexField {
  return {
    name,
    type: collection ? "Collection(Edm.ComplexType)" : "Edm.ComplexType",
    key: false,
    searchable: false,
    filterable: false,
    facetable: false,
    sortable: false,
    retrievable: true,
    fields,
  };
}

// Sub-fields of collections cannot be sorted.
const sub = (f: IndexField): IndexField => ({ ...f, sortable: false });

const classificationReference = complex("ClassificationReference", [
  sub(str("ClassificationID")),
  sub(str("Type")),
  sub(text("Name")),
]);
const productCrossReference = complex("ProductCrossReference", [sub(str("ProductId")), sub(str("Type"))]);
const assetCrossReference = complex("AssetCrossReference", [sub(str("AssetId")), sub(str("Type"))]);

const common = (): IndexField[] => [
  key(),
  text("Name"),
  str("UserTypeID"),
  classificationReference,
  productCrossReference,
];

function productFields(): IndexField[] {
  const fields: IndexField[] = [
    ...common(),
    assetCrossReference,
    complex("DataContainers", [
      sub(str("Type")),
      sub(text("Name")),
      sub(str("Value")),
      sub(str("Unit")),
      sub(str("Method")),
    ]),
    strings("AT_Websites"),
    strings("AT_Visibility"),
    strings("AT_AccessGroups"),
    text("AT_Brand"),
    strings("AT_Applications"),
    strings("AT_Industries"),
    strings("AT_Markets"),
    strings("AT_Effects"),
    strings("AT_Regions"),
    strings("AT_Contacts"),
  ];
  const seen = new Set(fields.map((f) => f.name));
  for (const a of PRODUCT_ATTRIBUTES) {
    if (a.valueField && !seen.has(a.valueField)) {
      seen.add(a.valueField);
      if (a.display === "Table") {
        fields.push(complex(a.valueField, [sub(str("Label")), sub(str("Value")), sub(str("Unit"))]));
      } else if (a.collection) {
        fields.push(strings(a.valueField));
      } else if (a.display === "Number") {
        fields.push(num(a.valueField));
      } else if (a.display === "Date") {
        fields.push(date(a.valueField));
      } else {
        fields.push(text(a.valueField));
      }
    }
    if (a.unitField && !seen.has(a.unitField)) {
      seen.add(a.unitField);
      fields.push(str(a.unitField));
    }
  }
  return fields;
}

/** Index schemas by base index name; both language contexts share a schema. */
export const INDEX_SCHEMAS: Readonly<Record<IndexName, readonly IndexField[]>> = {
  products: productFields(),
  assets: [
    ...common(),
    text("AssetType"),
    text("AT_SubTypeMerged"),
    strings("AT_AssetLanguage"),
    text("AT_FileName"),
    str("AT_Url"),
    num("AT_FileSizeKB"),
    date("AT_PublicationDate"),
    strings("AT_Websites"),
    strings("AT_Visibility"),
    strings("AT_Products"),
    strings("AT_Applications"),
    strings("AT_Industries"),
    strings("AT_Markets"),
  ],
  contacts: [
    ...common(),
    text("AT_FirstName"),
    text("AT_LastName"),
    str("AT_Title"),
    text("AT_JobTitle"),
    str("AT_Email"),
    str("AT_Phone"),
    strings("AT_CountryCodes"),
    strings("AT_Industries"),
    strings("AT_Websites"),
    strings("AT_Areas"),
    text("AT_Company"),
    text("AT_City"),
  ],
  formulations: [
    ...common(),
    date("AT_CreationDate"),
    date("AT_FirstPublicationDate"),
    text("AT_FormulationCode"),
    text("AT_Description"),
    text("AT_Appearance"),
    str("AT_pHValue"),
    num("AT_Viscosity_Value"),
    str("AT_Viscosity_Unit"),
    text("AT_Stability"),
    text("AT_Processing"),
    text("AT_Remarks"),
    complex("Phases", [
      sub(str("Phase")),
      sub(text("Ingredients")),
      sub(text("Manufacturer")),
      sub(num("Dose")),
      sub(str("ProductId")),
    ]),
    str("AT_PdfUrl"),
    str("AT_LogoUrl"),
    strings("AT_Websites"),
    strings("AT_Applications"),
    strings("AT_Markets"),
    strings("AT_Effects"),
    strings("AT_Visibility"),
  ],
  thirdpartyproducts: [
    ...common(),
    text("Company"),
    text("AT_ChemicalDescription"),
    text("AT_INCIName"),
    strings("AT_Websites"),
  ],
  articles: [
    ...common(),
    str("AT_ProductId"),
    text("AT_SAPArticleNumber"),
    str("AT_PackagingMaterialId"),
    num("AT_PackSize_Value"),
    str("AT_PackSize_Unit"),
    str("AT_PlantId"),
    strings("AT_Websites"),
    strings("AT_Visibility"),
  ],
  plants: [
    ...common(),
    text("AT_SAP_LocationName"),
    text("AT_Abbreviation"),
    str("AT_CountryCode"),
    str("AT_SAPPlantCode"),
  ],
  competitivescoutrecommendations: [
    ...common(),
    text("AT_CompetitiveProduct"),
    text("AT_Competitor"),
    str("AT_Industry"),
    str("AT_Effect"),
    str("AT_Region"),
    text("AT_FirstRecommendation"),
    text("AT_SecondRecommendation"),
    text("AT_ThirdRecommendation"),
    strings("AT_Technologies"),
    strings("AT_Markets"),
    strings("AT_Applications"),
    strings("AT_Websites"),
  ],
  packagingmaterials: [
    ...common(),
    text("AT_Material"),
    num("AT_Capacity_Value"),
    str("AT_Capacity_Unit"),
    str("AT_UNApproved"),
  ],
  labels: [
    ...common(),
    str("AT_PlantId"),
    text("AT_PlantName"),
    str("AT_ProductId"),
    text("AT_ProductName"),
    text("AT_Label"),
    text("AT_LayoutType"),
    str("AT_Url"),
  ],
  classifications: [...common(), str("AT_Slug"), int("AT_Level")],
  recotoolproducts: [
    ...common(),
    str("AT_Region"),
    str("AT_CountryCode"),
    str("AT_Industry"),
    strings("AT_Choices"),
    text("AT_FirstChoice"),
    text("AT_SecondChoice"),
    text("AT_Alternative"),
    str("AT_ProductId"),
    strings("AT_Websites"),
  ],
};

/** The field of `schema` with this name (top level), if any. */
export function findField(schema: readonly IndexField[], name: string): IndexField | undefined {
  return schema.find((f) => f.name === name);
}
