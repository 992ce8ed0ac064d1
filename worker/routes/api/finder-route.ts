import type { Context } from "hono";
import type { FinderAnswer } from "../../../shared/finder/answer";
import { parseFinderState } from "../../../shared/finder/state";
import { findTool } from "../../../shared/finder/tools";
import type { AppEnv } from "../../app-env";
import { finderDeps } from "../../loaders/tools/finder-deps";
import type { runFinder } from "../../loaders/tools/run-finder";
import { apiError, cacheControl, jsonAnswer } from "./errors";

/**
 * `GET /pim/api/{site}/{lang}/{tool}?{finder state}` answered by `run`
 * (`runFinder` for the finders, `runListFinder` for the list finders): the
 * state read strictly, the search in the language context it names, a 502
 * when the search is down.
 */
export function finderRoute(run: typeof runFinder) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const site = c.req.param("site") ?? "";
    const lang = c.req.param("lang") ?? "";
    const tool = c.req.param("tool") ?? "";
    const def = findTool(tool);
    if (!def) return apiError(c, 404, `There is no tool called ${tool}`, "tool");
    const parsed = parseFinderState(def, new URL(c.req.url).searchParams, { strict: true });
    if (!parsed.ok) return apiError(c, 400, parsed.error.message, parsed.error.parameter);
    const degraded = new Set<string>();
    const deps = finderDeps(c, parsed.state.context, (section) => degraded.add(section));
    try {
      const answer: FinderAnswer = await run(deps, def, parsed.state, { audience: deps.ctx.audience, site, lang });
      return jsonAnswer(c, answer, 200, { "Cache-Control": cacheControl(c, degraded) });
    } catch {
      return apiError(c, 502, "The search is not available right now. Please try again later.");
    }
  };
}
