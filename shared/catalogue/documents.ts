/**
 * Search documents of every kind (spec section 3), with the field names of
 * the PIM export the search indexes are fed from: the shapes the worker
 * expects. The worker checks every answer against them at its edge
 * (worker/services/search/document-schemas.ts); the search service's index
 * definitions are its own and may disagree.
 */
import type { AttributeTableRow } from "./product-attributes.ts";

export type ClassificationReferenceType =
  | "Plant2Region"
  | "Object2Root"
  | "Object2Parent"
  | "MarketApplication2Application"
  | "MarketApplication2Market";

export const CLASSIFICATION_REFERENCE_TYPES: readonly ClassificationReferenceType[] = [
  "Plant2Region",
  "Object2Root",
  "Object2Parent",
  "MarketApplication2Application",
  "MarketApplication2Market",
];

export type ProductCrossReferenceType = "Article2ProductionPlant" | "Object2Parent" | "Asset2ProductionPlant";

export const PRODUCT_CROSS_REFERENCE_TYPES: readonly ProductCrossReferenceType[] = [
  "Article2ProductionPlant",
  "Object2Parent",
  "Asset2ProductionPlant",
];

export interface ClassificationReference {
  ClassificationID: string;
  Type: ClassificationReferenceType;
  /** Display name of the referenced classification, when the export carries it. */
  Name?: string;
}

/**
 * A reference to another document. Despite the field name the target is not
 * always a product: for `Article2ProductionPlant` and `Asset2ProductionPlant`
 * it is a plant ID, for `Object2Parent` the parent product.
 */
export interface ProductCrossReference {
  ProductId: string;
  Type: ProductCrossReferenceType;
}

/** Asset types used in AssetCrossReference: the Type of the link, which names the cross-reference group. */
export type AssetReferenceType =
  | "Certificate"
  | "Brochure"
  | "TechnicalDataSheet"
  | "SafetyDataSheet"
  | "RestrictedDocument";

export interface AssetCrossReference {
  AssetId: string;
  Type: AssetReferenceType | (string & {});
}

/** One entry of a data container (e.g. Type `TypicalProperties`): a property with value, unit and test method. */
export interface DataContainerEntry {
  Type: string;
  Name: string;
  Value: string;
  Unit: string | null;
  Method: string | null;
}

/** Fields every document carries. */
export interface BaseDocument {
  /** The index key. */
  ID: string;
  Name: string;
  UserTypeID: string;
  ClassificationReference: ClassificationReference[];
  ProductCrossReference: ProductCrossReference[];
}

export type Visibility = "Public" | "Internal";

/**
 * A product. Besides the fixed fields below it carries every attribute of
 * PRODUCT_ATTRIBUTES as `{valueField}` / `{unitField}` (for example
 * `AT_FlashPoint_Value: 120`, `AT_FlashPoint_Unit: "°C"`); null or absent when
 * the PIM has no value.
 */
export interface ProductDocument extends BaseDocument {
  UserTypeID: "Product" | "ServiceProduct";
  AssetCrossReference: AssetCrossReference[];
  DataContainers: DataContainerEntry[];
  /** Site keys (shared/sites.ts) whose catalogue lists the product. */
  AT_Websites: string[];
  AT_Visibility: Visibility[];
  AT_AccessGroups: string[];
  /** Brand slug (for pu-additives one of PU_BRANDS) or brand name slug of other areas. */
  AT_Brand: string;
  /** Application slugs (PU_APPLICATIONS for pu-additives). */
  AT_Applications: string[];
  /** Industry slugs (SILICA_INDUSTRIES). */
  AT_Industries: string[];
  /** Market slugs (VISIOMER_MARKETS). */
  AT_Markets: string[];
  /** Effect classification IDs (`EF_...`). */
  AT_Effects: string[];
  /** Region classification IDs (`RG_...`). */
  AT_Regions: string[];
  /** Contact IDs. */
  AT_Contacts: string[];
  /**
   * Registration statuses as `Region:code` (region keys of REGISTRATION_REGIONS,
   * codes of REGISTRATION_STATUSES), for filtering; the page reads the per-region fields.
   */
  AT_RegistrationStatus: string[];
  /** Typical density at 20 °C in g/cm³, whatever unit the data container reports it in; null when unknown. */
  AT_TypicalDensity?: number | null;
  /** Typical viscosity at 25 °C in mPa·s; null when unknown. */
  AT_TypicalViscosity?: number | null;
  /** Table attribute value. */
  AT_PalletScheme_Value: AttributeTableRow[];
  [attribute: string]: unknown;
}

export interface AssetDocument extends BaseDocument {
  UserTypeID: "Asset";
  /** Document kind: Brochure, Certificate, Technical Data Sheet, Safety Data Sheet, ... */
  AssetType: string;
  /** Finer kind, e.g. `Certificate - ISO 9001`, `Brochure - Product Overview`. */
  AT_SubTypeMerged: string;
  /** Language names of the document, e.g. `English`, `German`. */
  AT_AssetLanguage: string[];
  AT_FileName: string;
  /** Path served by the emulator, e.g. `/files/assets/AS_00000001.pdf`. */
  AT_Url: string;
  AT_FileSizeKB: number;
  AT_PublicationDate: string;
  AT_Websites: string[];
  AT_Visibility: Visibility[];
  /** Product IDs the asset belongs to. */
  AT_Products: string[];
  AT_Applications: string[];
  AT_Industries: string[];
  AT_Markets: string[];
}

