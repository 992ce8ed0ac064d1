/**
 * What the worker expects of each kind of search document (the shapes of
 * shared/catalogue/documents.ts), as one valibot schema per index. Answers
 * are checked against these at the edge; the search service's own index
 * definitions are never consulted, so a field the index lacks or types
 * differently shows up here rather than as a blank on a page.
 */
import * as v from "valibot";
import { FORMULATION_ATTRIBUTES } from "../../../shared/catalogue/formulation-attributes";
import type { IndexName } from "../../../shared/catalogue/index-names";
import { PRODUCT_ATTRIBUTES } from "../../../shared/catalogue/product-attributes";

type FieldSchema = v.GenericSchema;

const text = v.string();
const maybeText = v.nullable(v.string());
const maybeNumber = v.nullable(v.number());
const texts = v.array(v.string());

/** A complex collection: every entry an object with these members (null members where the index has no value). */
const entries = (members: Record<string, FieldSchema>) => v.array(v.looseObject(members));

const classificationReference = entries({
  ClassificationID: text,
  Type: text,
  Name: v.nullish(v.string()),
});
const productCrossReference = entries({ ProductId: text, Type: text });

const common = {
  ID: text,
  Name: text,
  UserTypeID: text,
  ClassificationReference: classificationReference,
  ProductCrossReference: productCrossReference,
};

function productFields(): Record<string, FieldSchema> {
  const fields: Record<string, FieldSchema> = {
    ...common,
    AssetCrossReference: entries({ AssetId: text, Type: text }),
    DataContainers: entries({
      Type: text,
      Name: maybeText,
      Value: maybeText,
      Unit: maybeText,
      Method: maybeText,
    }),
    AT_Websites: texts,
    AT_Visibility: texts,
    AT_AccessGroups: texts,
    AT_Brand: maybeText,
    AT_Applications: texts,
    AT_Industries: texts,
    AT_Markets: texts,
    AT_Effects: texts,
    AT_Regions: texts,
    AT_Contacts: texts,
  };
  for (const a of PRODUCT_ATTRIBUTES) {
    if (a.valueField && !(a.valueField in fields)) {
      fields[a.valueField] =
        a.display === "Table"
          ? entries({ Label: text, Value: maybeText, Unit: v.nullish(v.string()) })
          : a.collection
            ? texts
            : a.display === "Number"
              ? maybeNumber
              : maybeText;
    }
    if (a.unitField) fields[a.unitField] = maybeText;
  }
  return fields;
}

function formulationFields(): Record<string, FieldSchema> {
  const fields: Record<string, FieldSchema> = {
    ...common,
    AT_Websites: texts,
    AT_Applications: texts,
    AT_Markets: texts,
    AT_Effects: texts,
    AT_Visibility: texts,
  };
  for (const a of FORMULATION_ATTRIBUTES) {
    fields[a.field] =
      a.display === "Table"
        ? entries({ Phase: text, Ingredients: text, Manufacturer: maybeText, Dose: maybeNumber, ProductId: maybeText })
        : a.display === "Number"
          ? maybeNumber
          : maybeText;
    if (a.unitField) fields[a.unitField] = maybeText;
  }
  // Every formulation has a code, a description and both dates; the finder sorts and filters on them.
  for (const required of ["AT_FormulationCode", "AT_Description", "AT_CreationDate", "AT_FirstPublicationDate"]) {
    fields[required] = text;
  }
  return fields;
}

const FIELDS: Record<IndexName, Record<string, FieldSchema>> = {
  products: productFields(),
  assets: {
    ...common,
    AssetType: text,
    AT_SubTypeMerged: text,
    AT_AssetLanguage: texts,
    AT_FileName: text,
    AT_Url: text,
    AT_FileSizeKB: maybeNumber,
    AT_PublicationDate: maybeText,
    AT_Websites: texts,
    AT_Visibility: texts,
    AT_Products: texts,
    AT_Applications: texts,
    AT_Industries: texts,
    AT_Markets: texts,
  },
  contacts: {
    ...common,
    AT_FirstName: text,
    AT_LastName: text,
    AT_Title: maybeText,
    AT_JobTitle: text,
    AT_Email: text,
    AT_Phone: text,
    AT_CountryCodes: texts,
    AT_Industries: texts,
    AT_Websites: texts,
    AT_Areas: texts,
    AT_Company: text,
    AT_City: text,
  },
  formulations: formulationFields(),
  thirdpartyproducts: { ...common, Company: text, AT_ChemicalDescription: text, AT_INCIName: maybeText },
  articles: {
    ...common,
    AT_ProductId: text,
    AT_SAPArticleNumber: text,
    AT_PackagingMaterialId: text,
    AT_PackSize_Value: maybeNumber,
    AT_PackSize_Unit: maybeText,
    AT_PlantId: text,
  },
  plants: {
    ...common,
    AT_SAP_LocationName: maybeText,
    AT_Abbreviation: text,
    AT_CountryCode: text,
    AT_SAPPlantCode: text,
  },
  competitivescoutrecommendations: {
    ...common,
    AT_CompetitiveProduct: text,
    AT_Competitor: text,
    AT_Industry: text,
    AT_Effect: text,
    AT_Region: text,
    AT_FirstRecommendation: text,
    AT_SecondRecommendation: maybeText,
    AT_ThirdRecommendation: maybeText,
    AT_Technologies: texts,
    AT_Markets: texts,
    AT_Applications: texts,
  },
  packagingmaterials: {
    ...common,
    AT_Material: text,
    AT_Capacity_Value: maybeNumber,
    AT_Capacity_Unit: maybeText,
    AT_UNApproved: maybeText,
  },
  labels: {
    ...common,
    AT_PlantId: text,
    AT_PlantName: text,
    AT_ProductId: text,
    AT_ProductName: text,
    AT_Label: text,
    AT_LayoutType: text,
    AT_Url: text,
  },
  classifications: { ...common, AT_Slug: maybeText, AT_Level: maybeNumber },
  recotoolproducts: {
    ...common,
    AT_Region: text,
    AT_CountryCode: text,
    AT_Industry: text,
    AT_Choices: texts,
    AT_FirstChoice: text,
    AT_SecondChoice: maybeText,
    AT_Alternative: maybeText,
    AT_ProductId: text,
  },
};

/** One schema per index; members the worker does not read pass unchecked. */
export const DOCUMENT_SCHEMAS: Readonly<
  Record<IndexName, v.LooseObjectSchema<Record<string, FieldSchema>, undefined>>
> = Object.fromEntries(Object.entries(FIELDS).map(([index, fields]) => [index, v.looseObject(fields)])) as Record<
  IndexName,
  v.LooseObjectSchema<Record<string, FieldSchema>, undefined>
>;
