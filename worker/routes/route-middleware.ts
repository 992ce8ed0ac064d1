import type { MiddlewareHandler } from "hono";
import { LANGS, SITES } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import { renderNotFound } from "../render/error-page";

/**
 * Middleware a route may name in the route table. A name missing here stops
 * the worker at start-up (`Unknown route middleware: {name}`), so a typo can
 * never silently drop a check.
 */
export const routeMiddleware: Record<string, MiddlewareHandler<AppEnv>> = {
  /** The path names a known area and language; anything else is the 404 page. */
  area: async function areaMiddleware(c, next) {
    const site = c.req.param("site");
    const lang = c.req.param("lang");
    if (!site || !SITES.includes(site) || !lang || !(LANGS as readonly string[]).includes(lang)) {
      return renderNotFound(c);
    }
    await next();
  },
};
