import { describe, expect, it } from "vitest";
import { buildFacetModels, type RangeFacetModel, type ValueFacetModel } from "./facet-model.ts";
import { buildFinderPlan } from "./facet-plan.ts";
import { activeRefinements } from "./refinements.ts";
import { DEFAULT_COUNTING_STATUSES, regionCounts, registrationClause } from "./registration-facet.ts";
import { defaultState, type FinderState, parseFinderState, serialiseFinderState } from "./state.ts";
import type { RegistrationFacet } from "./tool-definition.ts";
import { PRODUCT_FINDER } from "./tools.ts";

const FACET = PRODUCT_FINDER.facets.find((f) => f.kind === "registration") as RegistrationFacet;
const state = (values: Record<string, string[]>): FinderState => ({ ...defaultState(PRODUCT_FINDER), values });
const parse = (query: string, strict = false) =>
  parseFinderState(PRODUCT_FINDER, new URLSearchParams(query), { strict });
const scope = { audience: "public" as const, site: "pu-additives" };

describe("the registration filter", () => {
  it("narrows by nothing until a region is picked", () => {
    expect(registrationClause(FACET, state({}))).toBeUndefined();
    expect(registrationClause(FACET, state({ regstatus: ["listed"], regmatch: ["all"] }))).toBeUndefined();
  });

  it("with any, is one any over every picked region's counting pairs; the default statuses count when none is picked", () => {
    expect(registrationClause(FACET, state({ reg: ["China", "Korea"], regstatus: ["listed"] }))).toBe(
      "AT_RegistrationStatus/any(x: search.in(x, 'China:listed|Korea:listed', '|'))",
    );
    const pairs = ["China", "Korea"].flatMap((r) => DEFAULT_COUNTING_STATUSES.map((s) => `${r}:${s}`));
    expect(registrationClause(FACET, state({ reg: ["China", "Korea"] }))).toBe(
      `AT_RegistrationStatus/any(x: search.in(x, '${pairs.join("|")}', '|'))`,
    );
  });

  it("with all, is one any per picked region, joined by and", () => {
    expect(
      registrationClause(FACET, state({ reg: ["China", "Korea"], regstatus: ["listed", "exempt"], regmatch: ["all"] })),
    ).toBe(
      "(AT_RegistrationStatus/any(x: search.in(x, 'China:listed|China:exempt', '|'))) and (AT_RegistrationStatus/any(x: search.in(x, 'Korea:listed|Korea:exempt', '|')))",
    );
  });

  it("counts the regions without its own selection (disjunctive), with every other selection", () => {
    const plan = buildFinderPlan(
      PRODUCT_FINDER,
      { ...state({ reg: ["China"], brand: ["dabco"] }), ranges: { viscosity: { min: 500, max: 2000 } } },
      scope,
    );
    expect(plan.main.filter).toContain("AT_RegistrationStatus/any");
    const own = plan.facetCounts.find((c) => c.key === "reg");
    expect(own?.query.facets).toEqual(["AT_RegistrationStatus,count:1000"]);
    expect(own?.query.filter).not.toContain("AT_RegistrationStatus");
    expect(own?.query.filter).toContain("AT_Brand");
    expect(own?.query.filter).toContain("AT_TypicalViscosity ge 500");
    // The range's buckets are counted without the range, with the region pick.
    const range = plan.facetCounts.find((c) => c.key === "viscosity");
    expect(range?.query.facets).toEqual(["AT_TypicalViscosity,interval:1000"]);
    expect(range?.query.filter).toContain("AT_RegistrationStatus/any");
    expect(range?.query.filter).not.toContain("AT_TypicalViscosity");
  });

  it("adds up a region's counting pairs (a product has one status per region)", () => {
    const counts = regionCounts(
      [
        { value: "China:listed", count: 5 },
        { value: "China:registered", count: 2 },
        { value: "China:pending", count: 7 },
        { value: "Korea:listed", count: 1 },
      ],
      ["listed", "registered"],
    );
    expect(counts).toEqual(
      new Map([
        ["China", 7],
        ["Korea", 1],
      ]),
    );
  });
});

