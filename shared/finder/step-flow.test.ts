import { describe, expect, it } from "vitest";
import { INDEX_DEFINITIONS } from "../../emulators/catalogue/index-definitions.ts";
import type { IndexField } from "../../emulators/search/index-field.ts";
import {
  ALL_FLOWS,
  COMPETITIVE_SCOUT,
  COUNTRY_PROMPT,
  findFlow,
  METHACRYLATE_RECOMMENDATION_TOOL,
  RECOMMENDATION_TOOL,
  REGION_PROMPT,
  recommendationToolFor,
} from "./flows.ts";
import {
  answersBefore,
  currentStep,
  flowCountText,
  flowFilter,
  parseFlowState,
  serialiseFlowState,
  stepOptions,
} from "./step-flow.ts";

const reco = RECOMMENDATION_TOOL;
const scout = COMPETITIVE_SCOUT;
const findField = (schema: readonly IndexField[], name: string) => schema.find((f) => f.name === name);
const parse = (query: string, strict = true) => parseFlowState(reco, new URLSearchParams(query), { strict });

describe("step flow definitions", () => {
  it("asks for the region first, then the country (spec section 2)", () => {
    expect(reco.steps[0]?.prompt).toBe(REGION_PROMPT);
    expect(REGION_PROMPT).toBe("First please choose a Region");
    expect(reco.steps[1]?.prompt).toBe(COUNTRY_PROMPT);
    expect(COUNTRY_PROMPT).toBe("Second please choose a Country");
  });

  it("gives the competitive scout its four steps in order", () => {
    expect(scout.steps.map((s) => s.key)).toEqual(["product", "industry", "effect", "region"]);
  });

  for (const def of ALL_FLOWS) {
    it(`${def.title}: step fields are facetable and the selected fields exist`, () => {
      const schema = INDEX_DEFINITIONS[def.index].fields;
      for (const step of def.steps) {
        const field = findField(schema, step.field);
        expect(field?.facetable, step.field).toBe(true);
        expect(!!step.collection).toBe(field?.type.startsWith("Collection(") ?? false);
      }
      for (const name of def.select) expect(findField(schema, name), name).toBeDefined();
      expect(findField(schema, def.nameField)?.sortable).toBe(true);
    });

    it(`${def.title}: results are ordered by name case-insensitively, and steps offer the values as indexed`, () => {
      const schema = INDEX_DEFINITIONS[def.index].fields;
      expect(findField(schema, def.nameField)?.normalizer).toBe("standard");
      // A step's options are facet buckets: a normalizer would answer them lower-cased.
      for (const step of def.steps) expect(findField(schema, step.field)?.normalizer, step.field).toBeUndefined();
    });
  }

  it("tells a page why it asks again a step whose answers in the link it could not take", () => {
    const twice = parse("region=Europe&region=Asia&country=FR", false);
    if (!twice.ok) throw new Error("a page never refuses");
    expect(twice.state.answers).toEqual({});
    expect(twice.state.notices).toEqual([
      "The link gives 2 answers where one is chosen for “Region”. Please choose again.",
    ]);
    const unreadable = parse(`region=${"x".repeat(201)}`, false);
    expect(unreadable.ok && unreadable.state.notices).toEqual([
      "The link gives an answer that cannot be read for “Region”. Please choose again.",
    ]);
    // The answers before it stand.
    const later = parse("region=Europe&country=FR&country=DE", false);
    expect(later.ok && later.state.answers).toEqual({ region: ["Europe"] });
    expect(parse("region=Europe&region=Asia").ok).toBe(false);
  });

  it("finds flows by name only", () => {
    expect(findFlow("competitive-scout")).toBe(scout);
    expect(findFlow("__proto__")).toBeUndefined();
  });

  it("asks each site's own questions: methacrylates on VISIOMER, silica elsewhere", () => {
    const methacrylates = findFlow("recommendation-tool", "visiomer");
    expect(methacrylates).toBe(METHACRYLATE_RECOMMENDATION_TOOL);
    expect(methacrylates?.steps.map((s) => s.key)).toEqual(["region", "country", "market", "group", "property"]);
    expect(methacrylates?.steps[0]?.prompt).toBe(REGION_PROMPT);
    expect(methacrylates?.steps[1]?.prompt).toBe(COUNTRY_PROMPT);
    expect(findFlow("recommendation-tool", "silica-specialist")).toBe(reco);
    expect(recommendationToolFor("__proto__")).toBe(reco);
  });

  it("reads a public site's own documents, and every site's on the intranet", () => {
    const state = { answers: { region: ["Europe"] }, page: 1 };
    expect(flowFilter(reco, state, 1, { audience: "public", site: "visiomer" })).toBe(
      "(AT_Websites/any(x: search.in(x, 'visiomer', '|'))) and (search.in(AT_Region, 'Europe', '|'))",
    );
    expect(flowFilter(reco, state, 0, { audience: "internal", site: "intranet" })).toBeUndefined();
  });
});

