import { describe, expect, it } from "vitest";
import { displayAttribute, pageDecimal, withUnit } from "./attribute-display";

describe("attribute display rules", () => {
  it("hides an attribute without a value", () => {
    for (const raw of [null, undefined, "", "   ", []]) {
      expect(displayAttribute({ displayType: "Text" }, raw).visible).toBe(false);
    }
    expect(displayAttribute({ displayType: "Number" }, 0).visible).toBe(true);
    expect(displayAttribute({ displayType: "Boolean" }, false).visible).toBe(true);
  });

  it("shows structural display types even without a value", () => {
    for (const displayType of ["Articles", "Container", "ReferenceList", "PackagingMaterial", "Table", "Divider"]) {
      expect(displayAttribute({ displayType }, null).visible).toBe(true);
      expect(displayAttribute({ displayType }, []).visible).toBe(true);
    }
  });

  it("blanks and hides a blacklisted value, case-insensitively", () => {
    const rule = { displayType: "Text", blacklist: ["n/a", "TBD", "0000"] };
    expect(displayAttribute(rule, "N/A")).toEqual({ value: null, visible: false });
    expect(displayAttribute(rule, " tbd ")).toEqual({ value: null, visible: false });
    expect(displayAttribute(rule, "0000")).toEqual({ value: null, visible: false });
    expect(displayAttribute(rule, "Marl")).toEqual({ value: "Marl", visible: true });
  });

  it("hides a blacklisted value even for a structural display type", () => {
    expect(displayAttribute({ displayType: "Container", blacklist: ["-"] }, "-").visible).toBe(false);
  });

  it("drops blacklisted entries of a list", () => {
    const rule = { displayType: "Text", blacklist: ["not available"] };
    expect(displayAttribute(rule, ["EU", "Not Available"])).toEqual({ value: ["EU"], visible: true });
    expect(displayAttribute(rule, ["NOT AVAILABLE"])).toEqual({ value: [], visible: false });
  });

  it("shows value and unit together", () => {
    expect(withUnit(24, "months")).toBe("24 months");
    expect(withUnit("> 100", "°C")).toBe("> 100 °C");
    expect(withUnit("liquid", undefined)).toBe("liquid");
  });

  it("writes numbers and unit words as a German page does, and leaves other text as the data has it", () => {
    expect(withUnit(1019.1, "kg", "de")).toBe("1019,1 kg");
    expect(withUnit("2.71", "kg CO2e/kg", "de")).toBe("2,71 kg CO2e/kg");
    expect(withUnit(36, "months", "de")).toBe("36 Monate");
    expect(withUnit(5, "Days", "de")).toBe("5 Tage");
    expect(withUnit(40, "pcs", "de")).toBe("40 Stk.");
    expect(withUnit(-5, "°C", "de")).toBe("-5 °C");
    expect(withUnit("> 100.5", "°C", "de")).toBe("> 100,5 °C");
    expect(withUnit("10.5-12.5", "%", "de")).toBe("10,5-12,5 %");
    expect(withUnit("5.9 ± 0.3", null, "de")).toBe("5,9 ± 0,3");
    expect(withUnit("1.2.3", undefined, "de")).toBe("1.2.3");
    expect(withUnit("v1.2", undefined, "de")).toBe("v1.2");
    expect(withUnit(1019.1, "months", "en")).toBe("1019.1 months");
    // Unit text from the data is looked up, never an object's own members.
    expect(withUnit(1, "constructor", "de")).toBe("1 constructor");
    expect(withUnit(1, "__proto__", "de")).toBe("1 __proto__");
    expect(pageDecimal("12.50", "de")).toBe("12,50");
    expect(pageDecimal("12.50", "en")).toBe("12.50");
  });
});
