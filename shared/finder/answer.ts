/**
 * What the finder JSON API answers and what a finder island renders from:
 * built on the server, plain JSON, no document shapes.
 */
import type { CompareCell } from "./compare.ts";
import type { FacetModel } from "./facet-model.ts";

export interface ResultAction {
  kind: "mail" | "phone" | "download";
  href: string;
  label: string;
}

/**
 * A fact under a result's title: the data's own text, or a value after a word
 * of the tool's own (`Flash point`, `CAS`), kept apart so each part can be
 * read in its language.
 */
export type ResultFact = string | { label: string; value: string };

/** A fact as one text: `Flash point 225 °C`. */
export function factText(fact: ResultFact): string {
  return typeof fact === "string" ? fact : `${fact.label} ${fact.value}`;
}

export interface ResultItem {
  id: string;
  title: string;
  href?: string;
  /** Short facts shown under the title. */
  meta: ResultFact[];
  description?: string;
  badge?: string;
  actions?: ResultAction[];
  /** The item can be picked for product compare. */
  comparable?: boolean;
}

/** One page of a tool's results: the count, its words, and where the page stands. */
export interface ResultPage {
  totalCount: number;
  countText: string;
  page: number;
  perPage: number;
  pages: number;
  hasMorePages: boolean;
}

export interface FinderAnswer extends ResultPage {
  tool: string;
  /** The state as a query string (defaults left out). */
  query: string;
  results: ResultItem[];
  facets: FacetModel[];
  /** Parts of the request that were not applied, said in words (a range with its minimum above its maximum). */
  notices?: string[];
}

export interface CompareAnswer {
  products: { id: string; title: string; href: string }[];
  rows: CompareCell[];
}

/** The text a finder shows when it has no results (spec section 2). */
export const NO_DATA_TEXT = "No data available";
