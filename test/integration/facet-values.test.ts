import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { type FacetOption, LISTED_SEARCHED_VALUES, type ValueFacetModel } from "../../shared/finder/facet-model";
import { valueNameSearch } from "../../shared/finder/facet-values";
import { matchesValueFilter } from "../../shared/finder/value-filter";
import { app } from "../../worker/app";
import { scopedFaults } from "./product-support";

/**
 * The real app with its value facets asking for at most 100 values, the way a
 * configuration sets it: the demo catalogue's personal-care documents name
 * 182 products, so the download center's product list is cut as the spec's
 * 1,000 cut it on a catalogue 20 times the size (ADR 0077).
 */
const LIMIT = 100;
const limited = { ...env, FACET_COUNT_LIMIT: String(LIMIT) };
// A fresh origin per run: the page cache keys by it, and another test may have stored these paths.
const BASE = `http://facet-values-${crypto.randomUUID()}.test`;

const fault = scopedFaults();

type Body = FinderAnswer & { error?: { parameter?: string; message: string } };

async function cut(path: string): Promise<{ status: number; body: Body; text: string; cache: string | null }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${BASE}/pim/api/${path}`), limited, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: JSON.parse(text) as Body, text, cache: res.headers.get("cache-control") };
}

async function whole(path: string): Promise<Body> {
  const res = await SELF.fetch(`http://example.com/pim/api/${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Body;
}

const facet = (body: FinderAnswer, key: string) => body.facets.find((f) => f.key === key) as ValueFacetModel;
const listed = (model: ValueFacetModel): FacetOption[] => [...model.options, ...(model.more ?? [])];

/** A value of the whole list that the cut list lacks, and a word of its name few other names share. */
function pastTheCut(all: FacetOption[], shown: FacetOption[]): { option: FacetOption; typed: string } {
  const kept = new Set(shown.map((o) => o.value));
  const missing = all.filter((o) => !kept.has(o.value));
  expect(missing.length).toBeGreaterThan(0);
  const option = missing[missing.length - 1] as FacetOption;
  // The whole name, in other case and without its marks: the visitor's spelling, not the data's.
  const typed = option.label.replace(/[®™]/g, "").toLowerCase();
  return { option, typed };
}

