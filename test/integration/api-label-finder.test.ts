import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type FinderAnswer, factText } from "../../shared/finder/answer";
import type { ValueFacetModel } from "../../shared/finder/facet-model";
import { toolHtml } from "./tool-scope-support";

type Body = FinderAnswer & { error?: { parameter?: string; message: string } };
async function labels(query = ""): Promise<{ res: Response; body: Body }> {
  const res = await SELF.fetch(`http://example.com/pim/api/intranet/en/labels?${query}`);
  return { res, body: (await res.json()) as Body };
}
const options = (body: FinderAnswer, key: string) =>
  (body.facets.find((f) => f.key === key) as ValueFacetModel | undefined)?.options ?? [];

describe("label finder API", () => {
  it("lists labels with counts, paging and plant display names", async () => {
    const { res, body } = await labels();
    expect(res.status).toBe(200);
    expect(body.totalCount).toBeGreaterThan(25);
    expect(body.countText).toBe(`${body.totalCount} Labels`);
    expect(body.results).toHaveLength(25);
    // Plant names follow the rule: location, region, abbreviation in brackets.
    expect(options(body, "plant")[0]?.label).toMatch(/^.+, .+ \([A-Z]+\)$/);
    expect(options(body, "product")[0]?.label).not.toMatch(/^PR_/);
    expect(body.results[0]?.actions?.[0]?.kind).toBe("download");
  });

  it("searches by keyword and focuses by plant, product, label and layout type", async () => {
    const all = (await labels()).body;
    const plant = options(all, "plant")[0]?.value ?? "";
    const byPlant = (await labels(`plant=${plant}`)).body;
    expect(byPlant.totalCount).toBe(options(all, "plant")[0]?.count);
    const product = options(byPlant, "product")[0]?.value ?? "";
    const both = (await labels(`plant=${plant}&product=${product}`)).body;
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.totalCount).toBeLessThanOrEqual(byPlant.totalCount);
    const label = options(both, "label")[0]?.value ?? "";
    const one = (await labels(`label=${label}`)).body;
    expect(one.totalCount).toBe(1);
    expect(one.results[0]?.meta[0]).toEqual({ label: "Label", value: label });
    const layout = options(all, "layout")[0]?.value ?? "";
    const byLayout = (await labels(`layout=${encodeURIComponent(layout)}`)).body;
    expect(byLayout.results.length).toBeGreaterThan(0);
    for (const item of byLayout.results) expect(item.meta.map(factText)).toContain(`Layout ${layout}`);
    const keyword = (await labels(`q=${label}`)).body;
    expect(keyword.results.map((r) => factText(r.meta[0] ?? ""))).toContain(`Label ${label}`);
  });

  it("answers 'No data available' worthy empty results for unknown values and adversarial text", async () => {
    for (const q of [
      "plant=nope",
      "q=zzzzqqq",
      `q=${encodeURIComponent("' or 1 eq 1 or '")}`,
      "layout=%27)%20or%20(%27",
    ]) {
      const { res, body } = await labels(q);
      expect(res.status, q).toBe(200);
      expect(body.totalCount, q).toBe(0);
    }
  });

  it("answers 400 naming the parameter", async () => {
    for (const [q, parameter] of [
      ["page=0", "page"],
      ["page=1000000", "page"],
      ["plant=a&plant=b", "plant"],
      ["size=3", "size"],
      ["sort=date-desc", "sort"],
      ["nope=1", "nope"],
    ] as const) {
      const { res, body } = await labels(q);
      expect(res.status, q).toBe(400);
      expect(body.error?.parameter, q).toBe(parameter);
    }
  });

  it("answers past the last page with no results", async () => {
    const { body } = await labels("page=4000&size=25");
    expect(body.results).toEqual([]);
    expect(body.hasMorePages).toBe(false);
  });
});

describe("label finder block", () => {
  it("renders a finder island with its own prefixed parameters", async () => {
    const res = await SELF.fetch("http://example.com/pim/fragment/intranet/en/products?label-layout=GHS+Standard");
    expect(res.status).toBe(200);
    const html = toolHtml(await res.text(), "label-finder");
    expect(html).toContain('data-island="finder"');
    expect(html).toMatch(/<legend>Plant<\/legend>/);
    expect(html).toMatch(/name="label-q"/);
    const picked = (html.match(/<input[^>]*name="label-layout"[^>]*>/g) ?? []).find((tag) =>
      tag.includes('value="GHS Standard"'),
    );
    expect(picked).toContain("checked");
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>\d+ Labels</);
  });
});
