import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ValueFacetModel } from "../../../shared/finder/facet-model";
import { FacetGroup } from "./FacetGroup";

describe("a classification tree facet", () => {
  const tree = Array.from({ length: 12 }, (_, m) => ({
    label: `Market ${m}`,
    value: `M_${m}`,
    count: 3,
    children: [0, 1].map((a) => ({
      label: `App ${m}.${a}`,
      value: `M2A_${m}_${a}`,
      count: 1,
      children: [],
      parent: `M_${m}`,
      pairing: true as const,
    })),
  }));
  const html = (picked: string) =>
    renderToString(
      <FacetGroup
        facet={{ kind: "classification", key: "market", label: "Markets", tree, selected: [] }}
        params={new URLSearchParams(picked)}
        prefix=""
        idBase="t"
      />,
    );

  it("lists the first ten markets with their applications folded, the rest behind Show more", () => {
    const out = html("");
    const first = out.slice(0, out.indexOf('<details class="finder__more"'));
    expect(first.match(/id="t-market-M_\d+"/g)).toHaveLength(10);
    expect(out).toContain('<details class="finder__more"><summary>Show more Markets values (2)</summary>');
    expect(out.match(/<details class="finder__tree-branch">/g)).toHaveLength(12);
    expect(out).toContain('<summary>Show 2 more<span class="visually-hidden"> under <!-- -->Market 0</span></summary>');
    // A market's count is its products'; a pairing's 1 only makes it selectable, and is not shown.
    expect(out).toMatch(
      /for="t-market-M_0"[^>]*>Market 0<span class="finder__count"> \(<!-- -->3<!-- -->\)<\/span><\/label>/,
    );
    expect(out).toMatch(/for="t-market-M2A_0_0"[^>]*>App 0\.0<\/label>/);
  });

  it("folds the level below a single root, as the markets under Markets", () => {
    const out = renderToString(
      <FacetGroup
        facet={{
          kind: "classification",
          key: "market",
          label: "Markets",
          tree: [
            { label: "Markets", value: "ROOT", count: 24, children: tree.map((node) => ({ ...node, parent: "ROOT" })) },
          ],
          selected: [],
        }}
        params={new URLSearchParams()}
        prefix=""
        idBase="t"
      />,
    );
    expect(out.match(/<details class="finder__tree-branch">/g)).toHaveLength(12);
    expect(out).toContain("<summary>Show more Markets values (2)</summary>");
    // The root itself shows its markets, unfolded.
    expect(out).not.toContain("under Markets</span>");
    // A value picked in the link that the answer does not know stands beside the root and changes nothing.
    const withStray = renderToString(
      <FacetGroup
        facet={{
          kind: "classification",
          key: "market",
          label: "Markets",
          tree: [
            { label: "Markets", value: "ROOT", count: 24, children: tree.map((node) => ({ ...node, parent: "ROOT" })) },
            { label: "zz", value: "zz", count: 0, children: [] },
          ],
          selected: [],
        }}
        params={new URLSearchParams("market=zz")}
        prefix=""
        idBase="t"
      />,
    );
    expect(withStray.match(/<details class="finder__tree-branch">/g)).toHaveLength(12);
  });

  it("opens the folds that hold a pick, so it is in view", () => {
    const out = html("market=M2A_3_1&market=M2A_11_0");
    expect(out.match(/<details class="finder__tree-branch" open="">/g)).toHaveLength(2);
    expect(out).toContain('<details class="finder__more" open="">');
    expect(out).toContain('id="t-market-M2A_3_1" name="market" checked=""');
  });
});

describe("a value list the service cut at the count limit", () => {
  const options = Array.from({ length: 12 }, (_, i) => ({ value: `PR_${i}`, label: `Product ${i}`, count: 12 - i }));
  const html = (facet: Partial<ValueFacetModel>, query = "") =>
    renderToString(
      <FacetGroup
        facet={{
          kind: "value",
          key: "product",
          label: "Product",
          single: false,
          options: options.slice(0, 10),
          more: options.slice(10),
          selected: [],
          truncated: true,
          ...facet,
        }}
        params={new URLSearchParams(query)}
        prefix="d1-"
        idBase="t"
      />,
    );

  it("has a labelled search field of the GET form named as the URL parameter, shown without script", () => {
    const out = html({}, "product_q=tego");
    expect(out).toContain('<label for="t-product-q">Search Product values</label>');
    const field = out.match(/<input type="search" id="t-product-q"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('name="d1-product_q"');
    expect(field).toContain('value="tego"');
    expect(field).toMatch(/maxLength="100"/i);
    // Shown as the server renders it: not hidden until the island runs, as the in-place filter is.
    expect(out).not.toMatch(/<p class="finder__facet-search" hidden/);
  });

  it("says how many values match the words searched, and that none does", () => {
    expect(html({ valueQuery: "tego" })).toContain('aria-live="polite" aria-atomic="true">12 matching values</span>');
    const none = html({ valueQuery: "zzz", options: [], more: [] }, "product_q=zzz");
    expect(none).toContain("0 matching values");
    expect(none).toContain('<p class="finder__facet-none">No matching values</p>');
  });

  it("stands before a select (one value at a time), which lists the matches", () => {
    const out = html({ single: true, options: options.slice(0, 2), valueQuery: "product 1" }, "product_q=product+1");
    expect(out.indexOf('id="t-product-q"')).toBeLessThan(out.indexOf('<select id="t-product"'));
    expect(out).toContain("2 matching values");
    expect(out.match(/<option /g)).toHaveLength(3);
  });

  it("says with the field that values were left out of the list, and how to find them", () => {
    const field = (out: string) => out.match(/<input type="search" id="t-product-q"[^>]*>/)?.[0] ?? "";
    const left = html({ unlisted: true });
    expect(field(left)).toContain('aria-describedby="t-product-q-hint"');
    expect(left).toContain(
      '<span id="t-product-q-hint" class="finder__facet-hint">Only the most frequent values are listed: search for the others by name.</span>',
    );
    expect(html({ unlisted: true, valueQuery: "tego" }, "product_q=tego")).toContain(
      "Only the most frequent matching values are listed: add a word to narrow them.",
    );
    const whole = html({ valueQuery: "tego" }, "product_q=tego");
    expect(field(whole)).not.toContain("aria-describedby");
    expect(whole).not.toContain("finder__facet-hint");
  });

  it("is the list as before when the service did not cut it", () => {
    const out = html({ truncated: undefined as never });
    expect(out).not.toContain("Search Product values");
    expect(out).not.toContain("_q");
  });
});
