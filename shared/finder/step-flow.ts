/**
 * Step flows: tools that ask one question at a time (the competitive scout,
 * the recommendation tool). Every step reads one index field; the options of
 * a step are that field's facet values among the documents the earlier
 * answers leave, so each answer narrows the next question. The answers live
 * in the URL like a finder's state (ADR 0006): `?region=..&country=..`.
 */
import * as v from "valibot";
import type { IndexName } from "../catalogue/index-names.ts";
import type { Audience } from "../context.ts";
import { anyIn, searchIn } from "../search/odata.ts";
import { FACET_COUNT_LIMIT } from "../search/paging.ts";
import type { FacetValue } from "../search/result.ts";
import { type FacetOption, labelFromSlug } from "./facet-model.ts";
import { and } from "./filter.ts";
import { FLOW_ASKED_PARAMETER, FLOW_CHANGE_PARAMETER, flowParameterNames } from "./flow-parameters.ts";
import { compareLabels } from "./label-order.ts";
import { registrationKeys } from "./registration-facet.ts";
import { readRegistration } from "./registration-state.ts";
import type { ParameterError } from "./state.ts";
import type { RegistrationFacet } from "./tool-definition.ts";

/** The kinds of step of spec section 2's recommendation flow that the data carries. */
export type StepKind = "region" | "country" | "single-value" | "multi-value" | "choices";

export interface FlowStep {
  kind: StepKind;
  /** URL parameter. */
  key: string;
  /** Index field the options come from. */
  field: string;
  /** True when the field is a string collection. */
  collection?: boolean;
  /** Choice steps: answers are stored as `{prefix}:{value}` in a shared collection. */
  prefix?: string;
  /** The question, shown as the step's legend. */
  prompt: string;
  /** Several answers allowed (checkboxes); one otherwise (radio buttons). */
  multi?: boolean;
  /** Short name of the answer, shown in the summary of answered steps. */
  label: string;
  /** Where option labels come from; the value itself when absent. */
  labels?: "slug" | "countries";
}

export interface FlowDefinition {
  /** Path segment of the JSON API. */
  tool: string;
  index: IndexName;
  title: string;
  steps: readonly FlowStep[];
  /** Fields the result needs. */
  select: readonly string[];
  /** Field the results are ordered by. */
  nameField: string;
  /** Count words: `["Recommendation", "Recommendations"]`. */
  noun: readonly [string, string];
  /** Field listing the sites a document serves; a public site's flow reads only its own documents. */
  siteField?: string;
  /**
   * The results' registration filter (ADR 0074), as the product finder's:
   * the documents carry their first choice's `Region:code` collection.
   */
  registration?: RegistrationFacet;
}

export interface FlowState {
  /** Answers by step key, in step order; only a prefix of the steps is ever answered. */
  answers: Record<string, string[]>;
  /** 1-based page of the results. */
  page: number;
  /**
   * The answered step asked again ("Change"): the flow shows that question
   * with its answer preselected. The answers after it (and the result page)
   * stay in the state, unasked and unused, so the change can be cancelled;
   * answering the step drops them, since their options depend on it.
   */
  change?: string;
  /** The step the page's form was sent from (its submit button), when the URL says so. */
  asked?: string;
  /** What a page tells the visitor about answers of its link it could not take (pages only). */
  notices?: string[];
  /** The results' filter picks by parameter name (the registration group's), kept across result pages. */
  filters?: Record<string, string[]>;
}

export type FlowParseResult = { ok: true; state: FlowState } | { ok: false; error: ParameterError };

export const FLOW_PAGE_SIZE = 25;
export const MAX_FLOW_PAGE = 1000;
const MAX_ANSWER_LENGTH = 200;
const MAX_ANSWERS = 20;
const NO_CONTROL = /^[^\p{Cc}]*$/u;

const AnswerSchema = v.pipe(
  v.string(),
  v.minLength(1, "must not be empty"),
  v.maxLength(MAX_ANSWER_LENGTH, `must be at most ${MAX_ANSWER_LENGTH} characters`),
  v.regex(NO_CONTROL, "must not contain control characters"),
);

const PageSchema = v.pipe(
  v.string(),
  // Digits of any length: one too large is refused for its size below, not called "not a whole number".
  v.regex(/^\d+$/, "must be a whole number"),
  v.transform(Number),
  v.minValue(1, "must be 1 or more"),
  v.maxValue(MAX_FLOW_PAGE, `must be at most ${MAX_FLOW_PAGE}`),
);

