import { describe, expect, it } from "vitest";
import { compareRows } from "../finder/compare";
import { attributeOfField, displayedField, displayedText } from "./displayed-value";
import { PRODUCT_ATTRIBUTES } from "./product-attributes";

const booleanAttribute = PRODUCT_ATTRIBUTES.find((a) => a.display === "Boolean");

describe("values as every view shows them", () => {
  it("spells every true and false value of a boolean one way", () => {
    if (!booleanAttribute) throw new Error("the catalogue has boolean attributes");
    expect(["Yes", "yes", "true", true].map((v) => displayedText(booleanAttribute, v, "en"))).toEqual([
      "Yes",
      "Yes",
      "Yes",
      "Yes",
    ]);
    expect(["No", "no", "false", false].map((v) => displayedText(booleanAttribute, v, "en"))).toEqual([
      "No",
      "No",
      "No",
      "No",
    ]);
    expect(displayedText(booleanAttribute, "true", "de")).toBe("Ja");
  });

  it("does not mark Yes beside true as a difference in a comparison", () => {
    if (!booleanAttribute) throw new Error("the catalogue has boolean attributes");
    const shown = ["true", "Yes", "yes"].map((v) => ({ flag: displayedText(booleanAttribute, v, "en") }));
    expect(compareRows([{ key: "flag", label: "Flag" }], shown)[0]?.differs).toBe(false);
  });

  it("hides blacklisted placeholders whatever their case", () => {
    const doc = {
      AT_CASNumber_Value: ".",
      AT_ProductType_Value: "NOT AVAILABLE",
      AT_SalesStatus_Value: "n/a",
      AT_SAPID_Value: "12345678",
    };
    expect(attributeOfField("AT_CASNumber_Value")?.key).toBe("CASNumber");
    expect(displayedField(doc, "AT_CASNumber_Value", "en")).toBeUndefined();
    expect(displayedField(doc, "AT_ProductType_Value", "en")).toBeUndefined();
    expect(displayedField(doc, "AT_SalesStatus_Value", "en")).toBeUndefined();
    expect(displayedField(doc, "AT_SAPID_Value", "en")).toBe("12345678");
    expect(displayedField({}, "AT_SAPID_Value", "en")).toBeUndefined();
  });
});
