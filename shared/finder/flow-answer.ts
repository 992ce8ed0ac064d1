/**
 * What the step-flow API answers and the step-flow island renders: the
 * answered steps, the current question with its narrowed options, and (once
 * every step is answered) the results. Plain JSON, built on the server.
 */
import type { ResultFact, ResultPage } from "./answer.ts";
import type { FacetOption, ValueFacetModel } from "./facet-model.ts";
import type { Refinement } from "./refinements.ts";

export interface FlowStepModel {
  key: string;
  prompt: string;
  /** Short name of the answer. */
  label: string;
  multi: boolean;
  /** The options among the documents the earlier answers leave, with counts. */
  options: FacetOption[];
  selected: string[];
  /** The option labels are words made from slugs (English), not the data's own text in its language. */
  labelsFromSlugs?: true;
}

/** One recommended product: `First choice`, `Second recommendation`, ... */
export interface FlowPick {
  rank: string;
  name: string;
  /** Product page, when the product is in the site's catalogue. */
  href?: string;
  productId?: string;
}

export interface FlowResult {
  id: string;
  /** The data's own name (a competitive product), or a phrase of the catalogue's own, in English ("Automotive in Germany"). */
  title: string;
  /** The data's values, a word of the tool's own kept apart (`by` a competitor), as a finder result's facts. */
  meta: ResultFact[];
  picks: FlowPick[];
  /** Labelled lists: technologies, markets, applications. */
  facts: { label: string; values: string[] }[];
}

export interface FlowAnswer extends ResultPage {
  tool: string;
  /** The state as a query string. */
  query: string;
  /** Answered steps, then the current one (absent on the result step). */
  steps: FlowStepModel[];
  /** Index of the current step; equal to `stepCount` on the result step. */
  current: number;
  stepCount: number;
  results: FlowResult[];
  /**
   * While an answered step is asked again ("Change"): the state before the
   * change as a query (every answer, the result page), for cancelling it.
   */
  keep?: string;
  /** What the page's URL asked that could not be kept (an answer no longer offered), said to the visitor. */
  notices?: string[];
  /**
   * On the result step of a flow with a results filter: its groups (the
   * registration group's regions with disjunctive counts, statuses, all/any),
   * the active picks as chips and the query of Clear all (the answers kept).
   */
  filters?: { facets: ValueFacetModel[]; refinements: Refinement[]; clearQuery: string };
}
