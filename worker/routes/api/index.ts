/**
 * The tools' JSON API, mounted at `/pim/api`:
 * `GET /pim/api/{site}/{lang}/{tool}?{finder state}` for the finders
 * (`products`, `formulations`, `contacts`, `downloads`, `items`) and
 * `GET /pim/api/{site}/{lang}/compare?compare=PR_..,PR_..` (and `compare.csv`, the same as a file) and
 * `GET /pim/api/{site}/{lang}/suggest?q=..&tool=..` for the search boxes.
 * The audience follows the path like pages (the foundation's request context
 * and intranet gate run before these routes); the search keys stay here.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { COMPARE_PARAMETER, decodeCompare, isProductId, MAX_COMPARE } from "../../../shared/finder/compare";
import { compareCsv } from "../../../shared/finder/compare-csv";
import { LANGS, SITES } from "../../../shared/sites";
import type { AppEnv } from "../../app-env";
import { compareCsvTable, compareProducts, loadCompared } from "../../loaders/tools/compare-products";
import { finderDeps } from "../../loaders/tools/finder-deps";
import { runFinder } from "../../loaders/tools/run-finder";
import { apiError, cacheControl, jsonAnswer } from "./errors";
import { finderRoute } from "./finder-route";
import { flowRoutes } from "./flow-routes";
import { suggestRoute } from "./suggest-route";

const PathSchema = v.object({
  site: v.picklist(SITES as [string, ...string[]], "site is not a catalogue area"),
  lang: v.picklist(LANGS, "lang must be en or de"),
});

export const apiRoutes = new Hono<AppEnv>();

apiRoutes.use("/:site/:lang/:tool", async (c, next) => {
  const path = v.safeParse(PathSchema, { site: c.req.param("site"), lang: c.req.param("lang") });
  if (!path.success) {
    const issue = path.issues[0];
    return apiError(c, 404, issue?.message ?? "Not found", v.getDotPath(issue ?? ({} as never)) ?? undefined);
  }
  if (!c.get("ctx") || !c.get("config")) {
    // Without the request context the audience (and the intranet gate) is unknown: refuse, never guess.
    return apiError(c, 500, "The tool API is mounted without its request context");
  }
  await next();
});

/** The compare's one parameter, read strictly: the ids, or the error answer. */
function compareIds(c: Context<AppEnv>, tool: string): string[] | Response {
  const params = new URL(c.req.url).searchParams;
  for (const name of params.keys()) {
    if (name !== COMPARE_PARAMETER) return apiError(c, 400, `${name} is not a parameter of the ${tool}`, name);
  }
  const raw = params.getAll(COMPARE_PARAMETER);
  if (raw.length > 1) return apiError(c, 400, "compare must be given once", COMPARE_PARAMETER);
  const parts = (raw[0] ?? "").split(",").filter((p) => p.trim() !== "");
  const bad = parts.find((p) => !isProductId(p.trim()));
  if (bad !== undefined) {
    return apiError(c, 400, "compare must list product ids (PR_ and 8 digits) separated by commas", COMPARE_PARAMETER);
  }
  if (parts.length > MAX_COMPARE) {
    return apiError(c, 400, `compare takes at most ${MAX_COMPARE} products`, COMPARE_PARAMETER);
  }
  return decodeCompare(raw[0]);
}

apiRoutes.get("/:site/:lang/compare", async (c) => {
  const { site, lang } = c.req.param();
  const ids = compareIds(c, "product compare");
  if (ids instanceof Response) return ids;
  const { search, ctx } = finderDeps(c);
  try {
    const answer = await compareProducts(search, ids, { audience: ctx.audience, site, lang });
    return jsonAnswer(c, answer, 200, { "Cache-Control": cacheControl(c) });
  } catch {
    return apiError(c, 502, "The product data is not available right now. Please try again later.");
  }
});

/** The comparison as a CSV file: the page's rows, each unit in a column of its own (ADR 0076). */
apiRoutes.get("/:site/:lang/compare.csv", async (c) => {
  const { site, lang } = c.req.param();
  const ids = compareIds(c, "product compare export");
  if (ids instanceof Response) return ids;
  const { search, ctx } = finderDeps(c);
  try {
    const table = compareCsvTable(await loadCompared(search, ids, { audience: ctx.audience, site, lang }));
    const words =
      lang === "de"
        ? { attribute: "Merkmal", unit: "Einheit", id: "Produktnummer" }
        : { attribute: "Attribute", unit: "Unit", id: "Product number" };
    return c.body(compareCsv(table, words, lang === "de" ? ";" : ","), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": 'attachment; filename="product-compare.csv"',
      "Cache-Control": cacheControl(c),
    });
  } catch {
    return apiError(c, 502, "The product data is not available right now. Please try again later.");
  }
});

// The finders' search-box suggestions (not a tool of their own).
apiRoutes.get("/:site/:lang/suggest", suggestRoute);

// The label finder, competitor products, competitive scout and recommendation tool, before the generic finders.
apiRoutes.route("/", flowRoutes);

apiRoutes.get("/:site/:lang/:tool", finderRoute(runFinder));

apiRoutes.all("*", (c) => {
  // The tools only read: another method on a tool's address is refused as such, not as a missing address.
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    c.header("Allow", "GET, HEAD");
    return apiError(c, 405, "The tool API answers GET requests only");
  }
  return apiError(c, 404, "Not found");
});