describe("facet values past the count limit, searched on the server", () => {
  it("marks a list the service cut at the limit, and no list it did not cut", async () => {
    const all = facet(await whole("personal-care/en/downloads"), "product");
    expect(all.truncated).toBeUndefined();
    expect(listed(all).length).toBeGreaterThan(LIMIT);

    const { status, body } = await cut("personal-care/en/downloads");
    expect(status).toBe(200);
    const product = facet(body, "product");
    expect(product.truncated).toBe(true);
    expect(listed(product).length).toBeLessThanOrEqual(LIMIT);
    // The in-place filter would only narrow the cut list: the server's search replaces it.
    expect(product.searchable).toBeUndefined();
    // Lists under the limit are as before.
    expect(facet(body, "type").truncated).toBeUndefined();
    expect(facet(body, "language").truncated).toBeUndefined();
  });

  it("finds a value past the cut by its name, with the count of the whole list, and only values that match", async () => {
    const all = listed(facet(await whole("personal-care/en/downloads"), "product"));
    const first = listed(facet((await cut("personal-care/en/downloads")).body, "product"));
    const { option, typed } = pastTheCut(all, first);

    const { status, body, cache } = await cut(`personal-care/en/downloads?product_q=${encodeURIComponent(typed)}`);
    expect(status).toBe(200);
    expect(cache).toContain("public");
    const product = facet(body, "product");
    expect(product).toMatchObject({ truncated: true, valueQuery: typed });
    const found = listed(product);
    expect(found).toContainEqual(option);
    for (const value of found) expect(matchesValueFilter(value.label, typed), value.label).toBe(true);
    // Every value of the whole list whose name holds the words is found, counted as there.
    const expected = all.filter((o) => matchesValueFilter(o.label, typed));
    expect([...found].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      [...expected].sort((a, b) => a.value.localeCompare(b.value)),
    );
    // The search of the values does not narrow the results.
    expect(body.totalCount).toBe((await cut("personal-care/en/downloads")).body.totalCount);
  });

  it("counts the values found under every other selection and the search text, and a pick of one filters by it", async () => {
    // The intranet's documents, all areas, of their most frequent kind: past the limit with a kind picked too.
    const kinds = listed(facet(await whole("intranet/en/downloads"), "subtype")).sort((a, b) => b.count - a.count);
    const other = `subtype=${encodeURIComponent(kinds[0]?.value ?? "")}`;
    const all = listed(facet(await whole(`intranet/en/downloads?${other}`), "product"));
    const first = listed(facet((await cut(`intranet/en/downloads?${other}`)).body, "product"));
    const { option, typed } = pastTheCut(all, first);
    const q = `${other}&product_q=${encodeURIComponent(typed)}`;
    const searched = await cut(`intranet/en/downloads?${q}`);
    // Internal answers never enter a shared cache.
    expect(searched.cache).toBe("private, no-store");
    expect(listed(facet(searched.body, "product"))).toContainEqual(option);

    const picked = await cut(`intranet/en/downloads?${q}&product=${option.value}`);
    expect(picked.status).toBe(200);
    expect(picked.body.totalCount).toBe(option.count);
    const product = facet(picked.body, "product");
    expect(product.selected).toEqual([option.value]);
    // Its own pick leaves the facet's counts as they were (OR inside a facet).
    expect(listed(product)).toContainEqual(option);
    expect(new URLSearchParams(picked.body.query).get("product_q")).toBe(typed);
  });

  it("counts the values found with the text a forgiving search found the results by", async () => {
    // A word of a document's name, one letter dropped: the spec's search finds nothing, the fuzzy one finds it.
    const titles = (await cut("intranet/en/downloads?size=100")).body.results.map((r) => r.title);
    const word = titles.flatMap((t) => t.split(/[^\p{L}]+/u)).find((w) => w.length >= 8) as string;
    const q = `${word.slice(0, 3)}${word.slice(4)}`.toLowerCase();
    const fuzzy = await cut(`intranet/en/downloads?q=${q}`);
    expect(fuzzy.body.totalCount).toBeGreaterThan(0);
    const option = listed(facet(fuzzy.body, "product"))[0] as FacetOption;
    const typed = option.label.replace(/[®™]/g, "").toLowerCase();
    const searched = await cut(`intranet/en/downloads?q=${q}&product_q=${encodeURIComponent(typed)}`);
    expect(listed(facet(searched.body, "product"))).toContainEqual(option);
    const picked = await cut(
      `intranet/en/downloads?q=${q}&product_q=${encodeURIComponent(typed)}&product=${option.value}`,
    );
    expect(picked.body.totalCount).toBe(option.count);
  });

  it("lists nothing but the picks for words no name holds, and keeps the box", async () => {
    const { body } = await cut("personal-care/en/downloads?product_q=zzzzqqqq");
    const product = facet(body, "product");
    expect(product.valueQuery).toBe("zzzzqqqq");
    expect(listed(product)).toEqual([]);
  });

  it("searches the item finder's products too", async () => {
    const all = listed(facet(await whole("personal-care/en/items"), "product"));
    const first = facet((await cut("personal-care/en/items")).body, "product");
    expect(first.truncated).toBe(true);
    const { option, typed } = pastTheCut(all, listed(first));
    const found = listed(
      facet((await cut(`personal-care/en/items?product_q=${encodeURIComponent(typed)}`)).body, "product"),
    );
    expect(found).toContainEqual(option);
  });

  it.each(["product", "label"])("searches the label finder's %s select too", async (key) => {
    const all = listed(facet(await whole("intranet/en/labels"), key));
    const first = facet((await cut("intranet/en/labels")).body, key);
    expect(first.truncated).toBe(true);
    expect(first.single).toBe(true);
    const { option, typed } = pastTheCut(all, listed(first));
    const searched = await cut(`intranet/en/labels?${key}_q=${encodeURIComponent(typed)}`);
    expect(searched.status).toBe(200);
    const found = listed(facet(searched.body, key));
    expect(found).toContainEqual(option);
    for (const value of found) expect(matchesValueFilter(value.label, typed), value.label).toBe(true);
    const picked = await cut(
      `intranet/en/labels?${key}_q=${encodeURIComponent(typed)}&${key}=${encodeURIComponent(option.value)}`,
    );
    expect(picked.body.totalCount).toBe(option.count);
  });

  it("lists a long list's most frequent values and the picks, says the others are searched, and finds them", async () => {
    // The intranet's documents name 443 products, under the service's 1,000: the bound shortens the list.
    const body = await whole("intranet/en/downloads");
    const product = facet(body, "product");
    expect(product).toMatchObject({ truncated: true, unlisted: true });
    expect(product.searchable).toBeUndefined();
    const shown = listed(product);
    expect(shown).toHaveLength(LISTED_SEARCHED_VALUES);
    // Every value listed is named: the names asked for are the listed values'.
    for (const option of shown) expect(option.label, option.value).not.toBe(option.value);
    // A product of personal-care's documents the intranet's list left out: one search away, and a pick stays listed.
    const known = new Set(shown.map((o) => o.value));
    const left = listed(facet(await whole("personal-care/en/downloads"), "product")).filter((o) => !known.has(o.value));
    const option = left[left.length - 1] as FacetOption;
    expect(option).toBeDefined();
    const found = listed(
      facet(await whole(`intranet/en/downloads?product_q=${encodeURIComponent(option.label)}`), "product"),
    );
    expect(found.map((o) => o.value)).toContain(option.value);
    const picked = listed(facet(await whole(`intranet/en/downloads?product=${option.value}`), "product"));
    expect(picked.map((o) => o.value)).toContain(option.value);
    expect(picked).toHaveLength(LISTED_SEARCHED_VALUES + 1);

    // The page says it with the field, without script.
    const page = await SELF.fetch("http://example.com/pim/fragment/intranet/en/downloads?complete=1");
    const html = await page.text();
    expect(html).toMatch(
      /<input type="search" id="([^"]+-product-q)"[^>]*aria-describedby="\1-hint"[^>]*name="product_q"/,
    );
    expect(html).toContain("Only the most frequent values are listed: search for the others by name.");
  });

  it("refuses bad input with a JSON error naming the parameter, never a 500", async () => {
    const notSearchable = await cut("personal-care/en/downloads?type_q=pdf");
    expect(notSearchable.status).toBe(400);
    expect(notSearchable.body.error).toMatchObject({ parameter: "type_q" });
    const long = await cut(`personal-care/en/downloads?product_q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({
      parameter: "product_q",
      message: "product_q must be at most 100 characters",
    });
    const twice = await cut("personal-care/en/downloads?product_q=a&product_q=b");
    expect(twice.status).toBe(400);
    expect(twice.body.error?.parameter).toBe("product_q");
    const control = await cut("personal-care/en/downloads?product_q=a%00b");
    expect(control.status).toBe(400);
    // Markup typed is searched as words and sent back inert.
    const markup = await cut(`personal-care/en/downloads?product_q=${encodeURIComponent("<script>x</script>")}`);
    expect(markup.status).toBe(200);
    expect(markup.text).not.toContain("<script");
    expect(facet(markup.body, "product").valueQuery).toBe("<script>x</script>");
  });

  it("narrows the cut list in place, with a notice, never stored, when the values' search fails", async () => {
    const first = listed(facet((await cut("personal-care/en/downloads")).body, "product"));
    const option = first[0] as FacetOption;
    // Upper case: no other test sends these words, so only this names' search fails.
    const typed = option.label.replace(/[®™]/g, "").toUpperCase();
    await fault("search", valueNameSearch(typed), { rate5xx: 1 });
    const { status, body, cache } = await cut(`personal-care/en/downloads?product_q=${encodeURIComponent(typed)}`);
    expect(status).toBe(200);
    expect(body.notices).toContain("Product: its values could not be searched at the moment.");
    expect(cache).toBe("no-store");
    const product = facet(body, "product");
    expect(product).toMatchObject({ truncated: true, valueQuery: typed });
    expect(listed(product)).toContainEqual(option);
    for (const value of listed(product)) expect(matchesValueFilter(value.label, typed)).toBe(true);
    expect(body.totalCount).toBeGreaterThan(0);
  });

  it("refuses a configured limit outside 10 to 1000 by name", async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}/pim/api/personal-care/en/downloads`),
      { ...env, FACET_COUNT_LIMIT: "5000" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
  });
});