describe("step flow state", () => {
  it("reads answers in step order and finds the current step", () => {
    const out = parse("region=North+America&country=US");
    expect(out).toEqual({ ok: true, state: { answers: { region: ["North America"], country: ["US"] }, page: 1 } });
    if (out.ok) expect(currentStep(reco, out.state)).toBe(2);
    expect(currentStep(reco, { answers: {}, page: 1 })).toBe(0);
  });

  it("refuses a later answer without the earlier one, naming the parameter", () => {
    expect(parse("country=US")).toEqual({
      ok: false,
      error: { parameter: "country", message: "country needs region first" },
    });
    // Pages drop it, ask the first question again and say why.
    expect(parse("country=US", false)).toEqual({
      ok: true,
      state: {
        answers: {},
        page: 1,
        notices: ["The link answers “Country” but not “Region”, which comes before it. Please choose again."],
      },
    });
    // A gap later on: the answers before it stand, one notice names the first answer the gap leaves out.
    const gap = parse("region=Europe&industry=automotive&form=powder", false);
    expect(gap.ok && gap.state).toEqual({
      answers: { region: ["Europe"] },
      page: 1,
      notices: ["The link answers “Industry” but not “Country”, which comes before it. Please choose again."],
    });
    // An unusable answer has said why already: no second notice for the answers after it.
    const unusable = parse("region=a&region=b&country=US", false);
    expect(unusable.ok && unusable.state.notices).toEqual([
      "The link gives 2 answers where one is chosen for “Region”. Please choose again.",
    ]);
    // No answer at all is no gap.
    expect(parse("", false)).toEqual({ ok: true, state: { answers: {}, page: 1 } });
  });

  it("refuses unknown parameters, repeated single answers, control characters and bad pages", () => {
    expect(parse("colour=red")).toMatchObject({ ok: false, error: { parameter: "colour" } });
    expect(parse("region=a&region=b")).toMatchObject({ ok: false, error: { parameter: "region" } });
    expect(parse("region=a%00b")).toMatchObject({ ok: false, error: { parameter: "region" } });
    expect(parse(`region=${"x".repeat(201)}`)).toMatchObject({ ok: false, error: { parameter: "region" } });
    for (const page of ["0", "-1", "1.5", "abc", "99999999", "1001"])
      expect(parse(`page=${page}`), page).toMatchObject({ ok: false, error: { parameter: "page" } });
    expect(parse("page=1000")).toMatchObject({ ok: true, state: { page: 1000 } });
    // A whole number is too large, whatever its length, not "not a whole number".
    for (const page of ["99999999", "9".repeat(400)])
      expect(parse(`page=${page}`)).toMatchObject({ error: { message: "page must be at most 1000" } });
  });

  it("takes several answers for multi steps only, without duplicates", () => {
    const all = "region=r&country=c&industry=i&form=powder&surface=hydrophilic";
    expect(parse(`${all}&function=carrier&function=matting&function=carrier`)).toMatchObject({
      ok: true,
      state: { answers: { function: ["carrier", "matting"] } },
    });
    expect(parse(`${all}&form=granules`)).toMatchObject({ ok: false, error: { parameter: "form" } });
  });

  it("keeps typed text inert in filters: quotes doubled, choices prefixed", () => {
    const state = {
      answers: { region: ["O'Brien') or true or ('"], country: ["US"], industry: ["feed"], form: ["powder"] },
      page: 1,
    };
    const filter = flowFilter(reco, state, 4) ?? "";
    expect(filter).toContain("'O''Brien'') or true or (''");
    expect(filter).toContain("AT_Choices/any(x: search.in(x, 'form:powder', '|'))");
    expect(flowFilter(reco, state, 0)).toBeUndefined();
    expect(flowFilter(reco, state, 1)).toBe("search.in(AT_Region, 'O''Brien'') or true or (''', '|')");
  });

  it("serialises in step order, stopping at the first gap, and goes back to a step", () => {
    const state = { answers: { country: ["US"], region: ["North America"], form: ["powder"] }, page: 2 };
    expect(serialiseFlowState(reco, state).toString()).toBe("region=North+America&country=US&page=2");
    expect(answersBefore(reco, state, 1)).toEqual({ answers: { region: ["North America"] }, page: 1 });
  });

  it("asks an answered step again with its answer kept, the later answers waiting unasked (Change)", () => {
    const out = parse("region=North+America&country=US&industry=feed&change=country&page=3");
    expect(out).toEqual({
      ok: true,
      state: {
        answers: { region: ["North America"], country: ["US"], industry: ["feed"] },
        page: 3,
        change: "country",
      },
    });
    if (!out.ok) return;
    expect(currentStep(reco, out.state)).toBe(1);
    // The filter of the question asked again leaves its own answer and the later ones out, so every option is offered.
    expect(flowFilter(reco, out.state, 1)).toBe("search.in(AT_Region, 'North America', '|')");
    expect(serialiseFlowState(reco, out.state).toString()).toBe(
      "region=North+America&country=US&industry=feed&change=country",
    );
    // Cancelling the change is the same state without it: the result page comes back too.
    expect(serialiseFlowState(reco, { answers: out.state.answers, page: out.state.page }).toString()).toBe(
      "region=North+America&country=US&industry=feed&page=3",
    );
    expect(parse("region=North+America&change=region")).toMatchObject({ ok: true, state: { change: "region" } });
  });

  it("reads the step a form was sent from, when it names a step", () => {
    expect(parse("region=a&asked=country")).toMatchObject({ ok: true, state: { asked: "country" } });
    for (const query of ["region=a&asked=colour", "region=a&asked=country&asked=region"]) {
      const out = parse(query, false);
      expect(out.ok && out.state.asked, query).toBeUndefined();
    }
    // Never written back: a link to the state does not say a form was sent.
    expect(serialiseFlowState(reco, { answers: { region: ["a"] }, page: 1, asked: "country" }).toString()).toBe(
      "region=a",
    );
  });

  it("refuses a change of a step that is not answered, or two of them", () => {
    for (const query of ["region=a&change=country", "region=a&change=colour", "region=a&change=region&change=region"])
      expect(parse(query), query).toMatchObject({ ok: false, error: { parameter: "change" } });
    // Pages ask the next question as if the link had no change.
    expect(parse("region=a&change=country", false)).toEqual({
      ok: true,
      state: { answers: { region: ["a"] }, page: 1 },
    });
  });
});

describe("step options", () => {
  it("keeps the values of a choice step's prefix, labelled and sorted", () => {
    const form = reco.steps.find((s) => s.key === "form");
    if (!form) throw new Error("no form step");
    const options = stepOptions(form, [
      { value: "surface:hydrophilic", count: 3 },
      { value: "form:powder", count: 2 },
      { value: "form:granules", count: 1 },
      { value: "form:", count: 1 },
    ]);
    expect(options).toEqual([
      { value: "granules", label: "Granules", count: 1 },
      { value: "powder", label: "Powder", count: 2 },
    ]);
  });

  it("labels countries from the given list", () => {
    const country = reco.steps[1];
    if (!country) throw new Error("no country step");
    expect(stepOptions(country, [{ value: "DE", count: 1 }], { DE: "Germany" })).toEqual([
      { value: "DE", label: "Germany", count: 1 },
    ]);
  });

  it("counts in the flow's words", () => {
    expect([0, 1, 7].map((n) => flowCountText(scout, n))).toEqual([
      "0 Recommendations",
      "1 Recommendation",
      "7 Recommendations",
    ]);
  });
});
