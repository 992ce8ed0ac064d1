import { describe, expect, it } from "vitest";
import {
  FORMULATION_ID_PATTERN,
  FORMULATION_ID_SOURCE,
  PRODUCT_ID_PATTERN,
  PRODUCT_ID_SOURCE,
} from "../../shared/catalogue/ids";

describe("identifier checks", () => {
  it("checks product and formulation ids exactly", () => {
    expect(PRODUCT_ID_PATTERN.test("PR_12345678")).toBe(true);
    for (const id of ["PR_1234567", "PR_123456789", "pr_12345678", "PR_1234567a", "PR_12345678\n"]) {
      expect(PRODUCT_ID_PATTERN.test(id)).toBe(false);
    }
    expect(FORMULATION_ID_PATTERN.test("FO_00000001")).toBe(true);
    expect(FORMULATION_ID_PATTERN.test("FO_1")).toBe(false);
  });

  it("checks what the routes match: each pattern is its route source, whole", () => {
    expect(PRODUCT_ID_PATTERN.source).toBe(`^${PRODUCT_ID_SOURCE}$`);
    expect(FORMULATION_ID_PATTERN.source).toBe(`^${FORMULATION_ID_SOURCE}$`);
    expect(PRODUCT_ID_PATTERN.flags).toBe("");
    expect(FORMULATION_ID_PATTERN.flags).toBe("");
  });
});
