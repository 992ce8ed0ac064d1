import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";

async function api(path: string): Promise<FinderAnswer> {
  const res = await SELF.fetch(`http://example.com/pim/api/${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FinderAnswer;
}
const titles = (answer: FinderAnswer) => answer.results.map((r) => r.title.replace(/<\/?mark>/g, ""));

describe("a finder search that finds nothing as typed", () => {
  it("finds a misspelt trade name through fuzzy words and says so, in English and German", async () => {
    const en = await api("pu-additives/en/products?q=tegostb&size=100");
    expect(en.totalCount).toBeGreaterThan(0);
    expect(titles(en).every((t) => t.startsWith("TEGOSTAB"))).toBe(true);
    expect(en.notices).toEqual(["No exact match for 'tegostb'. Showing results for similar words."]);
    const de = await api("pu-additives/de/products?q=dabko&size=100");
    expect(de.totalCount).toBeGreaterThan(0);
    expect(titles(de).every((t) => t.startsWith("DABCO"))).toBe(true);
    expect(de.notices).toEqual([
      "Keine genaue Übereinstimmung für „dabko“. Ergebnisse für ähnliche Wörter werden angezeigt.",
    ]);
  });

  it("says nothing where the typed words match as they are", async () => {
    const exact = await api("pu-additives/en/products?q=tegostab");
    expect(exact.totalCount).toBeGreaterThan(0);
    expect(exact.notices).toBeUndefined();
  });

  it("finds a product by its CAS number typed with or without hyphens, without a notice", async () => {
    const some = await api("pu-additives/en/products?q=tegostab");
    const cas = (some.results[0]?.meta ?? [])
      .map((fact) => (typeof fact === "string" ? fact : fact.value))
      .find((value) => /^\d{2,7}-\d\d-\d$/.test(value));
    expect(cas).toBeDefined();
    const withHyphens = await api(`pu-additives/en/products?q=${cas}`);
    const without = await api(`pu-additives/en/products?q=${(cas as string).replaceAll("-", "")}`);
    expect(without.results.map((r) => r.id)).toContain(some.results[0]?.id);
    expect(without.results.map((r) => r.id)).toEqual(withHyphens.results.map((r) => r.id));
    expect(without.notices).toBeUndefined();
  });

  it("finds a product code typed together or apart as the catalogue writes it, without a notice", async () => {
    const ids = (answer: FinderAnswer) => answer.results.map((r) => r.id).sort();
    const apart = await api("pu-additives/en/products?q=DC%202525&size=100");
    const together = await api("pu-additives/en/products?q=DC2525&size=100");
    expect(apart.totalCount).toBeGreaterThan(0);
    expect(ids(together)).toEqual(ids(apart));
    expect(together.notices).toBeUndefined();
    const written = await api("pu-additives/de/products?q=NE1070&size=100");
    const typed = await api("pu-additives/de/products?q=NE%201070&size=100");
    expect(written.totalCount).toBeGreaterThan(0);
    expect(ids(typed)).toEqual(ids(written));
    expect(typed.notices).toBeUndefined();
  });

  it("finds the German name of an English term on a German page through the synonym map, and the reverse", async () => {
    const de = await api("pu-additives/de/products?q=polyurethane&size=100");
    expect(de.totalCount).toBeGreaterThan(0);
    expect(titles(de).every((t) => /Polyurethan/.test(t))).toBe(true);
    expect(de.notices).toBeUndefined();
    const english = await api("pu-additives/de/products?q=Trennmittel&context=en-us&size=100");
    expect(english.totalCount).toBeGreaterThan(0);
    expect(titles(english).every((t) => /release agent/.test(t))).toBe(true);
  });

  it("answers an empty list, not an error, for words nothing resembles, and keeps markup in the notice as text", async () => {
    const none = await api("pu-additives/en/products?q=qqqqzzzz");
    expect(none.totalCount).toBe(0);
    expect(none.notices).toBeUndefined();
    const res = await SELF.fetch(
      `http://example.com/pim/api/pu-additives/en/products?q=${encodeURIComponent("<b>tegostb</b>")}`,
    );
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain("<b>");
    expect((JSON.parse(text) as FinderAnswer).notices?.[0]).toBe(
      "No exact match for '\u003cb\u003etegostb\u003c/b\u003e'. Showing results for similar words.",
    );
  });
});

describe("the label finder and the competitor product finder", () => {
  it("find a misspelt name through fuzzy words and say so, as the other finders do", async () => {
    const labels = await api("intranet/en/labels?q=abiil&size=100");
    const asTyped = await api("intranet/en/labels?q=abil&size=100");
    expect(asTyped.totalCount).toBeGreaterThan(0);
    // What the name finds as written is found through the slip too.
    const found = new Set(labels.results.map((r) => r.id));
    expect(asTyped.results.every((r) => found.has(r.id))).toBe(true);
    expect(labels.notices).toEqual(["No exact match for 'abiil'. Showing results for similar words."]);
    const competitors = await api("intranet/de/competitor-products?q=foamstb&size=100");
    const exact = await api("intranet/de/competitor-products?q=foamstab&size=100");
    expect(exact.notices).toBeUndefined();
    expect(competitors.results.map((r) => r.id).sort()).toEqual(exact.results.map((r) => r.id).sort());
    expect(competitors.notices).toEqual([
      "Keine genaue Übereinstimmung für „foamstb“. Ergebnisse für ähnliche Wörter werden angezeigt.",
    ]);
  });

  it("show the notice and the labels found on the intranet page without script", async () => {
    const res = await SELF.fetch("http://example.com/pim/fragment/intranet/en/products?label-q=abiil");
    expect(res.status).toBe(200);
    const html = await res.text();
    // Booleans: a failure here would otherwise print the whole page.
    expect(html.includes("No exact match for &#x27;abiil&#x27;. Showing results for similar words.")).toBe(true);
    expect(/>0 Labels</.test(html)).toBe(false);
  });
});

describe("the words a search matched", () => {
  it("are marked in the results' titles of the JSON API, fuzzy ones too", async () => {
    const exact = await api("pu-additives/en/products?q=tegostab");
    expect(exact.results.length).toBeGreaterThan(0);
    for (const r of exact.results) expect(r.title).toMatch(/^<mark>TEGOSTAB<\/mark>®/);
    const fuzzy = await api("pu-additives/en/products?q=tegostb");
    for (const r of fuzzy.results) expect(r.title).toMatch(/^<mark>TEGOSTAB<\/mark>®/);
    const none = await api("pu-additives/en/products");
    expect(none.results.some((r) => r.title.includes("<mark>"))).toBe(false);
  });

  it("are <mark> elements on the page without script, in English, German and the intranet, and markup typed is text", async () => {
    for (const path of [
      "/pim/fragment/pu-additives/en/products?q=dabco",
      "/pim/fragment/pu-additives/de/products?q=dabco",
      "/pim/fragment/intranet/en/products?q=dabco",
    ]) {
      const res = await SELF.fetch(`http://example.com${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<a [^>]*href="\/pim\/fragment\/[^"]+\/product\/PR_\d{8}"[^>]*><mark>DABCO<\/mark>/);
    }
    const hostile = encodeURIComponent('<mark>dabco</mark><img src=x onerror="alert(1)">');
    const html = await (
      await SELF.fetch(`http://example.com/pim/fragment/pu-additives/en/products?q=${hostile}`)
    ).text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/<mark>dabco<\/mark>/);
  });
});
