import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
