import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalisePath, mayNameIntranet } from "./canonical-path";

describe("canonicalisePath", () => {
  it("keeps a canonical path as it is", () => {
    for (const path of ["/", "/pim/fragment/pu-additives/en/", "/pim/fragment/visiomer/de/toolbox/psi", "/healthz"]) {
      expect(canonicalisePath(path)).toEqual({ kind: "canonical", path });
    }
  });

  it("decodes escapes once, collapses slashes, resolves dots and lower-cases the area prefix", () => {
    const cases: [string, string][] = [
      ["/pim/fragment/%69ntranet/en/", "/pim/fragment/intranet/en/"],
      ["/pim/fragment/INTRANET/EN/", "/pim/fragment/intranet/en/"],
      ["//pim//fragment/intranet/en/", "/pim/fragment/intranet/en/"],
      ["/pim/fragment/a/./b/../intranet/en", "/pim/fragment/a/intranet/en"],
      ["/pim/fragment/pu-additives/en/product/PR_0000000%31", "/pim/fragment/pu-additives/en/product/PR_00000001"],
      ["/PIM/API/Visiomer/DE/products", "/pim/api/visiomer/de/products"],
      [
        "/pim/fragment/pu-additives/en/products-by-application/rigid%20pu%20foam",
        "/pim/fragment/pu-additives/en/products-by-application/rigid-pu-foam",
      ],
      [
        "/pim/fragment/visiomer/en/markets/Adhesives%20%26%20Sealants",
        "/pim/fragment/visiomer/en/markets/Adhesives-Sealants",
      ],
      ["/pim/fragment/a/en/page.x", "/pim/fragment/a/en/page-x"],
    ];
    for (const [raw, path] of cases) expect(canonicalisePath(raw)).toEqual({ kind: "redirect", path });
    // Ids and page names below the area keep their case.
    expect(canonicalisePath("/pim/fragment/a/en/Product/PR_1")).toEqual({
      kind: "canonical",
      path: "/pim/fragment/a/en/Product/PR_1",
    });
  });

  it("refuses encoded separators, invalid escapes, other characters and climbing above the root", () => {
    for (const raw of [
      "/pim/fragment/intranet%2Fen/",
      "/pim/fragment/intranet%5cen/",
      "/pim/%zz",
      "/pim/%",
      "/pim/%C3%28",
      "/pim/fragment/%2569ntranet/en/",
      "/pim/a%20b",
      "/pim/%3Cb%3E",
      "/pim/fragment/a/en/%C3%BC",
      "/pim/fragment/a/en/%20",
      "/../x",
      "/pim/../../x",
      "relative",
    ]) {
      expect(canonicalisePath(raw), raw).toEqual({ kind: "invalid" });
    }
  });

  it("refuses a page name encoded twice rather than read it as another page's name", () => {
    // Decoded once, `%252e` is the text `%2e`: neither a dot segment nor a page name.
    for (const raw of [
      "/pim/fragment/pu-additives/en/%252e",
      "/pim/fragment/pu-additives/en/%252E%252E",
      "/pim/fragment/pu-additives/en/products/%252e%252e",
      "/pim/fragment/pu-additives/en/%252e%252e/intranet/en/",
      "/pim/fragment/pu-additives/en/products%252fx",
      "/pim/fragment/pu-additives/en/%2570roducts",
      "/pim/fragment/pu-additives/en/rigid%2520pu%2520foam",
    ]) {
      expect(canonicalisePath(raw), raw).toEqual({ kind: "invalid" });
    }
    // Encoded once, the same names keep their canonical forms.
    expect(canonicalisePath("/pim/fragment/pu-additives/en/%2e/")).toEqual({
      kind: "redirect",
      path: "/pim/fragment/pu-additives/en/",
    });
    expect(canonicalisePath("/pim/fragment/pu-additives/en/%70roducts")).toEqual({
      kind: "redirect",
      path: "/pim/fragment/pu-additives/en/products",
    });
    // A percent sign that starts no escape is a character like any other of a page name.
    expect(canonicalisePath("/pim/fragment/a/en/100%25-recycled")).toEqual({
      kind: "redirect",
      path: "/pim/fragment/a/en/100-recycled",
    });
  });

  it("is idempotent and its answer never spells the audience differently from the path it was given", () => {
    const alphabet = fc.constantFrom(..."/aiINTr%2fe.0_-".split(""), "%69", "%2e", "%2F", "//", "intranet");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (parts) => {
        const raw = `/${parts.join("")}`;
        const verdict = canonicalisePath(raw);
        if (verdict.kind === "invalid") return;
        expect(canonicalisePath(verdict.path)).toEqual({ kind: "canonical", path: verdict.path });
        expect(verdict.path).not.toMatch(/%|\/\/|\/\.\.?(\/|$)/);
        if (/intranet/i.test(verdict.path)) expect(mayNameIntranet(raw)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("mayNameIntranet", () => {
  it("sees the word in any case and behind single or double escapes", () => {
    for (const raw of ["/intranet", "/INTRAnet", "/%69ntranet", "/%2569ntranet", "/intr%61net"]) {
      expect(mayNameIntranet(raw), raw).toBe(true);
    }
    expect(mayNameIntranet("/pim/fragment/pu-additives/en/")).toBe(false);
  });
});
