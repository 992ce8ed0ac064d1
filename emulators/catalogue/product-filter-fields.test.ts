import { describe, expect, it } from "vitest";
import type { ProductDocument, RecoToolProductDocument } from "../../shared/catalogue/documents.ts";
import { REGISTRATION_STATUS_CODES } from "./data/product-values.ts";
import { buildCatalogue } from "./index.ts";
import { registrationStatuses, typicalPropertyFields } from "./product-filter-fields.ts";

const catalogue = buildCatalogue({ seed: 42, today: new Date("2026-03-15T10:00:00Z") });
const products = (context: "en-us" | "de-de") =>
  (catalogue.indexes.internal[`products-${context}`] ?? []) as unknown as ProductDocument[];
const REGION_FIELD = /^AT_RegStatus(.+)_Value$/;

describe("registration statuses as one flat collection", () => {
  it("holds Region:code for exactly the regions whose status field holds a status, in both language contexts", () => {
    const en = products("en-us");
    const de = new Map(products("de-de").map((d) => [d.ID, d]));
    let withBlank = 0;
    for (const doc of en) {
      const expected: string[] = [];
      for (const [field, value] of Object.entries(doc)) {
        const region = REGION_FIELD.exec(field)?.[1];
        if (!region) continue;
        const code = typeof value === "string" ? REGISTRATION_STATUS_CODES[value] : undefined;
        if (code) expected.push(`${region}:${code}`);
        else withBlank++;
      }
      expect([...doc.AT_RegistrationStatus].sort()).toEqual(expected.sort());
      // Codes are the same in every language context, whatever the status's words there.
      expect([...(de.get(doc.ID)?.AT_RegistrationStatus ?? [])].sort()).toEqual(expected);
    }
    // Blank and no-value-marker statuses exist and give no entry.
    expect(withBlank).toBeGreaterThan(0);
    expect(registrationStatuses({ AT_RegStatusChina_Value: "N/A", AT_RegStatusKorea_Value: null })).toEqual([]);
  });

  it("uses all 17 regions and every status code", () => {
    const entries = products("en-us").flatMap((d) => d.AT_RegistrationStatus);
    expect(new Set(entries.map((e) => e.split(":")[0])).size).toBe(17);
    expect(new Set(entries.map((e) => e.split(":")[1]))).toEqual(new Set(Object.values(REGISTRATION_STATUS_CODES)));
  });

  it("gives a recommendation its first choice's statuses", () => {
    const byId = new Map(products("en-us").map((d) => [d.ID, d]));
    const recos = (catalogue.indexes.public["recotoolproducts-en-us"] ?? []) as unknown as RecoToolProductDocument[];
    expect(recos.length).toBeGreaterThan(0);
    for (const r of recos) expect(r.AT_RegistrationStatus).toEqual(byId.get(r.AT_ProductId)?.AT_RegistrationStatus);
  });
});

describe("typical properties in one unit per property", () => {
  const entry = (Name: string, Value: string, Unit: string | null) => ({
    Type: "TypicalProperties",
    Name,
    Value,
    Unit,
    Method: null,
  });

  it("converts the units labs report into the indexed unit", () => {
    expect(
      typicalPropertyFields([entry("Density at 20 °C", "1050", "kg/m³"), entry("Viscosity at 25 °C", "2.345", "Pa·s")]),
    ).toEqual({ AT_TypicalDensity: 1.05, AT_TypicalViscosity: 2345 });
    expect(
      typicalPropertyFields([entry("Density at 20 °C", "0.982", "g/cm³"), entry("Viscosity at 25 °C", "870", "mPa·s")]),
    ).toEqual({ AT_TypicalDensity: 0.982, AT_TypicalViscosity: 870 });
  });

  it("leaves a property null where the product lacks it or reports it in an unknown unit", () => {
    expect(typicalPropertyFields([entry("Viscosity at 25 °C", "12", "St")])).toEqual({
      AT_TypicalDensity: null,
      AT_TypicalViscosity: null,
    });
  });

  it("has in the demo products in other units, products without viscosity and solids without either", () => {
    const all = products("en-us");
    const units = (name: string) =>
      new Set(all.flatMap((d) => d.DataContainers.filter((e) => e.Name === name).map((e) => e.Unit)));
    expect(units("Density at 20 °C")).toEqual(new Set(["g/cm³", "kg/m³"]));
    expect(units("Viscosity at 25 °C")).toEqual(new Set(["mPa·s", "Pa·s"]));
    const liquids = all.filter((d) => d.AT_TypicalDensity != null);
    expect(liquids.some((d) => d.AT_TypicalViscosity == null)).toBe(true);
    expect(all.some((d) => d.AT_TypicalDensity == null && d.AT_TypicalViscosity == null)).toBe(true);
    for (const d of liquids) {
      expect(d.AT_TypicalDensity).toBeGreaterThanOrEqual(0.85);
      expect(d.AT_TypicalDensity).toBeLessThanOrEqual(1.25);
    }
    for (const d of all.filter((x) => x.AT_TypicalViscosity != null)) {
      expect(d.AT_TypicalViscosity).toBeGreaterThanOrEqual(5);
      expect(d.AT_TypicalViscosity).toBeLessThanOrEqual(5000);
    }
  });
});
