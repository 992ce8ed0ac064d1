import type { Context } from "hono";
import { Hono } from "hono";
import { FORMULATION_ID_SOURCE, PRODUCT_ID_SOURCE } from "../../shared/catalogue/ids";
import { areaStartPath, findArea } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { renderNotFound } from "./error-page";
import { formulationPage } from "./formulation-page";
import { genericPage } from "./generic-page";
import { productPage } from "./product-page";
import { routeMiddleware } from "./route-middleware";

const AREA = "/pim/fragment/:site/:lang" as const;

/**
 * An area named without a language (`/pim/fragment/pu-additives`) opens at
 * its start page in English, the default language context; the query is kept.
 * Temporary: an area's first page is the content space's to change.
 */
function areaWithoutLanguage(c: Context<AppEnv>): Response | Promise<Response> {
  const area = findArea(c.req.param("site") ?? "");
  return area ? c.redirect(`${areaStartPath(area, "en")}${new URL(c.req.url).search}`, 302) : renderNotFound(c);
}

/**
 * A product or formulation address with a trailing slash (a hand-written or
 * old link) goes to the page's one address, the query kept; a page name with
 * one is looked up as its story, which may be a folder.
 */
function withoutTrailingSlash(c: Context<AppEnv>): Response {
  const url = new URL(c.req.url);
  return c.redirect(`${url.pathname.replace(/\/+$/, "")}${url.search}`, 301);
}

/** `{site}` and `{lang}` name a known area and language, or the answer is the 404 page. */
const inArea = routeMiddleware(["area"]);

/** Page names are slug paths; anything else cannot be a story and is not looked up. */
const PAGE_NAME = "[\\w\\-/]{0,200}";

/**
 * Every page route of the catalogue. Hono runs the first registered route
 * that matches, so order is the specification's "first match wins". Each
 * route names its route middleware (`inArea`); a parameter's constraint is its validity check; where a failed check must
 * answer 404 instead of falling through to the page-name route (a product or
 * formulation path with a malformed id), the unconstrained shape follows the
 * constrained one and answers 404 itself (see ADR 0027 for why this needs the
 * trie router).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/pim/fragment/:site", areaWithoutLanguage)
  .get("/pim/fragment/:site/", areaWithoutLanguage)
  .get(`${AREA}/product/:productId{${PRODUCT_ID_SOURCE}}`, inArea, (c) => productPage(c, c.req.param()))
  .get(`${AREA}/product/:productId{${PRODUCT_ID_SOURCE}}/`, inArea, withoutTrailingSlash)
  .get(`${AREA}/product/:productId`, inArea, renderNotFound)
  .get(`${AREA}/formulation/:formulationId{${FORMULATION_ID_SOURCE}}`, inArea, (c) => formulationPage(c, c.req.param()))
  .get(`${AREA}/formulation/:formulationId{${FORMULATION_ID_SOURCE}}/`, inArea, withoutTrailingSlash)
  .get(`${AREA}/formulation/:formulationId`, inArea, renderNotFound)
  .get(AREA, inArea, (c) => genericPage(c, { ...c.req.param(), page: "" }))
  // A page name written with spaces or punctuation was already sent to its slug (canonical path).
  .get(`${AREA}/:page{${PAGE_NAME}}`, inArea, (c) => genericPage(c, c.req.param()));