describe("the registration parameters", () => {
  it("take region keys and status codes of the fixed lists, and all or any, and write them back in order", () => {
    const parsed = parse("regmatch=all&reg=Korea&reg=China&regstatus=listed&reg=Korea", true);
    expect(parsed.ok && parsed.state.values).toEqual({
      reg: ["Korea", "China"],
      regstatus: ["listed"],
      regmatch: ["all"],
    });
    if (parsed.ok)
      expect(serialiseFinderState(PRODUCT_FINDER, parsed.state).toString()).toBe(
        "reg=Korea&reg=China&regstatus=listed&regmatch=all",
      );
    // any is the default and is not written.
    const any = parse("reg=EU&regmatch=any", true);
    expect(any.ok && serialiseFinderState(PRODUCT_FINDER, any.state).toString()).toBe("reg=EU");
  });

  it("refuses others in the API and leaves them out on a page, saying so", () => {
    expect(parse("reg=Atlantis", true)).toEqual({
      ok: false,
      error: { parameter: "reg", message: expect.stringContaining("reg must be one of Australia, Brazil") },
    });
    expect(parse("regstatus=<b>x</b>", true)).toMatchObject({ ok: false, error: { parameter: "regstatus" } });
    expect(parse("regmatch=some", true)).toMatchObject({ ok: false, error: { parameter: "regmatch" } });
    const page = parse("reg=China&reg=Atlantis&regmatch=some");
    expect(page.ok && page.state.values).toEqual({ reg: ["China"] });
    expect(page.ok && page.state.notices).toEqual([
      "Registered in: a region in the link could not be used.",
      "Registered in: the choice between all and any in the link was not used; any region is enough.",
    ]);
  });
});

describe("the registration and range models", () => {
  const answer = {
    AT_RegistrationStatus: [
      { value: "China:listed", count: 4 },
      { value: "China:not-listed", count: 3 },
      { value: "Korea:pending", count: 2 },
    ],
    AT_TypicalViscosity: [
      { value: 0, count: 6 },
      { value: 1000, count: 3 },
    ],
    AT_TypicalDensity: [{ value: 0.9000000000000001, count: 9 }],
  };

  it("shows regions with counts (a region nothing counts in left out unless picked), statuses and the switch without", () => {
    const s = state({ reg: ["Korea"] });
    const models = buildFacetModels(PRODUCT_FINDER, s, answer, { totals: { AT_TypicalViscosity: 12 } });
    const [regions, statuses, match] = ["reg", "regstatus", "regmatch"].map(
      (key) => models.find((m) => m.key === key) as ValueFacetModel,
    );
    expect(regions?.options).toEqual([
      { value: "China", label: "China (IECSC)", count: 4 },
      { value: "Korea", label: "Korea (KECI)", count: 0 },
    ]);
    expect(statuses?.options.map((o) => [o.value, o.count])).toEqual([
      ["listed", -1],
      ["registered", -1],
      ["exempt", -1],
      ["polymer-exemption", -1],
      ["pending", -1],
      ["not-listed", -1],
    ]);
    expect(match?.options).toEqual([{ value: "all", label: "Every picked region (not any one)", count: -1 }]);
    // Picking "pending" as what counts makes Korea count.
    const pending = buildFacetModels(PRODUCT_FINDER, state({ regstatus: ["pending"] }), answer);
    expect((pending.find((m) => m.key === "reg") as ValueFacetModel).options).toEqual([
      { value: "Korea", label: "Korea (KECI)", count: 2 },
    ]);
  });

  it("gives each range its interval buckets, in its unit, and how many lack the property", () => {
    const models = buildFacetModels(PRODUCT_FINDER, state({}), answer, {
      totals: { AT_TypicalViscosity: 12, AT_TypicalDensity: 9 },
    });
    const viscosity = models.find((m) => m.key === "viscosity") as RangeFacetModel;
    expect(viscosity).toMatchObject({
      unit: "mPa·s",
      buckets: [
        { from: 0, to: 1000, count: 6 },
        { from: 1000, to: 2000, count: 3 },
      ],
      missing: 3,
      counts: ["0 to 1000 mPa·s: 6", "1000 to 2000 mPa·s: 3", "No value: 3"],
    });
    const density = models.find((m) => m.key === "density") as RangeFacetModel;
    expect(density).toMatchObject({ buckets: [{ from: 0.9, to: 1, count: 9 }], missing: 0 });
    expect(density.counts).toEqual(["0.9 to 1 g/cm³: 9"]);
  });

  it("shows each pick as a chip whose link removes it, and Clear all removes every one", () => {
    const query = "reg=China&reg=Korea&regstatus=listed&regmatch=all";
    const models = buildFacetModels(
      PRODUCT_FINDER,
      state({ reg: ["China", "Korea"], regstatus: ["listed"], regmatch: ["all"] }),
      answer,
    );
    const chips = activeRefinements(models, query);
    expect(chips.map((c) => [c.label, c.value, c.query])).toEqual([
      ["Registered in", "China (IECSC)", "reg=Korea&regstatus=listed&regmatch=all"],
      ["Registered in", "Korea (KECI)", "reg=China&regstatus=listed&regmatch=all"],
      ["Statuses that count", "Listed", "reg=China&reg=Korea&regmatch=all"],
      ["Regions to match", "Every picked region (not any one)", "reg=China&reg=Korea&regstatus=listed"],
    ]);
  });
});
