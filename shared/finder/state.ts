/**
 * A finder's state lives in the URL query (ADR 0006): the same parameters are
 * read by the server-rendered page, sent by the plain GET form, kept in sync by
 * the island and accepted by the JSON API. Every value is validated with
 * valibot; the API answers the first problem as `{ parameter, message }`,
 * pages drop bad values and fall back to defaults.
 */
import * as v from "valibot";
import type { LanguageContext } from "../context.ts";
import { toSearchText } from "../search/free-text.ts";
import { DEFAULT_PAGE_SIZE } from "../search/paging.ts";
import { rangeNotice, readDecimal, unusableBoundNotice } from "./decimal.ts";
import { pickedUnit, unitNeededNotice } from "./range-unit.ts";
import { registrationKeys } from "./registration-facet.ts";
import { readRegistration } from "./registration-state.ts";
import type { SortKey, ToolDefinition } from "./tool-definition.ts";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Deepest skip the search service accepts; pages beyond it are refused. */
export const MAX_SKIP = 100_000;
export const MAX_TEXT_LENGTH = 200;
export const MAX_VALUES_PER_FACET = 50;
/** What a visitor types to search one facet's values (ADR 0077): a few words of a name. */
export const MAX_VALUE_QUERY_LENGTH = 100;

/** The parameter that searches the values of a facet whose list can pass the count limit (`product_q`). */
export function valueQueryParameter(key: string): string {
  return `${key}_q`;
}

export interface RangeSelection {
  min?: number;
  max?: number;
}

export interface FinderState {
  /** Free text as typed; normalised only when the query is built. */
  q: string;
  /** 1-based. */
  page: number;
  size: number;
  sort: SortKey;
  /** Picked values of value and classification facets, by facet key. */
  values: Record<string, string[]>;
  /** Keys of boolean facets that are checked. */
  flags: string[];
  ranges: Record<string, RangeSelection>;
  /** The context switch: search another language context than the page's. */
  context?: LanguageContext;
  /** Per facet key, the text its values are searched by (facets with `valueSearch` only, ADR 0077). */
  valueQueries?: Record<string, string>;
  /** What a page dropped from its URL and tells the visitor (a range whose minimum is above its maximum). */
  notices?: string[];
}

export interface ParameterError {
  parameter: string;
  message: string;
}

export type ParseResult = { ok: true; state: FinderState } | { ok: false; error: ParameterError };

/** Parameters every finder understands besides its facets. */
export const COMMON_PARAMETERS = ["q", "page", "size", "sort", "context"] as const;
export const CONTEXTS: readonly LanguageContext[] = ["en-us", "de-de"];

// Control characters never belong in typed text or facet values.
const NO_CONTROL = /^[^\p{Cc}]*$/u;

const TextSchema = v.pipe(
  v.string(),
  // Spaces around the text are not part of it, nor of its length.
  v.trim(),
  v.maxLength(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`),
  v.regex(NO_CONTROL, "must not contain control characters"),
);

const ValueQuerySchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_VALUE_QUERY_LENGTH, `must be at most ${MAX_VALUE_QUERY_LENGTH} characters`),
  v.regex(NO_CONTROL, "must not contain control characters"),
);

const FacetValueSchema = v.pipe(
  v.string(),
  v.minLength(1, "must not be empty"),
  v.maxLength(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`),
  v.regex(NO_CONTROL, "must not contain control characters"),
);

const WholeNumberSchema = v.pipe(
  v.string(),
  // Digits of any length: one too large is refused for its size below, not called "not a whole number".
  v.regex(/^\d+$/, "must be a whole number"),
  v.transform(Number),
  v.minValue(1, "must be 1 or more"),
);

const SizeSchema = v.pipe(
  v.string(),
  v.picklist(PAGE_SIZES.map(String) as [string, ...string[]], `must be one of ${PAGE_SIZES.join(", ")}`),
  v.transform(Number),
);

/** A range bound: `readDecimal`'s rule (shared with the island, which checks what is typed). */
const DecimalSchema = v.pipe(
  v.string(),
  v.transform(readDecimal),
  v.check((n) => n !== undefined, "must be a number, written without thousands separators"),
  v.transform((n) => n as number),
);

const FlagSchema = v.picklist(["1", "true", "on", "yes"], "must be 1 when set");

export function defaultState(def: ToolDefinition): FinderState {
  return {
    q: "",
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    sort: def.sorts[0] ?? "relevance",
    values: {},
    flags: [],
    ranges: {},
  };
}

/** Every parameter name a definition understands. */
export function parameterNames(def: ToolDefinition): string[] {
  const names: string[] = [...COMMON_PARAMETERS];
  for (const facet of def.facets) {
    if (facet.kind === "range") names.push(`${facet.key}_min`, `${facet.key}_max`);
    else if (facet.kind === "registration") names.push(...Object.values(registrationKeys(facet)));
    else names.push(facet.key);
    if (facet.kind === "value" && facet.valueSearch) names.push(valueQueryParameter(facet.key));
  }
  return names;
}

