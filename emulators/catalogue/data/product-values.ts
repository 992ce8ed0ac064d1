/** Value tables for product attributes. */
import { L, type Localized } from "./localized.ts";

export const SALES_STATUS: readonly Localized[] = [
  L("Commercial", "Handelsprodukt"),
  L("Commercial", "Handelsprodukt"),
  L("Commercial", "Handelsprodukt"),
  L("Development product", "Entwicklungsprodukt"),
  L("Phase-out", "Auslaufprodukt"),
];

export const REGISTRATION_STATUS: readonly Localized[] = [
  L("Listed", "Gelistet"),
  L("Listed", "Gelistet"),
  L("Registered", "Registriert"),
  L("Not listed", "Nicht gelistet"),
  L("Exempt", "Ausgenommen"),
  L("Polymer exemption", "Polymerausnahme"),
  L("Pending", "In Bearbeitung"),
];

/**
 * The export's language-free code of each status, written into the flat
 * `Region:code` collection beside the per-region text fields.
 */
export const REGISTRATION_STATUS_CODES: Readonly<Record<string, string>> = {
  Listed: "listed",
  Registered: "registered",
  "Not listed": "not-listed",
  Exempt: "exempt",
  "Polymer exemption": "polymer-exemption",
  Pending: "pending",
};

export const REGISTRATION_REMARKS: readonly Localized[] = [
  L("Registered for volumes up to 10 t/a.", "Registriert für Mengen bis 10 t/a."),
  L("Listed via the polymer's monomers.", "Über die Monomere des Polymers gelistet."),
  L("Registered through an only representative.", "Registriert über einen Alleinvertreter."),
  L("Notification required before first import.", "Anmeldung vor dem ersten Import erforderlich."),
  L(
    "Contact regulatory affairs for volumes above 1 t/a.",
    "Für Mengen über 1 t/a bitte Regulatory Affairs kontaktieren.",
  ),
];

export const PALLET_TYPES: readonly Localized[] = [
  L("EUR pallet 1200 x 800 mm", "Europalette 1200 x 800 mm"),
  L("Industrial pallet 1200 x 1000 mm", "Industriepalette 1200 x 1000 mm"),
  L("Chemical pallet CP3", "Chemiepalette CP3"),
];

export const DANGEROUS_GOODS: readonly { cls: Localized; un: string | null }[] = [
  { cls: L("3", "3"), un: "UN 1993" },
  { cls: L("8", "8"), un: "UN 2735" },
  { cls: L("9", "9"), un: "UN 3082" },
  { cls: L("6.1", "6.1"), un: "UN 2922" },
  { cls: L("Not classified", "Nicht eingestuft"), un: null },
  { cls: L("Not classified", "Nicht eingestuft"), un: null },
];

export const CUSTOMS_TARIFFS: readonly string[] = [
  "3402 42 00",
  "3909 50 10",
  "2921 30 99",
  "2811 22 00",
  "3908 10 00",
  "3824 99 92",
  "2916 14 00",
  "3910 00 00",
];

export const INCI_NAMES: readonly string[] = [
  "Cetearyl Ethylhexanoate",
  "Polyglyceryl-3 Methylglucose Distearate",
  "Cetyl PEG/PPG-10/1 Dimethicone",
  "Behentrimonium Chloride",
  "Cocamidopropyl Betaine",
  "Sodium Lauroyl Lactylate",
  "Palmitoyl Tripeptide-1",
  "Decyl Cocoate",
  "Glyceryl Stearate Citrate",
  "PEG-18 Glyceryl Oleate/Cocoate",
];

/** Spellings of Boolean values seen in the PIM export: Yes, yes and true count as true. */
export const BOOLEAN_VALUES: readonly string[] = ["Yes", "No", "yes", "true", "No", "false"];

/** Sites whose products are solids (powders, granules, pellets). */
export const SOLID_SITES: readonly string[] = [
  "silica-specialist",
  "trogamid",
  "vestakeep",
  "vestamid",
  "vestenamer",
  "vestodur",
  "vestosint",
];

/** Trade-name suffixes that make a second grade of the same code. */
export const GRADE_SUFFIXES: readonly string[] = ["LV", "HP", "S", "N", "LF", "E", "MB", "plus", "eCO", "XP"];
