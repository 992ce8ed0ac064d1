import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COMMON_BLACKLIST, PRODUCT_ATTRIBUTES } from "../../shared/catalogue/product-attributes";
import { type CompareAnswer, type FinderAnswer, factText } from "../../shared/finder/answer";

/**
 * Values are shown one way wherever they appear: no placeholder of the
 * blacklist in a finder card, one spelling per boolean in the compare table.
 */
async function api<T>(path: string): Promise<T> {
  const res = await SELF.fetch(`http://example.com/pim/api/${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const placeholders = new Set(COMMON_BLACKLIST.map((entry) => entry.toLowerCase()));
const SITES = ["personal-care", "pu-additives", "visiomer"];

describe("values shown in finder cards", () => {
  it.each(SITES)("%s: no card shows a blacklisted placeholder", async (site) => {
    const answer = await api<FinderAnswer>(`${site}/en/products?size=100`);
    expect(answer.results.length).toBeGreaterThan(20);
    const leaks = answer.results.flatMap((item) =>
      item.meta.filter((entry) => {
        const value = factText(entry)
          .replace(/^(CAS|Flash point) /, "")
          .trim()
          .toLowerCase();
        return placeholders.has(value) || placeholders.has(value.split(" ")[0] ?? "");
      }),
    );
    expect(leaks).toEqual([]);
  });
});

describe("booleans in the compare table", () => {
  const booleanLabels = new Set(PRODUCT_ATTRIBUTES.filter((a) => a.display === "Boolean").map((a) => a.en));

  it.each(SITES)("%s: every boolean cell reads Yes or No, and equal values are not flagged", async (site) => {
    const list = await api<FinderAnswer>(`${site}/en/products?size=100`);
    const ids = list.results.map((r) => r.id);
    let booleanCells = 0;
    let equalRows = 0;
    for (let i = 0; i + 4 <= ids.length && i < 40; i += 4) {
      const answer = await api<CompareAnswer>(`${site}/en/compare?compare=${ids.slice(i, i + 4).join(",")}`);
      for (const row of answer.rows.filter((r) => booleanLabels.has(r.label))) {
        for (const value of row.values) expect(["Yes", "No", ""]).toContain(value);
        booleanCells += row.values.length;
        const shown = row.values.filter((v) => v !== "");
        if (shown.length === row.values.length && new Set(shown).size === 1) {
          equalRows++;
          expect(row.differs).toBe(false);
        }
      }
    }
    expect(booleanCells).toBeGreaterThan(0);
    expect(equalRows).toBeGreaterThan(0);
  });
});
