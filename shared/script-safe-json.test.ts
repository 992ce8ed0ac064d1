import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./script-safe-json";

describe("scriptSafeJson", () => {
  it("cannot close the script element or open a comment", () => {
    const out = scriptSafeJson({ text: "</script><script>alert(1)</script><!-- & \u2028\u2029" });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e");
  });

  it("round-trips any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = scriptSafeJson({ value });
        expect(out).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify({ value })));
      }),
    );
  });
});