export interface ContactDocument extends BaseDocument {
  UserTypeID: "Contactperson";
  AT_FirstName: string;
  AT_LastName: string;
  AT_Title: string | null;
  AT_JobTitle: string;
  AT_Email: string;
  AT_Phone: string;
  /** ISO 3166-1 alpha-2 codes of the countries the contact serves. */
  AT_CountryCodes: string[];
  AT_Industries: string[];
  AT_Websites: string[];
  /** Business areas in words, e.g. `Sales`, `Technical Service`. */
  AT_Areas: string[];
  AT_Company: string;
  AT_City: string;
}

export interface FormulationPhase {
  Phase: string;
  Ingredients: string;
  Manufacturer: string;
  /** %W/W. */
  Dose: number;
  /** Product ID when the ingredient is one of ours. */
  ProductId: string | null;
}

export interface FormulationDocument extends BaseDocument {
  UserTypeID: "Formulation";
  AT_CreationDate: string;
  /** ISO date-time; new when within NEW_FORMULATION_MONTHS of today. */
  AT_FirstPublicationDate: string;
  AT_FormulationCode: string;
  AT_Description: string;
  AT_Appearance: string | null;
  AT_pHValue: string | null;
  AT_Viscosity_Value: number | null;
  AT_Viscosity_Unit: string | null;
  AT_Stability: string | null;
  AT_Processing: string | null;
  AT_Remarks: string | null;
  Phases: FormulationPhase[];
  AT_PdfUrl: string | null;
  AT_LogoUrl: string | null;
  AT_Websites: string[];
  AT_Applications: string[];
  AT_Markets: string[];
  AT_Effects: string[];
  AT_Visibility: Visibility[];
}

export interface ThirdPartyProductDocument extends BaseDocument {
  UserTypeID: "3rdPartyProduct";
  Company: string;
  AT_ChemicalDescription: string;
  AT_INCIName: string | null;
  /** Sites whose products it competes with: the competitor finder of such a site lists it. */
  AT_Websites: string[];
}

export interface ArticleDocument extends BaseDocument {
  UserTypeID: "Article";
  /** Parent product (also in ProductCrossReference as Object2Parent). */
  AT_ProductId: string;
  AT_SAPArticleNumber: string;
  AT_PackagingMaterialId: string;
  AT_PackSize_Value: number;
  AT_PackSize_Unit: string;
  /** Producing plant (also in ProductCrossReference as Article2ProductionPlant). */
  AT_PlantId: string;
  /** Those of its product: an article is offered where its product is. */
  AT_Websites: string[];
  AT_Visibility: string[];
}

export interface PlantDocument extends BaseDocument {
  UserTypeID: "Plant";
  AT_SAP_LocationName: string | null;
  AT_Abbreviation: string;
  AT_CountryCode: string;
  AT_SAPPlantCode: string;
}

export interface PackagingMaterialDocument extends BaseDocument {
  UserTypeID: "PackagingMaterial";
  AT_Material: string;
  AT_Capacity_Value: number;
  AT_Capacity_Unit: string;
  AT_UNApproved: string;
}

export interface LabelDocument extends BaseDocument {
  UserTypeID: "Label";
  AT_PlantId: string;
  AT_PlantName: string;
  AT_ProductId: string;
  AT_ProductName: string;
  /** Label name / number as printed. */
  AT_Label: string;
  AT_LayoutType: string;
  AT_Url: string;
}

export type ClassificationUserType = "Market" | "Application" | "MarketApplication" | "Region" | "Effect";

export interface ClassificationDocument extends BaseDocument {
  UserTypeID: ClassificationUserType;
  /** The route parameter slug a market, application or industry answers to; null for pairings and roots. */
  AT_Slug: string | null;
  /** Depth in the tree (root 0). */
  AT_Level: number;
}

export interface CompetitiveScoutRecommendationDocument extends BaseDocument {
  UserTypeID: "CompetitiveScoutRecommendation";
  AT_CompetitiveProduct: string;
  AT_Competitor: string;
  AT_Industry: string;
  AT_Effect: string;
  AT_Region: string;
  AT_FirstRecommendation: string;
  AT_SecondRecommendation: string | null;
  AT_ThirdRecommendation: string | null;
  AT_Technologies: string[];
  AT_Markets: string[];
  AT_Applications: string[];
  /** The site whose products it recommends. */
  AT_Websites: string[];
}

export interface RecoToolProductDocument extends BaseDocument {
  UserTypeID: "RecoToolProduct";
  AT_Region: string;
  AT_CountryCode: string;
  AT_Industry: string;
  /** Answers of the filter steps this product fits. */
  AT_Choices: string[];
  AT_FirstChoice: string;
  AT_SecondChoice: string | null;
  AT_Alternative: string | null;
  AT_ProductId: string;
  /** The site whose recommendation tool asks for it, and whose products it recommends. */
  AT_Websites: string[];
  /** The first choice's registration statuses, `Region:code` (see ProductDocument). */
  AT_RegistrationStatus: string[];
}
