import { Hono } from "hono";
import { FORMULATION_ID_SOURCE, PRODUCT_ID_SOURCE } from "../../shared/catalogue/ids";
import { LANGS, SITES } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { renderNotFound } from "../render/error-page";
import { formulationPage } from "./formulation-page";
import { genericPage } from "./generic-page";
import { productPage } from "./product-page";

/** A route parameter that is one of `values` exactly (slugs: letters, digits, hyphens, nothing to escape). */
const oneOf = (values: readonly string[]) => `(?:${values.join("|")})`;

/**
 * `/pim/fragment/{site}/{lang}`: a known area and language or no match at
 * all, which is the specification's 404 page (`app.notFound`).
 */
const AREA = `/pim/fragment/:site{${oneOf(SITES)}}/:lang{${oneOf(LANGS)}}` as const;

/** Page names are slug paths; anything else cannot be a story and is not looked up. */
const PAGE_NAME = "[\\w\\-/]{0,200}";

/**
 * Every page route of the catalogue. Hono runs the first registered route
 * that matches, so order is the specification's "first match wins". A
 * parameter's constraint is its validity check; where a failed check must
 * answer 404 instead of falling through to the page-name route (a product or
 * formulation path with a malformed id), the unconstrained shape follows the
 * constrained one and answers 404 itself (see ADR 0027 for why this needs the
 * trie router).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get(`${AREA}/product/:productId{${PRODUCT_ID_SOURCE}}`, (c) => productPage(c, c.req.param()))
  .get(`${AREA}/product/:productId`, renderNotFound)
  .get(`${AREA}/formulation/:formulationId{${FORMULATION_ID_SOURCE}}`, (c) => formulationPage(c, c.req.param()))
  .get(`${AREA}/formulation/:formulationId`, renderNotFound)
  .get(AREA, (c) => genericPage(c, { ...c.req.param(), page: "" }))
  // A page name written with spaces or punctuation was already sent to its slug (canonical path).
  .get(`${AREA}/:page{${PAGE_NAME}}`, (c) => genericPage(c, c.req.param()));