/** Multi-value steps, and choice steps marked `multi`, take several answers (OR-ed). */
export function isMulti(step: FlowStep): boolean {
  return step.kind === "multi-value" || !!step.multi;
}

/**
 * Reads the answers. `strict` (the JSON API) answers the first problem,
 * naming the parameter; otherwise (pages) bad values are dropped, and so is
 * every answer after the first missing or bad one, since later questions
 * depend on earlier answers; `notices` tells the visitor why a question is
 * asked again.
 */
export function parseFlowState(
  def: FlowDefinition,
  params: URLSearchParams,
  options: { strict: boolean; extra?: readonly string[] } = { strict: false },
): FlowParseResult {
  const known = new Set([...flowDefinitionParameters(def), ...(options.extra ?? [])]);
  let error: ParameterError | undefined;
  const fail = (parameter: string, message: string) => {
    error ??= { parameter, message };
  };
  for (const name of new Set(params.keys())) {
    if (!known.has(name)) fail(name, `${name} is not a parameter of the ${def.title}`);
  }
  const state: FlowState = { answers: {}, page: 1 };
  let open = true;
  let missing: FlowStep | undefined;
  for (const step of def.steps) {
    const raw = params.getAll(step.key).filter((value) => value !== "");
    if (raw.length === 0) {
      missing ??= step;
      open = false;
      continue;
    }
    if (!open) {
      fail(step.key, `${step.key} needs ${missing?.key} first`);
      // Said once, and only where no notice says it yet: an unusable earlier answer already explains the restart.
      if (missing && !state.notices?.length) {
        state.notices = [
          `The link answers “${step.label}” but not “${missing.label}”, which comes before it. Please choose again.`,
        ];
      }
      continue;
    }
    // Not the values themselves: text from a URL is not repeated as the catalogue's own words.
    const unusable = (why: string) => {
      state.notices = [...(state.notices ?? []), `The link ${why} for “${step.label}”. Please choose again.`];
      open = false;
      missing ??= step;
    };
    if (!isMulti(step) && raw.length > 1) {
      fail(step.key, `${step.key} must be given once`);
      unusable(`gives ${raw.length} answers where one is chosen`);
      continue;
    }
    if (raw.length > MAX_ANSWERS) {
      fail(step.key, `${step.key} takes at most ${MAX_ANSWERS} values`);
      unusable(`gives more than ${MAX_ANSWERS} answers`);
      continue;
    }
    const picked: string[] = [];
    let bad = false;
    for (const value of raw) {
      const out = v.safeParse(AnswerSchema, value);
      if (!out.success) {
        fail(step.key, `${step.key} ${out.issues[0]?.message ?? "is invalid"}`);
        bad = true;
      } else if (!picked.includes(out.output)) picked.push(out.output);
    }
    if (bad) {
      unusable("gives an answer that cannot be read");
      continue;
    }
    state.answers[step.key] = picked;
  }
  const pages = params.getAll("page");
  if (pages.length > 1) fail("page", "page must be given once");
  else if (pages[0] !== undefined && pages[0] !== "") {
    const out = v.safeParse(PageSchema, pages[0]);
    if (out.success) state.page = out.output;
    else fail("page", `page ${out.issues[0]?.message ?? "is invalid"}`);
  }
  const changes = params.getAll(FLOW_CHANGE_PARAMETER);
  if (changes.length > 1) fail(FLOW_CHANGE_PARAMETER, `${FLOW_CHANGE_PARAMETER} must be given once`);
  else if (changes[0] !== undefined && changes[0] !== "") {
    const index = def.steps.findIndex((step) => step.key === changes[0]);
    const step = def.steps[index];
    if (!step || !state.answers[step.key]) {
      // Not an answered step: pages ignore the change, the API refuses it.
      fail(FLOW_CHANGE_PARAMETER, `${FLOW_CHANGE_PARAMETER} must name an answered step`);
    } else {
      state.change = step.key;
    }
  }
  const [asked, ...more] = params.getAll(FLOW_ASKED_PARAMETER);
  if (asked !== undefined && more.length === 0 && def.steps.some((step) => step.key === asked)) state.asked = asked;
  if (def.registration) {
    const read = readRegistration(def.registration, params);
    for (const problem of read.errors) fail(problem.parameter, problem.message);
    if (read.notices.length > 0) state.notices = [...(state.notices ?? []), ...read.notices];
    if (Object.keys(read.values).length > 0) state.filters = read.values;
  }
  if (options.strict && error) return { ok: false, error };
  return { ok: true, state };
}

