import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { LANGS, SITES } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { renderNotFound } from "./error-page";

/** The path names a known area and language; anything else is the 404 page. */
const area: MiddlewareHandler<AppEnv> = async function areaMiddleware(c, next) {
  const site = c.req.param("site");
  const lang = c.req.param("lang");
  if (!site || !SITES.includes(site) || !lang || !(LANGS as readonly string[]).includes(lang)) {
    return renderNotFound(c);
  }
  await next();
};

/** Middleware a page route may name (specification section 8). */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, MiddlewareHandler<AppEnv>>> = { area };

/**
 * The named middleware as one Hono middleware, resolved when the routes are
 * built: a name missing from `ROUTE_MIDDLEWARE` stops the worker at start-up with the
 * specification's configuration error, so a typo can never silently drop a check.
 */
export function routeMiddleware(names: readonly string[]): MiddlewareHandler<AppEnv> {
  const handlers = names.map((name) => {
    const handler = Object.hasOwn(ROUTE_MIDDLEWARE, name) ? ROUTE_MIDDLEWARE[name] : undefined;
    if (!handler) throw new Error(`Unknown route middleware: ${name}`);
    return handler;
  });
  return every(...handlers);
}
