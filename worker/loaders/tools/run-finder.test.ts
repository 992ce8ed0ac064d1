import { describe, expect, it } from "vitest";
import { defaultState } from "../../../shared/finder/state";
import { PRODUCT_FINDER } from "../../../shared/finder/tools";
import type { Logger } from "../../logger";
import type { SearchAnswer, SearchClient } from "../../services/search/client";
import { runFinder } from "./run-finder";

const quiet = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Logger;
const empty = { count: 0, value: [], facets: {} };

/** A search service whose products index has one product at one plant, and whose other answers are given. */
function searchWith(others: (index: string) => Promise<SearchAnswer<unknown>>): SearchClient {
  return {
    audience: "public",
    language: "en-us",
    async search<T>(index: string) {
      if (index !== "products") return (await others(index)) as SearchAnswer<T>;
      return {
        count: 1,
        value: [{ ID: "PR_00000001", Name: "One", AT_Websites: ["pu-additives"] }] as T[],
        facets: { AT_ProductionPlant_Value: [{ value: "PL_00000001", count: 1 }] },
      };
    },
    suggest: async () => [],
    autocomplete: async () => [],
  } as SearchClient;
}

const run = (search: SearchClient, degraded: string[]) =>
  runFinder(
    { search, logger: quiet, degraded: (section) => degraded.push(section) },
    PRODUCT_FINDER,
    defaultState(PRODUCT_FINDER),
    { audience: "public", site: "pu-additives", lang: "en" },
  );

describe("runFinder without a filter's details", () => {
  it("keeps the results, shows the plant codes, says their names are missing and marks the answer degraded", async () => {
    const degraded: string[] = [];
    const answer = await run(
      searchWith(async (index) => {
        if (index === "plants") throw new Error("Search service answered 503");
        return empty;
      }),
      degraded,
    );
    expect(answer.totalCount).toBe(1);
    expect(answer.notices).toEqual([
      "Local production plant: the names of the choices could not be loaded at the moment.",
    ]);
    expect(JSON.stringify(answer.facets.find((f) => f.key === "plant"))).toContain("PL_00000001");
    expect(degraded).toEqual(["finder-facets:products"]);
  });

  it("says nothing and marks nothing when every detail loads", async () => {
    const degraded: string[] = [];
    const answer = await run(
      searchWith(async () => empty),
      degraded,
    );
    expect(answer.notices).toBeUndefined();
    expect(degraded).toEqual([]);
  });
});
