import { describe, expect, it } from "vitest";
import { assignToolPrefixes, otherParameters, ownParameters, toolPrefix } from "./tool-prefixes";

const page = (...blocks: { component: string; _uid: string }[]) => ({
  component: "page",
  _uid: "root",
  body: [{ component: "section", _uid: "s", body: blocks }],
});

describe("tool prefixes of a page", () => {
  it("leaves a single finder on bare parameters", () => {
    expect([...assignToolPrefixes(page({ component: "formulation-finder", _uid: "f" }))]).toEqual([["f", ""]]);
  });

  it("gives the second bare-named tool a prefix of its own, in document order", () => {
    const prefixes = assignToolPrefixes(
      page({ component: "product-finder", _uid: "p" }, { component: "formulation-finder", _uid: "f" }),
    );
    expect(prefixes.get("p")).toBe("");
    expect(prefixes.get("f")).toBe("ff-");
  });

  it("keeps fixed prefixes and numbers repeated tools of a kind", () => {
    const prefixes = assignToolPrefixes(
      page(
        { component: "contact-finder", _uid: "a" },
        { component: "contact-listing", _uid: "b" },
        { component: "product-finder", _uid: "c" },
        { component: "product-finder", _uid: "d" },
        { component: "product-finder", _uid: "e" },
        { component: "rich-text", _uid: "x" },
      ),
    );
    expect(Object.fromEntries(prefixes)).toEqual({ a: "", b: "cl-", c: "pf-", d: "pf2-", e: "pf3-" });
  });

  it("falls back to the tool's base where the page assigned none", () => {
    expect(toolPrefix(undefined, "u", "item-finder")).toBe("item-");
    expect(toolPrefix(new Map([["u", "pf-"]]), "u", "product-finder")).toBe("pf-");
  });

  it("splits page parameters into a tool's own (bare) and the rest", () => {
    const params = new URLSearchParams("q=abil&ff-q=cream&brand=x&ff-brand=y&compare=PR_00000001&ff-unknown=1");
    const names = ["q", "brand", "page"];
    expect(ownParameters(params, "ff-", names).toString()).toBe("q=cream&brand=y");
    expect(ownParameters(params, "", names).toString()).toBe("q=abil&brand=x");
    expect(otherParameters(params, "ff-", names)).toEqual([
      ["q", "abil"],
      ["brand", "x"],
      ["compare", "PR_00000001"],
      ["ff-unknown", "1"],
    ]);
  });
});
