/**
 * Fields the PIM export derives for filtering, beside the fields a product
 * page reads: the registration statuses as one flat `Region:code` collection
 * (the service filters a string collection with `any`, but cannot filter
 * across 17 separate fields with one lambda), and the typical properties
 * that products share as numbers in one unit per property (the data
 * containers hold text in whichever unit the lab reported).
 */
import type { DataContainerEntry } from "../../shared/catalogue/documents.ts";
import { REGISTRATION_STATUS_CODES } from "./data/product-values.ts";

const STATUS_FIELD = /^AT_RegStatus(.+)_Value$/;

/** `Region:code` for every region whose status field holds a known status; blanks and no-value markers give none. */
export function registrationStatuses(values: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    const region = STATUS_FIELD.exec(field)?.[1];
    if (!region || typeof value !== "string") continue;
    const code = Object.hasOwn(REGISTRATION_STATUS_CODES, value) ? REGISTRATION_STATUS_CODES[value] : undefined;
    if (code) out.push(`${region}:${code}`);
  }
  return out;
}

interface TypicalField {
  /** Index field, holding the value in `unit`. */
  field: string;
  /** Data-container row names that report the property. */
  names: readonly string[];
  unit: string;
  /** Factor from each unit the lab may report to `unit`. */
  factors: Readonly<Record<string, number>>;
}

/** The typical properties filtered as ranges, and the one unit each is indexed in. */
export const TYPICAL_FIELDS: readonly TypicalField[] = [
  {
    field: "AT_TypicalDensity",
    names: ["Density at 20 °C"],
    unit: "g/cm³",
    factors: { "g/cm³": 1, "g/ml": 1, "kg/m³": 0.001, "kg/l": 1 },
  },
  {
    field: "AT_TypicalViscosity",
    names: ["Viscosity at 25 °C"],
    unit: "mPa·s",
    factors: { mPa·s: 1, cP: 1, Pa·s: 1000 },
  },
];

/** The typical-property filter fields of one product; a property it lacks (or in an unknown unit) stays null. */
export function typicalPropertyFields(entries: readonly DataContainerEntry[]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const t of TYPICAL_FIELDS) {
    const row = entries.find((e) => e.Type === "TypicalProperties" && t.names.includes(e.Name));
    const factor = row?.Unit && Object.hasOwn(t.factors, row.Unit) ? t.factors[row.Unit] : undefined;
    const value = row && factor !== undefined ? Number(row.Value) * factor : Number.NaN;
    // Rounded so a converted value compares as the lab's figure would (0.001 * 1050 is 1.0500000000000003).
    out[t.field] = Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : null;
  }
  return out;
}
