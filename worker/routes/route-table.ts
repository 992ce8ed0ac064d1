import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { renderNotFound } from "../render/error-page";
import { formulationPage } from "./formulation-page";
import { genericPage } from "./generic-page";
import { productPage } from "./product-page";

/** Path parameters of a matched route, after its checks passed. */
export type RouteParams = Record<string, string>;

export interface RouteDefinition {
  /** For logs and Server-Timing. */
  name: string;
  /** Hono path pattern. */
  path: string;
  /** Validity checks: each named parameter must match, or the answer is the 404 page. */
  checks?: Record<string, RegExp>;
  /** Named route middleware, resolved at start-up (see `routeMiddleware`). */
  middleware?: readonly string[];
  handler: (c: Context<AppEnv>, params: RouteParams) => Promise<Response>;
}

const FRAGMENT = "/pim/fragment/:site/:lang";

/** Product and formulation ids of the specification: prefix and exactly 8 digits. */
export const PRODUCT_ID = /^PR_\d{8}$/;
export const FORMULATION_ID = /^FO_\d{8}$/;
/** Page names are slug paths; anything else cannot be a story and is not looked up. */
export const PAGE_NAME = /^[\w\-/]{0,200}$/;

/** The page name below `/pim/fragment/{site}/{lang}/` ("" for the area home). */
function pageName(c: Context<AppEnv>, site: string, lang: string): string {
  const path = new URL(c.req.url).pathname;
  const prefix = `/pim/fragment/${site}/${lang}`;
  return path.startsWith(prefix) ? path.slice(prefix.length).replace(/^\/+/, "") : "";
}

/** Every page route of the catalogue, first match wins. */
export const ROUTES: readonly RouteDefinition[] = [
  {
    name: "product",
    path: `${FRAGMENT}/product/:productId`,
    checks: { productId: PRODUCT_ID },
    middleware: ["area"],
    handler: (c, p) => productPage(c, { site: p.site ?? "", lang: p.lang ?? "", productId: p.productId ?? "" }),
  },
  {
    name: "formulation",
    path: `${FRAGMENT}/formulation/:formulationId`,
    checks: { formulationId: FORMULATION_ID },
    middleware: ["area"],
    handler: (c, p) =>
      formulationPage(c, { site: p.site ?? "", lang: p.lang ?? "", formulationId: p.formulationId ?? "" }),
  },
  {
    name: "page",
    path: FRAGMENT,
    middleware: ["area"],
    handler: (c, p) => genericPage(c, { site: p.site ?? "", lang: p.lang ?? "", page: "" }),
  },
  {
    name: "page",
    path: `${FRAGMENT}/*`,
    middleware: ["area"],
    handler: (c, p) => {
      const site = p.site ?? "";
      const lang = p.lang ?? "";
      const page = pageName(c, site, lang);
      // A page name written with spaces or punctuation was already sent to its slug (canonical path).
      return PAGE_NAME.test(page) ? genericPage(c, { site, lang, page }) : renderNotFound(c);
    },
  },
];

/** Resolves every route's middleware names; throws on an unknown one. */
export function resolveRoutes(
  routes: readonly RouteDefinition[],
  registry: Record<string, MiddlewareHandler<AppEnv>>,
): { route: RouteDefinition; middleware: MiddlewareHandler<AppEnv>[] }[] {
  return routes.map((route) => ({
    route,
    middleware: (route.middleware ?? []).map((name) => {
      const handler = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!handler) throw new Error(`Unknown route middleware: ${name}`);
      return handler;
    }),
  }));
}

/** Registers the table on the app: checks first, then the named middleware, then the handler. */
export function mountRoutes(
  app: Hono<AppEnv>,
  routes: readonly RouteDefinition[],
  registry: Record<string, MiddlewareHandler<AppEnv>>,
): void {
  for (const { route, middleware } of resolveRoutes(routes, registry)) {
    const checks: MiddlewareHandler<AppEnv> = async function routeChecks(c, next) {
      const params = c.req.param() as RouteParams;
      for (const [name, pattern] of Object.entries(route.checks ?? {})) {
        if (!pattern.test(params[name] ?? "")) return renderNotFound(c);
      }
      await next();
    };
    app.get(route.path, checks, ...middleware, (c) => route.handler(c, c.req.param() as RouteParams));
  }
}