function check<T>(schema: v.GenericSchema<string, T>, parameter: string, raw: string): T | ParameterError {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  return { parameter, message: `${parameter} ${result.issues[0]?.message ?? "is invalid"}` };
}

function isError(value: unknown): value is ParameterError {
  return typeof value === "object" && value !== null && "parameter" in value && "message" in value;
}

/**
 * Reads the state from query parameters. `strict` (the JSON API) refuses
 * unknown parameters and answers the first problem; otherwise (pages) bad or
 * unknown values are dropped and the rest is kept. `extra` names parameters
 * that are allowed but not part of the state (e.g. `compare`).
 */
export function parseFinderState(
  def: ToolDefinition,
  params: URLSearchParams,
  options: { strict: boolean; extra?: readonly string[] } = { strict: false },
): ParseResult {
  const state = defaultState(def);
  const known = new Set([...parameterNames(def), ...(options.extra ?? [])]);
  let firstError: ParameterError | undefined;
  const fail = (error: ParameterError) => {
    firstError ??= error;
  };
  /** What a page says about a value of its link it leaves out (the API refuses it instead). */
  const notice = (text: string) => {
    if (!state.notices?.includes(text)) state.notices = [...(state.notices ?? []), text];
  };

  for (const name of new Set(params.keys())) {
    if (!known.has(name)) fail({ parameter: name, message: `${name} is not a parameter of the ${def.title}` });
  }
  const single = (name: string): string | undefined => {
    const all = params.getAll(name);
    if (all.length > 1) fail({ parameter: name, message: `${name} must be given once` });
    return all[0];
  };

  const q = single("q");
  if (q !== undefined) {
    const out = check(TextSchema, "q", q);
    if (isError(out)) {
      fail(out);
      // A page keeps going without it, and says why the search box is empty.
      notice(`The search text was not used: ${out.message.replace(/^q /, "it ")}.`);
    } else {
      state.q = out;
      // The search leaves such a word out (spec section 5); the box and its chip still show it.
      if (!/[\p{L}\p{N}]/u.test(out)) {
        if (out.trim() !== "") notice("The search text has no letters or digits to search for; all results are shown.");
      } else if (toSearchText(out) === "")
        notice("A single search word of one or two characters is not searched for; all results are shown.");
    }
  }
  const size = single("size");
  if (size !== undefined) {
    const out = check(SizeSchema, "size", size);
    if (isError(out)) {
      fail(out);
      if (size !== "") notice(`The number of results per page in the link was not used; ${state.size} are shown.`);
    } else state.size = out;
  }
  const page = single("page");
  if (page !== undefined) {
    const out = check(WholeNumberSchema, "page", page);
    // A page keeps going from the first page, and says why (a page past the results says so too).
    if (isError(out)) {
      fail(out);
      if (page !== "") notice("The page number in the link was not used.");
    } else if ((out - 1) * state.size > MAX_SKIP) {
      fail({ parameter: "page", message: `page must be at most ${Math.floor(MAX_SKIP / state.size) + 1}` });
      // A number too long to read back as written is not repeated.
      notice(
        `${page.length <= 7 ? `Page ${out}` : "The page number in the link"} is past the end of the results; the first page is shown.`,
      );
    } else state.page = out;
  }
  const sort = single("sort");
  if (sort !== undefined) {
    const out = check(v.picklist(def.sorts, `must be one of ${def.sorts.join(", ")}`), "sort", sort);
    if (isError(out)) {
      fail(out);
      if (sort !== "") notice("The order in the link was not used.");
    } else state.sort = out;
  }

  const context = single("context");
  if (context !== undefined && context !== "") {
    const out = check(v.picklist(CONTEXTS, `must be one of ${CONTEXTS.join(", ")}`), "context", context);
    if (isError(out)) {
      fail(out);
      notice("The data language in the link was not used.");
    } else state.context = out;
  }

  for (const facet of def.facets) {
    if (facet.kind === "boolean") {
      const raw = single(facet.key);
      if (raw === undefined) continue;
      const out = check(FlagSchema, facet.key, raw.toLowerCase());
      if (isError(out)) {
        fail(out);
        if (raw !== "") notice(`${facet.label}: the value in the link was not used.`);
      } else state.flags.push(facet.key);
    } else if (facet.kind === "range") {
      const range: RangeSelection = {};
      for (const bound of ["min", "max"] as const) {
        const name = `${facet.key}_${bound}`;
        const raw = single(name);
        if (raw === undefined || raw === "") continue;
        const out = check(DecimalSchema, name, raw.trim());
        if (isError(out)) {
          fail(out);
          notice(unusableBoundNotice(facet.label, bound));
        } else range[bound] = out;
      }
      if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
        fail({ parameter: `${facet.key}_max`, message: `${facet.key}_max must not be below ${facet.key}_min` });
        notice(rangeNotice(facet.label, range.min, range.max));
        continue;
      }
      if (range.min !== undefined || range.max !== undefined) state.ranges[facet.key] = range;
    } else if (facet.kind === "registration") {
      // Regions and statuses are codes of a fixed list: anything else is refused, not searched for.
      const read = readRegistration(facet, params);
      for (const error of read.errors) fail(error);
      for (const text of read.notices) notice(text);
      Object.assign(state.values, read.values);
    } else {
      if (facet.kind === "value" && facet.valueSearch) {
        const name = valueQueryParameter(facet.key);
        const raw = single(name);
        const out = raw === undefined ? "" : check(ValueQuerySchema, name, raw);
        if (isError(out)) {
          fail(out);
          notice(`${facet.label}: the search of its values in the link was not used.`);
        } else if (out !== "") state.valueQueries = { ...state.valueQueries, [facet.key]: out };
      }
      const given = params.getAll(facet.key).filter((value) => value !== "");
      if (given.length === 0) continue;
      let raw = [...new Set(given)];
      // A page goes on with the first values it can take, and says so; the API refuses the request.
      if (facet.kind === "value" && facet.single && given.length > 1) {
        fail({ parameter: facet.key, message: `${facet.key} must be given once` });
        if (raw.length > 1) {
          notice(`${facet.label}: the link picks ${raw.length} values where one is chosen; the first is used.`);
        }
        raw = raw.slice(0, 1);
      } else if (given.length > MAX_VALUES_PER_FACET) {
        fail({ parameter: facet.key, message: `${facet.key} takes at most ${MAX_VALUES_PER_FACET} values` });
        if (raw.length > MAX_VALUES_PER_FACET) {
          notice(
            `${facet.label}: the link picks ${raw.length} values; at most ${MAX_VALUES_PER_FACET} can be picked, so the first ${MAX_VALUES_PER_FACET} are used.`,
          );
          raw = raw.slice(0, MAX_VALUES_PER_FACET);
        }
      }
      const picked: string[] = [];
      let unusable = 0;
      for (const value of raw) {
        const out = check(FacetValueSchema, facet.key, value);
        if (isError(out)) {
          fail(out);
          unusable++;
        } else if (!picked.includes(out)) picked.push(out);
      }
      if (unusable > 0) {
        notice(
          `${facet.label}: ${unusable === 1 ? "a value" : `${unusable} values`} in the link could not be used (too long, or with control characters).`,
        );
      }
      if (picked.length > 0) state.values[facet.key] = picked;
    }
  }
  // A range over values in several units applies only with one unit picked (the units are read above). Not
  // an error: picking the unit is the visitor's next step, so the API answers too, with the notice.
  for (const facet of def.facets) {
    if (facet.kind !== "range" || !facet.unitFrom || !state.ranges[facet.key]) continue;
    if (pickedUnit(facet, state.values[facet.unitFrom]) !== undefined) continue;
    delete state.ranges[facet.key];
    notice(unitNeededNotice(def.facets, facet));
  }

  if (options.strict && firstError) return { ok: false, error: firstError };
  return { ok: true, state };
}

