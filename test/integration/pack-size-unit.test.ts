import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type FinderAnswer, factText } from "../../shared/finder/answer";
import type { RangeFacetModel, ValueFacetModel } from "../../shared/finder/facet-model";

/**
 * The item finder's pack size: the articles hold it in kg or in L, which do
 * not compare, so the range applies with one pack unit picked, in its bounds.
 */
async function items(query: string): Promise<FinderAnswer> {
  const res = await SELF.fetch(`http://example.com/pim/api/intranet/en/items?size=100&${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FinderAnswer;
}
const packSize = (answer: FinderAnswer) => answer.facets.find((f) => f.key === "packsize") as RangeFacetModel;
/** Each result's pack as its meta states it, e.g. `200 L`. */
const packs = (answer: FinderAnswer) =>
  answer.results.map((r) => r.meta.map(factText).find((t) => /^\d[\d.,]* (kg|L)$/.test(t)) ?? "");

describe("the item finder's pack size", () => {
  it("applies in the one pack unit picked, with that unit's bounds", async () => {
    const kg = await items("unit=kg&packsize_min=200");
    expect(kg.totalCount).toBeGreaterThan(0);
    for (const pack of packs(kg)) {
      expect(pack).toMatch(/ kg$/);
      expect(Number.parseFloat(pack.replace(",", ""))).toBeGreaterThanOrEqual(200);
    }
    expect(packSize(kg)).toMatchObject({ unit: "kg", min: 200 });
    const litres = packSize(await items("unit=L"));
    expect(litres.unit).toBe("L");
    expect(litres.bounds?.max).toBeLessThan(packSize(kg).bounds?.max ?? 0);
    expect(kg.notices).toBeUndefined();
    // The other unit's count is what picking it too would add: the range, dropped then, does not narrow it.
    const units = (answer: FinderAnswer) =>
      (answer.facets.find((f) => f.key === "unit") as ValueFacetModel).options.find((o) => o.value === "L")?.count;
    expect(units(kg)).toBe(units(await items("unit=kg")));
    expect(units(kg)).toBeGreaterThan(0);
  });

  it("is not applied while no single unit is picked, and says so, in the API and on the page", async () => {
    const all = await items("");
    const asked = await items("packsize_min=200");
    expect(asked.totalCount).toBe(all.totalCount);
    expect(asked.notices).toEqual([
      "Pack size: pick one pack unit to filter by pack size, since sizes in different units do not compare; the range was not applied.",
    ]);
    expect(packSize(all).needs).toBe("Applies once one pack unit is picked: sizes in different units do not compare.");
    expect(packSize(all).bounds).toBeUndefined();
    const res = await SELF.fetch("http://example.com/pim/fragment/intranet/en/products?item-packsize_min=200");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.includes("Pack size: pick one pack unit to filter by pack size")).toBe(true);
    expect(html.includes("Applies once one pack unit is picked")).toBe(true);
    // The bound stays in its field, so picking the unit is all that is left to do; no chip claims it applies.
    expect(/<input type="text"[^>]*name="item-packsize_min"[^>]*value="200"/.test(html)).toBe(true);
    expect(/Remove filter <\/span>Pack size: /.test(html)).toBe(false);
  });
});
