import { describe, expect, it } from "vitest";
import { fullIndexName, INDEX_NAMES, parseIndexName, userTypeFilter } from "./index-names.ts";
import { isBlacklisted, PRODUCT_ATTRIBUTES, REGISTRATION_REGIONS } from "./product-attributes.ts";
import { findField, INDEX_SCHEMAS } from "./schemas.ts";

describe("index schemas", () => {
  it("has one schema per index, each with a single key field ID and unique names", () => {
    for (const name of INDEX_NAMES) {
      const schema = INDEX_SCHEMAS[name];
      expect(schema.filter((f) => f.key).map((f) => f.name)).toEqual(["ID"]);
      const names = schema.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("declares every product attribute value and unit field", () => {
    for (const a of PRODUCT_ATTRIBUTES) {
      if (a.valueField) expect(findField(INDEX_SCHEMAS.products, a.valueField), a.valueField).toBeDefined();
      if (a.unitField) expect(findField(INDEX_SCHEMAS.products, a.unitField), a.unitField).toBeDefined();
    }
  });
});

describe("product attributes", () => {
  it("covers status and remark for all 17 registration regions", () => {
    expect(REGISTRATION_REGIONS).toHaveLength(17);
    const registration = PRODUCT_ATTRIBUTES.filter((a) => a.group === "registration");
    expect(registration).toHaveLength(34);
  });

  it("has unique keys and value fields", () => {
    const keys = PRODUCT_ATTRIBUTES.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("matches blacklist entries case-insensitively", () => {
    const cas = PRODUCT_ATTRIBUTES.find((a) => a.key === "CASNumber");
    expect(cas && isBlacklisted(cas, " N/A ")).toBe(true);
    expect(cas && isBlacklisted(cas, "64-17-5")).toBe(false);
  });
});

describe("index names", () => {
  it("round-trips full names and builds user-type filters", () => {
    expect(fullIndexName("products", "de-de")).toBe("products-de-de");
    expect(parseIndexName("competitivescoutrecommendations-en-us")).toEqual({
      base: "competitivescoutrecommendations",
      context: "en-us",
    });
    expect(parseIndexName("products-fr-fr")).toBeUndefined();
    expect(userTypeFilter("products")).toBe("(UserTypeID eq 'Product' or UserTypeID eq 'ServiceProduct')");
    expect(userTypeFilter("labels")).toBeUndefined();
  });
});
