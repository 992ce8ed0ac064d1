/**
 * The URL parameters of a step flow, apart from its definitions (which the
 * hydrated island does not need): one per step, the result page, the
 * answered step asked again, and the step a form was sent from.
 */

/** The parameter naming the answered step asked again ("Change"). */
export const FLOW_CHANGE_PARAMETER = "change";

/**
 * The step a form was sent from: the submit button's own name and value, so
 * only a sent form carries it. A step sent without an answer (a multi-answer
 * step with nothing ticked) is asked again with a word on why.
 */
export const FLOW_ASKED_PARAMETER = "asked";

/** Every parameter a flow with these step keys reads. */
export function flowParameterNames(keys: readonly string[]): string[] {
  return [...keys, "page", FLOW_CHANGE_PARAMETER, FLOW_ASKED_PARAMETER];
}
