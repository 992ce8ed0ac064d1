import { describe, expect, it } from "vitest";
import { readDecimal } from "./decimal.ts";

describe("a range bound as typed", () => {
  it("reads a point or a decimal comma, as English and German write decimals", () => {
    expect(readDecimal("1.5")).toBe(1.5);
    expect(readDecimal("1,5")).toBe(1.5);
    expect(readDecimal(" 0,25 ")).toBe(0.25);
    expect(readDecimal(",5")).toBe(0.5);
    expect(readDecimal("-12,3456")).toBe(-12.3456);
    expect(readDecimal("0,965")).toBe(0.965);
    expect(readDecimal("1234,567")).toBe(1234.567);
    expect(readDecimal("1500")).toBe(1500);
  });

  it("refuses what it could read two ways or not at all", () => {
    // A thousand in English, one in German.
    expect(readDecimal("1,000")).toBeUndefined();
    expect(readDecimal("-12,500")).toBeUndefined();
    expect(readDecimal("1.000,5")).toBeUndefined();
    expect(readDecimal("1,5,0")).toBeUndefined();
    expect(readDecimal("1,5e3")).toBeUndefined();
    expect(readDecimal("abc")).toBeUndefined();
    expect(readDecimal("")).toBeUndefined();
  });
});
