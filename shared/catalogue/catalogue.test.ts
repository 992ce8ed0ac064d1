import { describe, expect, it } from "vitest";
import { fullIndexName, parseIndexName, userTypeFilter } from "./index-names.ts";
import { isBlacklisted, PRODUCT_ATTRIBUTES, REGISTRATION_REGIONS } from "./product-attributes.ts";

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
