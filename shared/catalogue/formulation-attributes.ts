/** The formulation attributes of spec section 3, in display order. */
import type { DisplayType } from "./product-attributes.ts";

export interface FormulationAttribute {
  readonly key: string;
  readonly field: string;
  /** Unit field, when the value has a unit. */
  readonly unitField?: string;
  readonly en: string;
  readonly de: string;
  readonly display: DisplayType | "Url";
}

export const FORMULATION_ATTRIBUTES: readonly FormulationAttribute[] = [
  { key: "CreationDate", field: "AT_CreationDate", en: "Creation Date", de: "Erstellungsdatum", display: "Date" },
  {
    key: "FirstPublicationDate",
    field: "AT_FirstPublicationDate",
    en: "First Publication Date",
    de: "Erstveröffentlichung",
    display: "Date",
  },
  { key: "FormulationCode", field: "AT_FormulationCode", en: "Formulation Code", de: "Rezepturcode", display: "Text" },
  { key: "Description", field: "AT_Description", en: "Description", de: "Beschreibung", display: "Text" },
  { key: "Appearance", field: "AT_Appearance", en: "Appearance", de: "Aussehen", display: "Text" },
  { key: "pHValue", field: "AT_pHValue", en: "pH Value", de: "pH-Wert", display: "Text" },
  {
    key: "Viscosity",
    field: "AT_Viscosity_Value",
    unitField: "AT_Viscosity_Unit",
    en: "Viscosity",
    de: "Viskosität",
    display: "Number",
  },
  { key: "Stability", field: "AT_Stability", en: "Stability", de: "Stabilität", display: "Text" },
  { key: "Processing", field: "AT_Processing", en: "Processing", de: "Herstellung", display: "Text" },
  { key: "Remarks", field: "AT_Remarks", en: "Remarks", de: "Bemerkungen", display: "Text" },
  { key: "Phases", field: "Phases", en: "Phases", de: "Phasen", display: "Table" },
  { key: "Pdf", field: "AT_PdfUrl", en: "PDF", de: "PDF", display: "Url" },
  { key: "Logo", field: "AT_LogoUrl", en: "Logo", de: "Logo", display: "Url" },
];

/** Phase table columns (spec section 3). */
export const PHASE_COLUMNS: readonly {
  field: "Phase" | "Ingredients" | "Manufacturer" | "Dose";
  en: string;
  de: string;
}[] = [
  { field: "Phase", en: "Phase", de: "Phase" },
  { field: "Ingredients", en: "Ingredients", de: "Inhaltsstoffe" },
  { field: "Manufacturer", en: "Manufacturer", de: "Hersteller" },
  { field: "Dose", en: "Dose (%W/W)", de: "Dosierung (%W/W)" },
];

/** A formulation is new when first published within this many months (spec section 4). */
export const NEW_FORMULATION_MONTHS = 6;