/** The parameter names of the flow's results filter, in URL order. */
export function flowFilterNames(def: FlowDefinition): string[] {
  return def.registration ? Object.values(registrationKeys(def.registration)) : [];
}

/** Every parameter a flow reads: its steps', paging and change, and its results filter's. */
export function flowDefinitionParameters(def: FlowDefinition): string[] {
  return [...flowParameterNames(def.steps.map((step) => step.key)), ...flowFilterNames(def)];
}

/**
 * Index of the step asked: the one being changed, else the first unanswered
 * step; `steps.length` when every step is answered (the result step).
 */
export function currentStep(def: FlowDefinition, state: FlowState): number {
  if (state.change !== undefined) {
    const changed = def.steps.findIndex((step) => step.key === state.change);
    if (changed !== -1) return changed;
  }
  const index = def.steps.findIndex((step) => !state.answers[step.key]?.length);
  return index === -1 ? def.steps.length : index;
}

/** The answers before step `index` only (going back to that step). */
export function answersBefore(def: FlowDefinition, state: FlowState, index: number): FlowState {
  const answers: Record<string, string[]> = {};
  for (const step of def.steps.slice(0, index)) {
    const values = state.answers[step.key];
    if (values?.length) answers[step.key] = values;
  }
  return { answers, page: 1 };
}

/** The stored value of an answer: choice answers carry their prefix in the index. */
function stored(step: FlowStep, value: string): string {
  return step.prefix ? `${step.prefix}:${value}` : value;
}

/** The clause of one answered step. */
export function stepClause(step: FlowStep, values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const inIndex = values.map((value) => stored(step, value));
  return step.collection ? anyIn(step.field, inIndex) : searchIn(step.field, inIndex);
}

/** The filter of the flow's scope: a public site's own documents (the intranet reads every site's). */
export function flowScopeClause(def: FlowDefinition, scope: { audience: Audience; site: string }): string | undefined {
  return def.siteField && scope.audience === "public" ? anyIn(def.siteField, [scope.site]) : undefined;
}

/**
 * The filter of the answers to the steps before `index` (all answers when
 * `index` is past the last step), within the scope when one is given.
 */
export function flowFilter(
  def: FlowDefinition,
  state: FlowState,
  index: number,
  scope?: { audience: Audience; site: string },
): string | undefined {
  return and(
    scope ? flowScopeClause(def, scope) : undefined,
    ...def.steps.slice(0, index).map((step) => stepClause(step, state.answers[step.key] ?? [])),
  );
}

export function stepFacet(step: FlowStep): string {
  return `${step.field},count:${FACET_COUNT_LIMIT}`;
}

/**
 * The options of a step from its facet values: choice steps keep only the
 * values of their prefix (without it); labels from the step's label source;
 * sorted by label.
 */
export function stepOptions(
  step: FlowStep,
  values: readonly FacetValue[] | undefined,
  labels: Readonly<Record<string, string>> = {},
): FacetOption[] {
  const options: FacetOption[] = [];
  for (const entry of values ?? []) {
    if (entry.value === null || entry.value === undefined) continue;
    let value = String(entry.value);
    if (step.prefix) {
      if (!value.startsWith(`${step.prefix}:`)) continue;
      value = value.slice(step.prefix.length + 1);
    }
    if (value.trim() === "") continue;
    const label = labels[value] ?? (step.labels === "slug" ? labelFromSlug(value) : value);
    options.push({ value, label, count: entry.count });
  }
  return options.sort((a, b) => compareLabels(a.label, b.label));
}

/** Writes the answers in step order, so equal states give equal URLs. */
export function serialiseFlowState(def: FlowDefinition, state: FlowState): URLSearchParams {
  const params = new URLSearchParams();
  for (const step of def.steps) {
    const values = state.answers[step.key];
    if (!values?.length) break;
    for (const value of values) params.append(step.key, value);
  }
  for (const name of flowFilterNames(def)) for (const value of state.filters?.[name] ?? []) params.append(name, value);
  if (state.change !== undefined) params.set(FLOW_CHANGE_PARAMETER, state.change);
  else if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** `0 Recommendations | 1 Recommendation | {n} Recommendations`. */
export function flowCountText(def: FlowDefinition, total: number): string {
  const [one, many] = def.noun;
  return `${total} ${total === 1 ? one : many}`;
}
