import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

export interface CanonicalPathOptions {
  /** Answers a path that has no canonical form (the 404 page, or the API's JSON 404). */
  onInvalid: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/**
 * Holds every later step to the request context's canonical path: a request
 * spelled another way (escapes, doubled slashes, dot segments, case) is
 * redirected to the canonical spelling with its query kept, one without a
 * canonical form is refused. Past this point `c.req.path` is the canonical
 * path, so the gate, the router and the cache key cannot disagree on it.
 *
 * The redirect target is built from decoded unreserved characters only and
 * starts with a single slash, so it can never point off this origin.
 */
export function canonicalPath(options: CanonicalPathOptions): MiddlewareHandler<AppEnv> {
  return async function canonicalPathMiddleware(c, next) {
    const { path } = c.get("ctx");
    if (path === null) return options.onInvalid(c);
    const url = new URL(c.req.url);
    if (url.pathname !== path) {
      c.header("Cache-Control", "no-store");
      return c.redirect(`${path}${url.search}`, 308);
    }
    await next();
  };
}
