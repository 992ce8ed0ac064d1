/**
 * URLs of a step flow. Its answers may carry a prefix on the page (a flow
 * and a finder on one page must not share `industry`); the JSON API takes
 * them bare. Changing a step asks it again with its answer preselected; the
 * answers after it wait in the URL until it is answered or the change cancelled.
 */
import { COMPARE_PARAMETER, encodeCompare } from "../../../shared/finder/compare";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { FLOW_ASKED_PARAMETER, FLOW_CHANGE_PARAMETER } from "../../../shared/finder/flow-parameters";
import { withParam, writeToolQuery } from "./tool-url";

/**
 * The bare query that asks step `index` again: the whole state (every answer,
 * the result page), so the change can be cancelled, and which step to change.
 */
export function queryToChange(answer: FlowAnswer, index: number): string {
  const params = new URLSearchParams(answer.keep ?? answer.query);
  const step = answer.steps[index];
  if (step) params.set(FLOW_CHANGE_PARAMETER, step.key);
  return params.toString();
}

/** The form's answers as a bare query: empty values and other parameters dropped. */
export function flowFormQuery(form: HTMLFormElement, prefix: string, names: ReadonlySet<string>): string {
  const out = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "" || !name.startsWith(prefix)) continue;
    const bare = name.slice(prefix.length);
    if (names.has(bare) && bare !== "page" && bare !== FLOW_CHANGE_PARAMETER && bare !== FLOW_ASKED_PARAMETER)
      out.append(bare, value);
  }
  return out.toString();
}

/** A page link to the flow in state `query`, other parameters of the page kept. */
export function flowHref(
  action: string,
  pageSearch: string,
  prefix: string,
  names: ReadonlySet<string>,
  query: string,
) {
  return `${action}${writeToolQuery(pageSearch, prefix, names, query)}`;
}

/**
 * A page link (`flowHref`) that shows `ids` in the page's product compare:
 * a selection the page URL already holds is replaced, not joined by a second.
 */
export function flowCompareHref(href: string, ids: readonly string[]): string {
  const at = href.indexOf("?");
  const path = at === -1 ? href : href.slice(0, at);
  const query = withParam(at === -1 ? "" : href.slice(at + 1), COMPARE_PARAMETER, encodeCompare(ids));
  // The ids' commas as the compare's own links write them (a comma needs no escape in a query).
  return `${path}?${query.replace(/%2C/gi, ",")}#product-compare`;
}
