/**
 * The URL parameters of a step flow, apart from its definitions (which the
 * hydrated island does not need): one per step, the result page, and the
 * answered step asked again.
 */

/** The parameter naming the answered step asked again ("Change"). */
export const FLOW_CHANGE_PARAMETER = "change";

/** Every parameter a flow with these step keys reads. */
export function flowParameterNames(keys: readonly string[]): string[] {
  return [...keys, "page", FLOW_CHANGE_PARAMETER];
}
