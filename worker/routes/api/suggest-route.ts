import type { Context } from "hono";
import * as v from "valibot";
import { LANGUAGE_CONTEXTS } from "../../../shared/catalogue/index-names";
import { findTool } from "../../../shared/finder/tools";
import { MAX_SUGGEST_CHARS, SUGGESTING_TOOLS, type SuggestingTool } from "../../../shared/search/suggestions";
import type { AppEnv } from "../../app-env";
import { finderDeps } from "../../loaders/tools/finder-deps";
import { loadSuggestions } from "../../loaders/tools/suggestions";
import { apiError, cacheControl, jsonAnswer } from "./errors";

const TOOLS = Object.keys(SUGGESTING_TOOLS) as [SuggestingTool, ...SuggestingTool[]];

const QuerySchema = v.strictObject({
  q: v.pipe(
    v.string("q is required"),
    v.maxLength(MAX_SUGGEST_CHARS * 2, `q must be at most ${MAX_SUGGEST_CHARS * 2} characters`),
  ),
  tool: v.optional(v.picklist(TOOLS, `tool must be one of ${TOOLS.join(", ")}`), "products"),
  context: v.optional(
    v.picklist(LANGUAGE_CONTEXTS as ["en-us", "de-de"], `context must be one of ${LANGUAGE_CONTEXTS.join(", ")}`),
  ),
});

/**
 * `GET /pim/api/{site}/{lang}/suggest?q=…&tool=products&context=de-de`: the
 * suggestions of a finder's search box, in the audience's service (its key
 * stays here) and the page's language context or the one `context` names.
 * Each parameter given once; an unknown one is a 400 naming it.
 */
export async function suggestRoute(c: Context<AppEnv>): Promise<Response> {
  const site = c.req.param("site") ?? "";
  const lang = c.req.param("lang") ?? "";
  const params = new URL(c.req.url).searchParams;
  const raw: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (params.getAll(name).length > 1) return apiError(c, 400, `${name} must be given once`, name);
    raw[name] = params.get(name) as string;
  }
  if (raw.q === undefined) return apiError(c, 400, "q is required", "q");
  const parsed = v.safeParse(QuerySchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const parameter = issue ? (v.getDotPath(issue) ?? undefined) : undefined;
    const message =
      issue?.type === "strict_object" ? `${parameter} is not a parameter of the suggestions` : issue?.message;
    return apiError(c, 400, message ?? "bad request", parameter);
  }
  const def = findTool(parsed.output.tool);
  if (!def) return apiError(c, 404, `There is no tool called ${parsed.output.tool}`, "tool");
  const deps = finderDeps(c, parsed.output.context);
  try {
    const answer = await loadSuggestions(deps.search, { ...def, tool: parsed.output.tool }, parsed.output.q, {
      audience: deps.ctx.audience,
      site,
      lang,
    });
    return jsonAnswer(c, answer, 200, { "Cache-Control": cacheControl(c) });
  } catch {
    return apiError(c, 502, "Suggestions are not available right now.");
  }
}
