/**
 * Reads a registration group's URL parameters (ADR 0074): regions and
 * statuses are codes of fixed lists and the switch is `all` or `any`, read
 * by valibot picklists. Shared by the finders' state and the step flows'
 * result filter, so both refuse and drop the same values with the same
 * words. Apart from `registration-facet.ts`, which the island bundle
 * reaches and which must not carry the validation library.
 */
import * as v from "valibot";
import { MATCH_ALL, REGION_KEYS, registrationKeys, STATUS_CODES } from "./registration-facet.ts";
import type { ParameterError } from "./state.ts";
import type { RegistrationFacet } from "./tool-definition.ts";

export interface RegistrationRead {
  /** The usable picks by parameter name; a name without picks is absent. */
  values: Record<string, string[]>;
  /** Every problem, in parameter order: the API answers the first. */
  errors: ParameterError[];
  /** What a page tells the visitor about picks of its link it leaves out. */
  notices: string[];
}

const MatchSchema = v.picklist([MATCH_ALL, "any"], "must be all or any");

export function readRegistration(facet: RegistrationFacet, params: URLSearchParams): RegistrationRead {
  const keys = registrationKeys(facet);
  const out: RegistrationRead = { values: {}, errors: [], notices: [] };
  for (const [name, allowed, what] of [
    [keys.regions, REGION_KEYS, "region"],
    [keys.statuses, STATUS_CODES, "status"],
  ] as const) {
    const given = [...new Set(params.getAll(name).filter((value) => value !== ""))];
    const schema = v.picklist(allowed as [string, ...string[]], `must be one of ${allowed.join(", ")}`);
    const picked: string[] = [];
    for (const value of given) {
      const result = v.safeParse(schema, value);
      if (result.success) picked.push(result.output);
      else out.errors.push({ parameter: name, message: `${name} ${result.issues[0]?.message ?? "is invalid"}` });
    }
    if (picked.length < given.length) {
      const n = given.length - picked.length;
      out.notices.push(
        `${facet.label}: ${n === 1 ? `a ${what}` : `${n} ${what === "status" ? "statuses" : "regions"}`} in the link could not be used.`,
      );
    }
    if (picked.length > 0) out.values[name] = picked;
  }
  const matches = params.getAll(keys.match);
  if (matches.length > 1) out.errors.push({ parameter: keys.match, message: `${keys.match} must be given once` });
  const match = matches[0];
  if (match !== undefined && match !== "") {
    const result = v.safeParse(MatchSchema, match);
    if (!result.success) {
      out.errors.push({ parameter: keys.match, message: `${keys.match} ${result.issues[0]?.message ?? "is invalid"}` });
      out.notices.push(
        `${facet.label}: the choice between all and any in the link was not used; any region is enough.`,
      );
    } else if (result.output === MATCH_ALL) out.values[keys.match] = [MATCH_ALL];
  }
  return out;
}
