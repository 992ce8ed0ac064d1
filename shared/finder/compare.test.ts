import { describe, expect, it } from "vitest";
import {
  compareRows,
  compareSelection,
  decodeCompare,
  encodeCompare,
  MAX_COMPARE,
  requestedCompare,
  toggleCompare,
  unreadableCompare,
  unreadableCompareNotice,
} from "./compare.ts";

describe("compare selection", () => {
  it("decodes ids in order, dropping malformed and duplicate ones", () => {
    expect(decodeCompare("PR_00000002, PR_00000001,PR_00000002,pr_00000003,PR_1,<script>")).toEqual([
      "PR_00000002",
      "PR_00000001",
    ]);
    expect(decodeCompare(null)).toEqual([]);
    expect(decodeCompare("")).toEqual([]);
  });

  it("counts the entries of a link that are not product ids, and says what became of them", () => {
    expect(unreadableCompare(new URLSearchParams("compare=PR_00000001,PR_%3Cb%3E"))).toBe(1);
    expect(unreadableCompare(new URLSearchParams("compare=x,,PR_00000001&compare=y&compare=PR_00000002"))).toBe(2);
    expect(unreadableCompare(new URLSearchParams("compare=PR_00000001,+,PR_99999999"))).toBe(0);
    expect(unreadableCompare(new URLSearchParams("q=x"))).toBe(0);
    expect(unreadableCompareNotice(0)).toBeUndefined();
    expect(unreadableCompareNotice(1)).toBe("One entry of the link is not a product number and was left out.");
    expect(unreadableCompareNotice(3)).toBe("3 entries of the link are not product numbers and were left out.");
  });

  it("keeps at most the limit", () => {
    const ids = Array.from({ length: 9 }, (_, i) => `PR_0000000${i}`);
    expect(decodeCompare(ids.join(","))).toHaveLength(MAX_COMPARE);
    expect(encodeCompare(ids)).toBe(ids.slice(0, MAX_COMPARE).join(","));
  });

  it("reads every compare parameter of a URL: one list from a link, one id per box from a form", () => {
    const link = new URLSearchParams("compare=PR_00000001,PR_00000002");
    const form = new URLSearchParams("q=x&compare=PR_00000001&compare=PR_00000002&compare=PR_00000001&compare=bad");
    expect(compareSelection(link)).toEqual(["PR_00000001", "PR_00000002"]);
    expect(compareSelection(form)).toEqual(["PR_00000001", "PR_00000002"]);
    expect(compareSelection(new URLSearchParams("q=x"))).toEqual([]);
  });

  it("tells how many were asked beyond the limit, and selects the first ones", () => {
    const ids = Array.from({ length: 6 }, (_, i) => `PR_0000000${i}`);
    const params = new URLSearchParams(ids.map((id) => ["compare", id]));
    expect(requestedCompare(params)).toEqual(ids);
    expect(compareSelection(params)).toEqual(ids.slice(0, MAX_COMPARE));
  });

  it("toggles one product", () => {
    expect(toggleCompare([], "PR_00000001")).toEqual(["PR_00000001"]);
    expect(toggleCompare(["PR_00000001"], "PR_00000001")).toEqual([]);
    expect(toggleCompare([], "bad")).toEqual([]);
    const full = Array.from({ length: MAX_COMPARE }, (_, i) => `PR_1000000${i}`);
    expect(toggleCompare(full, "PR_00000009")).toEqual(full);
  });
});

describe("compareRows", () => {
  const attributes = [
    { key: "type", label: "Product type" },
    { key: "flash", label: "Flash point" },
    { key: "empty", label: "Nothing" },
  ];
  it("flags rows whose values differ and drops rows that are empty everywhere", () => {
    const rows = compareRows(attributes, [
      { type: "Amine catalyst", flash: "120 °C" },
      { type: "amine catalyst", flash: "95 °C" },
    ]);
    expect(rows).toEqual([
      { label: "Product type", values: ["Amine catalyst", "amine catalyst"], differs: false },
      { label: "Flash point", values: ["120 °C", "95 °C"], differs: true },
    ]);
  });
  it("treats a missing value as different", () => {
    expect(compareRows(attributes, [{ type: "A" }, {}])[0]?.differs).toBe(true);
  });
});
