/**
 * The JSON API of the label finder, the competitor product finder, the
 * competitive scout and the recommendation tool, mounted inside `apiRoutes`
 * before its generic finder route (so the path checks and the request
 * context run first):
 * `GET /pim/api/{site}/{lang}/labels|competitor-products?{finder state}` and
 * `GET /pim/api/{site}/{lang}/competitive-scout|recommendation-tool?{answers}`.
 */
import { Hono } from "hono";
import { findFlow } from "../../../shared/finder/flows";
import { parseFlowState } from "../../../shared/finder/step-flow";
import type { AppEnv } from "../../app-env";
import { finderDeps } from "../../loaders/tools/finder-deps";
import { runListFinder } from "../../loaders/tools/run-list-finder";
import { runStepFlow } from "../../loaders/tools/run-step-flow";
import { apiError, cacheControl, jsonAnswer } from "./errors";
import { finderRoute } from "./finder-route";

export const flowRoutes = new Hono<AppEnv>();

flowRoutes.get("/:site/:lang/:tool{labels|competitor-products}", finderRoute(runListFinder));

for (const tool of ["competitive-scout", "recommendation-tool"] as const) {
  flowRoutes.get(`/:site/:lang/${tool}`, async (c) => {
    const { site, lang } = c.req.param();
    const def = findFlow(tool, site);
    if (!def) return apiError(c, 404, `There is no tool called ${tool}`, "tool");
    const parsed = parseFlowState(def, new URL(c.req.url).searchParams, { strict: true });
    if (!parsed.ok) return apiError(c, 400, parsed.error.message, parsed.error.parameter);
    const degraded = new Set<string>();
    const deps = finderDeps(c, undefined, (section) => degraded.add(section));
    try {
      const run = await runStepFlow(
        deps,
        def,
        parsed.state,
        { audience: deps.ctx.audience, site, lang },
        {
          strict: true,
        },
      );
      if (!run.ok) return apiError(c, 400, run.error.message, run.error.parameter);
      return jsonAnswer(c, run.answer, 200, { "Cache-Control": cacheControl(c, degraded) });
    } catch {
      return apiError(c, 502, "The search is not available right now. Please try again later.");
    }
  });
}
