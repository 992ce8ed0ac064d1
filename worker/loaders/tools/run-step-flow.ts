/**
 * One step-flow answer for a state: the options of every answered step and
 * of the current one (each a facet over the documents the earlier answers
 * leave), and the results once every step is answered. Used by the JSON API
 * and by the server render of the tool blocks.
 */

import { and } from "../../../shared/finder/filter";
import type { FlowAnswer, FlowStepModel } from "../../../shared/finder/flow-answer";
import { activeRefinements, clearAllQuery } from "../../../shared/finder/refinements";
import { registrationClause, registrationModels } from "../../../shared/finder/registration-facet";
import type { FinderState, ParameterError } from "../../../shared/finder/state";
import {
  answersBefore,
  currentStep,
  FLOW_PAGE_SIZE,
  type FlowDefinition,
  type FlowState,
  flowCountText,
  flowFilter,
  isMulti,
  serialiseFlowState,
  stepFacet,
  stepOptions,
} from "../../../shared/finder/step-flow";
import { FACET_COUNT_LIMIT, pageCount, skipFor } from "../../../shared/search/paging";
import { flowResults } from "./flow-results";
import { countryNames } from "./full-lists";
import type { FinderDeps, FinderScopeInput } from "./run-finder";

export type FlowRunResult = { ok: true; answer: FlowAnswer } | { ok: false; error: ParameterError };

/**
 * Runs a step flow. An answer that is not among its step's options (stale
 * link, typed URL) is refused with `strict` (the API); otherwise the flow
 * goes back to that step. Search failures are rethrown.
 */
export async function runStepFlow(
  deps: FinderDeps,
  def: FlowDefinition,
  input: FlowState,
  scope: FinderScopeInput,
  options: { strict: boolean } = { strict: false },
): Promise<FlowRunResult> {
  let state = input;
  let current = currentStep(def, state);
  const asked = def.steps.slice(0, Math.min(current + 1, def.steps.length));
  const countries = countryNames(scope.lang);
  const within = { audience: scope.audience, site: scope.site };
  const facets = await Promise.all(
    asked.map((step, i) =>
      deps.search.search<never>(def.index, {
        search: "*",
        ...(flowFilter(def, state, i, within) ? { filter: flowFilter(def, state, i, within) } : {}),
        facets: [stepFacet(step)],
        top: 0,
      }),
    ),
  );
  const steps: FlowStepModel[] = asked.map((step, i) => ({
    key: step.key,
    prompt: step.prompt,
    label: step.label,
    multi: isMulti(step),
    options: stepOptions(step, facets[i]?.facets[step.field], step.labels === "countries" ? countries : {}),
    selected: state.answers[step.key] ?? [],
    ...(step.labels === "slug" ? { labelsFromSlugs: true as const } : {}),
  }));

  const notices: string[] = [...(state.notices ?? [])];
  // A step asked again (Change) carries its answer too: the API checks it like the answers before it.
  const checked = options.strict && state.change !== undefined ? current + 1 : current;
  for (let i = 0; i < Math.min(checked, steps.length); i++) {
    const model = steps[i];
    if (!model) break;
    const offered = new Set(model.options.map((o) => o.value));
    const stray = model.selected.find((value) => !offered.has(value));
    if (stray === undefined) continue;
    if (options.strict) {
      return {
        ok: false,
        error: { parameter: model.key, message: `${model.key} is not one of the options left by the earlier answers` },
      };
    }
    state = answersBefore(def, state, i);
    current = i;
    steps.length = i + 1;
    model.selected = [];
    // What the link's later answers were, said by the parse, no longer concerns the step asked.
    notices.length = 0;
    // Not the value itself: text from a URL is not repeated as the catalogue's own words.
    notices.push(
      `The answer in the link for “${model.label}” is not offered after the earlier answers. Please choose again.`,
    );
    break;
  }

  // A form sent from the step asked now, without an answer: asked again, with a word on why.
  const unanswered = def.steps[current];
  if (
    unanswered &&
    notices.length === 0 &&
    state.asked === unanswered.key &&
    !state.answers[unanswered.key]?.length &&
    !state.change
  ) {
    notices.push("Please choose at least one answer.");
  }

  const done = current === def.steps.length;
  // The results filter applies on the result step only: a question's options are the answers' own.
  const registration = done ? def.registration : undefined;
  // The registration helpers read a finder's state; only its picks matter to them.
  const picks = { values: state.filters ?? {} } as FinderState;
  const answered = flowFilter(def, state, current, within);
  const filter = and(answered, registration ? registrationClause(registration, picks) : undefined);
  const [results, regionFacets] = done
    ? await Promise.all([
        deps.search.search<Record<string, unknown>>(def.index, {
          search: "*",
          ...(filter ? { filter } : {}),
          top: FLOW_PAGE_SIZE,
          skip: skipFor(state.page, FLOW_PAGE_SIZE),
          orderby: [`${def.nameField} asc`],
          select: [...def.select],
        }),
        // Disjunctive counts: the region pick left out, the answers kept (the flow has no other filter).
        registration
          ? deps.search.search<never>(def.index, {
              search: "*",
              ...(answered ? { filter: answered } : {}),
              facets: [`${registration.field},count:${FACET_COUNT_LIMIT}`],
              top: 0,
            })
          : undefined,
      ])
    : [undefined, undefined];
  const total = results?.count ?? 0;
  const pages = pageCount(total, FLOW_PAGE_SIZE);
  const page = done ? state.page : 1;
  const query = serialiseFlowState(def, { ...state, page }).toString();
  const filters = registration
    ? (() => {
        const facets = registrationModels(registration, picks, regionFacets?.facets[registration.field] ?? []);
        const bare = serialiseFlowState(def, { ...state, page: 1 }).toString();
        const steps = def.steps.map((step) => step.key);
        return { facets, refinements: activeRefinements(facets, bare, steps), clearQuery: clearAllQuery(bare, steps) };
      })()
    : undefined;
  return {
    ok: true,
    answer: {
      tool: def.tool,
      query,
      steps,
      current,
      stepCount: def.steps.length,
      totalCount: total,
      countText: flowCountText(def, total),
      page,
      perPage: FLOW_PAGE_SIZE,
      pages,
      hasMorePages: page < pages,
      ...(state.change !== undefined
        ? { keep: serialiseFlowState(def, { answers: state.answers, page: state.page }).toString() }
        : {}),
      ...(notices.length > 0 ? { notices } : {}),
      ...(filters ? { filters } : {}),
      results: results
        ? await flowResults(deps.search, def.tool, results.value, {
            ...scope,
            countries: countryNames("en"),
            ...(deps.degraded ? { degraded: deps.degraded } : {}),
          })
        : [],
    },
  };
}