/**
 * Writes the state as query parameters in a stable order, leaving out
 * defaults, so equal states give equal URLs (and equal cache keys).
 */
export function serialiseFinderState(def: ToolDefinition, state: FinderState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = defaultState(def);
  if (state.q.trim() !== "") params.set("q", state.q.trim());
  for (const facet of def.facets) {
    if (facet.kind === "boolean") {
      if (state.flags.includes(facet.key)) params.set(facet.key, "1");
    } else if (facet.kind === "range") {
      const range = state.ranges[facet.key];
      if (range?.min !== undefined) params.set(`${facet.key}_min`, String(range.min));
      if (range?.max !== undefined) params.set(`${facet.key}_max`, String(range.max));
    } else if (facet.kind === "registration") {
      for (const key of Object.values(registrationKeys(facet)))
        for (const value of state.values[key] ?? []) params.append(key, value);
    } else {
      for (const value of state.values[facet.key] ?? []) params.append(facet.key, value);
      const typed = state.valueQueries?.[facet.key];
      if (typed) params.set(valueQueryParameter(facet.key), typed);
    }
  }
  if (state.context) params.set("context", state.context);
  if (state.sort !== defaults.sort) params.set("sort", state.sort);
  if (state.size !== defaults.size) params.set("size", String(state.size));
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The state with one facet's selection changed and paging reset to the first page. */
export function withValues(state: FinderState, key: string, values: string[]): FinderState {
  const next = { ...state.values };
  if (values.length === 0) delete next[key];
  else next[key] = values;
  return { ...state, values: next, page: 1 };
}
