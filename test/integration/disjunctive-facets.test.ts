import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import type { ValueFacetModel } from "../../shared/finder/facet-model";
import { emulatorCalls, visit } from "./entry-visit";

/**
 * The bodies of the searches the search emulator received while `during` ran
 * for the pu-additives finder's state of this file (Dabco or Polycat, in polyurethanes) (its own call log, which
 * also holds the searches of the test files running beside this one: theirs
 * are for other states).
 */
async function searchesDuring(during: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const log = () => emulatorCalls("pu-additives", "search");
  const since = (await log()).length;
  await during();
  return (await log())
    .slice(since)
    .filter((c) => c.path.endsWith("/docs/search") && /'polyurethanes'|'dabco\|polycat'/.test(c.body ?? ""))
    .map((c) => JSON.parse(c.body ?? "null") as Record<string, unknown>);
}

const BASE = "http://example.com";
/** The first visit of this state in the file reaches the search service; later ones are answered from the cache. */
const STATE = "brand=dabco&brand=polycat&market=polyurethanes";

async function apiAnswer(query: string): Promise<FinderAnswer> {
  const { res, text } = await visit(`${BASE}/pim/api/pu-additives/en/products?${query}`);
  expect(res.status).toBe(200);
  return JSON.parse(text) as FinderAnswer;
}

async function pageAnswer(query: string): Promise<FinderAnswer> {
  const { res, text } = await visit(`${BASE}/pim/fragment/pu-additives/en/products?${query}`);
  expect(res.status).toBe(200);
  const id = /data-island="finder" data-island-id="([^"]+)"/.exec(text)?.[1];
  const json = new RegExp(`data-island-props="${id}">([^<]*)</script>`).exec(text)?.[1];
  return (JSON.parse(json ?? "null") as { answer: FinderAnswer }).answer;
}

const options = (answer: FinderAnswer, key: string) =>
  (answer.facets.find((f) => f.key === key) as ValueFacetModel).options;
const countOf = (answer: FinderAnswer, key: string, value: string) =>
  options(answer, key).find((o) => o.value === value)?.count;

describe("disjunctive facets", () => {
  it("runs one count search per selected facet beside the main search, and caches them", async () => {
    let answer: FinderAnswer | undefined;
    const searches = await searchesDuring(async () => {
      answer = await apiAnswer(STATE);
    });
    const countSearches = searches.filter((s) => s.top === 0);
    const byFacet = Object.fromEntries(countSearches.map((s) => [(s.facets as string[])[0], s]));
    expect(Object.keys(byFacet).sort()).toEqual(["AT_Brand,count:1000", "AT_Markets,count:1000"]);
    expect(byFacet["AT_Brand,count:1000"]?.filter).not.toContain("AT_Brand");
    expect(byFacet["AT_Brand,count:1000"]?.filter).toContain("AT_Markets/any(x: search.in(x, 'polyurethanes', '|'))");
    expect(byFacet["AT_Markets,count:1000"]?.filter).toContain("search.in(AT_Brand, 'dabco|polycat', '|')");
    expect(byFacet["AT_Markets,count:1000"]?.filter).not.toContain("AT_Markets");
    expect(answer?.totalCount).toBeGreaterThan(0);

    const again = await searchesDuring(() => apiAnswer(STATE));
    expect(again.filter((s) => s.top === 0)).toEqual([]);
  });

  it("keeps the other values of a facet listed with the matches they would add (OR inside, AND across)", async () => {
    const none = await apiAnswer("market=polyurethanes");
    const dabco = await apiAnswer("brand=dabco&market=polyurethanes");
    const both = await apiAnswer(STATE);
    const dabcoCount = countOf(none, "brand", "dabco") ?? 0;
    const polycatCount = countOf(none, "brand", "polycat") ?? 0;
    expect(dabcoCount).toBeGreaterThan(0);
    expect(polycatCount).toBeGreaterThan(0);
    expect(dabco.totalCount).toBe(dabcoCount);
    // With Dabco picked, Polycat stays offered with the count it had before.
    expect(countOf(dabco, "brand", "polycat")).toBe(polycatCount);
    expect(options(dabco, "brand").length).toBe(options(none, "brand").length);
    expect(both.totalCount).toBe(dabcoCount + polycatCount);
  });

  it("gives the same counts on the server-rendered page as from the JSON API", async () => {
    const [api, page] = await Promise.all([apiAnswer(STATE), pageAnswer(STATE)]);
    expect(page.totalCount).toBe(api.totalCount);
    expect(page.facets).toEqual(api.facets);
  });
});
