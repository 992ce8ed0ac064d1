import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { visit } from "./entry-visit";
import { emulatorProducts, productPath, scopedFaults, setFault } from "./product-support";
import { toolBlocks } from "./tool-scope-support";

/**
 * A page rendered while a backend failed shows a note where the data
 * belongs. It is served, but the page cache must not keep it: the first
 * request after the backend is back shows the data. Faults are scoped to
 * this file's own product and search text, so the test files running at
 * the same time never see them.
 */

const fault = scopedFaults();
const breakFor = (service: string, match: string) => fault(service, match, { rate5xx: 1 });

const SHEETS_DOWN = "Safety data sheets are not available at the moment.";
const RESULTS_DOWN = "The results could not be loaded.";
const COMPARE_DOWN = "The comparison could not be loaded. Please try again.";

describe("a page rendered during an outage", () => {
  it("is not replayed after the data-sheet service is back", { timeout: 60_000 }, async () => {
    // Personal Care's template shows every section; a product late in its list, which no other test renders.
    const product = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("personal-care") && p.AT_Visibility.includes("Public"))
      .at(-3);
    if (!product) throw new Error("no personal-care product");
    const url = `https://catalogue.test${productPath("personal-care", product.ID)}`;

    await breakFor("datasheets", product.ID);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    expect(during.text).toContain(`data-product-id="${product.ID}"`);
    expect(during.text).toContain(SHEETS_DOWN);

    await setFault("datasheets", { match: product.ID });
    const after = await visit(url);
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(after.text).not.toContain(SHEETS_DOWN);
    expect(after.text).toContain('data-section="safety-data-sheets"');

    // The complete page is the one kept.
    const again = await visit(url);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again.text).not.toContain(SHEETS_DOWN);
  });

  it("is not replayed after the search service is back, for a finder page", { timeout: 60_000 }, async () => {
    // A search text of this test's own: its search calls are the only ones the fault breaks.
    const text = `zzdegraded${Date.now()}`;
    const url = `https://catalogue.test/pim/fragment/visiomer/en/contacts?q=${encodeURIComponent(`sales ${text}`)}`;

    await breakFor("search", text);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    expect(during.text).toContain('data-tool="contact-finder"');
    expect(during.text).toContain(RESULTS_DOWN);
    // The island is told the server's load failed, so it does not keep the visitor waiting again.
    const failedOf = (html: string) => toolBlocks(html).find((b) => b.tool === "contact-finder")?.islands[0]?.props;
    expect(failedOf(during.text)?.failed).toBe(true);
    // The form keeps the visitor's search, and trying again asks for the same state.
    const search = `sales ${text}`;
    expect(during.text).toContain(`name="q" value="${search}"`);
    expect(during.text).toContain(
      `<a href="/pim/fragment/visiomer/en/contacts?q=${new URLSearchParams({ q: search }).toString().slice(2)}">Try again</a>`,
    );

    await setFault("search", { match: text });
    const after = await visit(url);
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(after.text).not.toContain(RESULTS_DOWN);
    expect(after.text).toMatch(/\d+ Contacts?/);
    expect(failedOf(after.text)?.failed).toBeUndefined();

    const again = await visit(url);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again.text).not.toContain(RESULTS_DOWN);
  });

  it("keeps a finder's market tree while the product connector fails, and says when a picked pairing is missing", {
    timeout: 60_000,
  }, async () => {
    const TREE_DOWN = "Markets and applications: not every choice could be loaded at the moment.";
    type Answer = { totalCount: number; notices?: string[]; facets: { key: string; tree?: unknown }[] };
    const ask = async (query: string) => {
      const res = await SELF.fetch(`https://catalogue.test/pim/api/pu-additives/en/products?${query}`);
      const body = (await res.json()) as Answer;
      return { res, body, tree: JSON.stringify(body.facets.find((f) => f.key === "classification")?.tree) };
    };
    // A pairing the index holds, late in the tree (no other test picks it), and one only the connector could name.
    const pairing = [...(await ask("")).tree.matchAll(/"value":"(M2A_\d+)"/g)].map(([, id]) => id).at(-1);
    if (!pairing) throw new Error("the demo tree has market-application pairings");
    const unknown = `M2A_${Date.now()}`;

    await breakFor("connector", pairing);
    await breakFor("connector", unknown);
    // The connector failing costs nothing the index has: the whole tree, the pick named, nothing said.
    const indexed = await ask(`classification=${pairing}`);
    expect(indexed.res.status).toBe(200);
    expect(indexed.body.totalCount).toBeGreaterThan(0);
    expect(indexed.body.notices).toBeUndefined();
    expect(indexed.tree).toContain(`"value":"${pairing}"`);
    expect(indexed.tree.match(/"value":"[^"]+"/g)?.length ?? 0).toBeGreaterThan(3);
    expect(indexed.res.headers.get("Cache-Control")).toContain("public");

    // A pick only the connector could name: the tree without it, a word on why, and not kept anywhere.
    const missing = await ask(`classification=${unknown}`);
    expect(missing.res.status).toBe(200);
    expect(missing.body.notices).toContain(TREE_DOWN);
    expect(missing.tree.match(/"value":"[^"]+"/g)?.length ?? 0).toBeGreaterThan(3);
    expect(missing.res.headers.get("Cache-Control")).toBe("no-store");
    const page = `https://catalogue.test/pim/fragment/pu-additives/en/products?classification=${unknown}`;
    const shown = await visit(page);
    expect(shown.res.status).toBe(200);
    expect(shown.text).toContain(TREE_DOWN);

    await setFault("connector", { match: unknown });
    const recovered = await ask(`classification=${unknown}`);
    expect(recovered.body.notices).toBeUndefined();
    expect(recovered.res.headers.get("Cache-Control")).toContain("public");
    const after = await visit(page);
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(after.text).not.toContain(TREE_DOWN);
  });

  it("keeps the label and competitor finders' searches in their forms and in Try again", {
    timeout: 60_000,
  }, async () => {
    const text = `zzlistdown${Date.now()}`;
    const query = `label-q=${text}&label-size=10&cp-q=${text}`;
    const url = `https://catalogue.test/pim/fragment/intranet/en/products?${query}`;
    await breakFor("search", text);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    expect(during.text).toContain(`name="label-q" value="${text}"`);
    expect(during.text).toContain(`name="cp-q" value="${text}"`);
    const retries = [...during.text.matchAll(/<a href="([^"]+)">Try again<\/a>/g)].map(
      ([, href]) => new URL(href?.replaceAll("&amp;", "&") ?? "", "https://catalogue.test").searchParams,
    );
    // One per failed tool on the page; each asks again for the whole page's state.
    expect(retries.length).toBeGreaterThanOrEqual(2);
    for (const params of retries) {
      expect(params.get("label-q")).toBe(text);
      expect(params.get("label-size")).toBe("10");
      expect(params.get("cp-q")).toBe(text);
    }
    await setFault("search", { match: text });
  });

  it("offers a step flow that could not be loaded again, for the page's state, without script", {
    timeout: 60_000,
  }, async () => {
    const text = `zzflowdown${Date.now()}`;
    const url = `https://catalogue.test/pim/fragment/intranet/en/products?scout-product=${text}`;
    await breakFor("search", text);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    const scout = during.text.slice(during.text.indexOf('data-tool="competitive-scout"'));
    const retry = /<p class="finder__retry">[\s\S]*?<a href="([^"]+)">Try again<\/a>/.exec(scout)?.[1] ?? "";
    expect(new URL(retry.replaceAll("&amp;", "&"), "https://catalogue.test").searchParams.get("scout-product")).toBe(
      text,
    );
    const scoutIslands = toolBlocks(during.text).find((b) => b.tool === "competitive-scout")?.islands ?? [];
    expect(scoutIslands.find((island) => island.name === "step-flow")?.props.failed).toBe(true);
    // No step of an earlier state stands in for the one that failed.
    expect(scout.slice(0, scout.indexOf('data-island="finder"'))).not.toContain("flow__step");
    await setFault("search", { match: text });
  });

  it("says the comparison could not be loaded, not that nothing was picked", { timeout: 60_000 }, async () => {
    // Two products no other test compares: the fault matches the compare's own search for them.
    const [first, second] = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("pu-additives") && p.AT_Visibility.includes("Public"))
      .slice(-5, -3)
      .map((p) => p.ID);
    if (!first || !second) throw new Error("no pu-additives products");
    const url = `https://catalogue.test/pim/fragment/pu-additives/en/products?compare=${first},${second}`;

    await breakFor("search", `${first}|${second}`);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    expect(during.text).toContain(COMPARE_DOWN);
    expect(during.text).not.toContain("Products picked to compare");
    // Try again asks for the same comparison, also without script: the page's address, no fragment
    // (a link to the address shown plus a fragment would only scroll).
    const compare = during.text.slice(during.text.indexOf('data-tool="product-compare"'));
    const retry = /<p class="finder__retry"><a href="([^"]+)">Try again<\/a>/
      .exec(compare)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(retry).toBe(`/pim/fragment/pu-additives/en/products?compare=${first},${second}`);

    await setFault("search", { match: `${first}|${second}` });
    const after = await visit(url);
    expect(after.text).not.toContain(COMPARE_DOWN);
    expect(after.text).toContain("Comparing 2 products");
  });
});
