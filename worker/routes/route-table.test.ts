import { describe, expect, it } from "vitest";
import { FORMULATION_ID, PRODUCT_ID, ROUTES, resolveRoutes } from "./route-table";

describe("route table", () => {
  it("fails at start-up on an unknown route middleware", () => {
    const bad = [{ ...ROUTES[0], middleware: ["area", "nope"] } as (typeof ROUTES)[number]];
    expect(() => resolveRoutes(bad, { area: async (_c, next) => next() })).toThrow("Unknown route middleware: nope");
  });

  it("resolves every route of the catalogue", () => {
    expect(() => resolveRoutes(ROUTES, { area: async (_c, next) => next() })).not.toThrow();
  });

  it("checks product and formulation ids exactly", () => {
    expect(PRODUCT_ID.test("PR_12345678")).toBe(true);
    for (const id of ["PR_1234567", "PR_123456789", "pr_12345678", "PR_1234567a", "PR_12345678\n"]) {
      expect(PRODUCT_ID.test(id)).toBe(false);
    }
    expect(FORMULATION_ID.test("FO_00000001")).toBe(true);
    expect(FORMULATION_ID.test("FO_1")).toBe(false);
  });
});
