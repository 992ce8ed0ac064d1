/**
 * The product attributes the demo PIM export fills, read from the products
 * index definition: every `AT_{Key}_Value` field, with its `AT_{Key}_Unit`
 * field where the index has one. What a field holds (a yes/no answer, a
 * cosmetic certification, a unit) is the export's own knowledge, kept here.
 */
import type { EdmType } from "../search/index-definition.ts";
import { INDEX_DEFINITIONS } from "./index-definitions.ts";

export interface AttributeField {
  /** The attribute's key, e.g. `FlashPoint` for `AT_FlashPoint_Value`. */
  key: string;
  valueField: string;
  unitField?: string;
  type: EdmType;
}

/** Value fields the generator sets from a product's structure (packs, plants, pallets), not from value tables. */
const STRUCTURAL = new Set(["AT_Packaging_Value", "AT_ProductionPlant_Value", "AT_PalletScheme_Value"]);

const VALUE_FIELD = /^AT_(.+)_Value$/;

/** Attribute fields in index order (the order values are drawn in, so the demo stays the same run to run). */
export const ATTRIBUTE_FIELDS: readonly AttributeField[] = (() => {
  const fields = INDEX_DEFINITIONS.products.fields;
  const names = new Set(fields.map((f) => f.name));
  const out: AttributeField[] = [];
  for (const f of fields) {
    const key = VALUE_FIELD.exec(f.name)?.[1];
    if (!key || STRUCTURAL.has(f.name)) continue;
    const unitField = `AT_${key}_Unit`;
    out.push({ key, valueField: f.name, type: f.type, ...(names.has(unitField) ? { unitField } : {}) });
  }
  return out;
})();

/** The unit the export writes beside each measured value. */
export const ATTRIBUTE_UNITS: Readonly<Record<string, string>> = {
  ShelfLife: "months",
  FlashPoint: "°C",
  LeadTime: "days",
  MinOrderQuantity: "kg",
  GrossWeight: "kg",
  NetWeight: "kg",
  TareWeight: "kg",
  PackageLength: "mm",
  PackageWidth: "mm",
  PackageHeight: "mm",
  PackageVolume: "L",
  UnitsPerPallet: "pcs",
  PalletWeight: "kg",
  ContainerLoad20ft: "kg",
  ContainerLoad40ft: "kg",
  TruckLoad: "kg",
  StorageTemperature: "°C",
  BioBasedCarbon: "%",
  RecycledContent: "%",
  CarbonFootprint: "kg CO2e/kg",
};

/** Attributes the export answers with yes or no (as text, the way the PIM stores them). */
export const YES_NO_ATTRIBUTES: ReadonlySet<string> = new Set([
  "Stackable",
  "RenewableRawMaterials",
  "ReadilyBiodegradable",
  "MassBalanceCertified",
  "MicroplasticFree",
  "RSPOCertified",
  "COSMOSApproved",
  "NATRUECertified",
  "HalalCertified",
  "KosherCertified",
  "VeganSuitable",
  "ChinaIECIC",
]);

/** Cosmetic certifications: filled only for areas that sell into cosmetics. */
export const COSMETIC_ATTRIBUTES: ReadonlySet<string> = new Set([
  "INCIName",
  "COSMOSApproved",
  "NATRUECertified",
  "HalalCertified",
  "KosherCertified",
  "VeganSuitable",
  "ChinaIECIC",
]);

/** What the PIM writes into a text field that has no value; the catalogue must hide these. */
export const NO_VALUE_MARKERS: readonly string[] = [
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
