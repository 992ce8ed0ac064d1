import { type Context, Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { timing } from "hono/timing";
import type { AppEnv } from "./app-env";
import { errorMessage } from "./logger";
import { canonicalPath } from "./middleware/canonical-path";
import { configLoader } from "./middleware/config";
import { editorCheck } from "./middleware/editor-check";
import { intranetGate } from "./middleware/intranet-gate";
import { pageCache } from "./middleware/page-cache";
import { requestContext } from "./middleware/request-context";
import { requestServices } from "./middleware/request-services";
import { securityHeaders } from "./middleware/security-headers";
import { apiRoutes } from "./routes/api/index";
import { editorRoutes } from "./routes/editor";
import { renderErrorPage, renderNotFound } from "./routes/error-page";
import { indexPage } from "./routes/index-page";
import { pageRoutes } from "./routes/route-table";
import { robotsTxt, type SitemapOptions, sitemapRoutes } from "./routes/seo-files";
import { webhookRoutes } from "./routes/webhooks";
import { isBackendUnavailable } from "./services/cache/errors";

/** Every method but the two that read: what pages and files refuse with 405. */
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const isApi = (c: Context<AppEnv>) => /^\/pim\/api\//i.test(new URL(c.req.url).pathname);

/** The tool API answers JSON, pages answer the error page. */
function refuse(c: Context<AppEnv>, status: 403 | 503, message: string): Response | Promise<Response> {
  if (isApi(c)) return c.json({ error: { message } }, status);
  return renderErrorPage(c, status);
}

/** A path without a canonical form: the API's JSON 404 or the specification's 404 page. */
function notCanonical(c: Context<AppEnv>): Response | Promise<Response> {
  if (isApi(c)) return c.json({ error: { message: "Not found" } }, 404);
  return renderNotFound(c);
}

/**
 * The catalogue worker. Order matters: request context (so everything can
 * log with the request id), headers (wrapping every answer, error pages
 * included), health, configuration, canonical path (so that every step after
 * it reads one spelling of the path), intranet gate, editor check, the
 * request's backend clients (made on first use, so a page cache hit builds none), webhooks,
 * tool API, editor API, page cache, robots.txt and sitemap, pages.
 */
export function createApp(options: { sitemap?: SitemapOptions } = {}): Hono<AppEnv> {
  // The trie router keeps registration order between a constrained route parameter and an
  // unconstrained one at the same place, which the page routes need (ADR 0027).
  const app = new Hono<AppEnv>({ router: new TrieRouter() });
  app.use(timing({ crossOrigin: false }));
  app.use(requestContext());
  app.use(securityHeaders());
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.use(configLoader({ onInvalid: (c) => refuse(c, 503, "Service unavailable") }));
  app.use(canonicalPath({ onInvalid: notCanonical }));
  app.use(intranetGate({ onDenied: (c) => refuse(c, 403, "Forbidden") }));
  app.use(editorCheck());
  app.use(requestServices());
  app.route("/", webhookRoutes);
  app.route("/pim/api", apiRoutes);
  app.route("/pim/editor", editorRoutes);
  // Published public pages only; a stale page is refreshed by running this app again in waitUntil.
  app.use(pageCache({ revalidate: (request, env, executionCtx) => app.fetch(request, env, executionCtx) }));

  app.get("/robots.txt", robotsTxt);
  app.route("/", sitemapRoutes(options.sitemap));
  app.get("/", indexPage);
  app.get("/pim/fragment", indexPage);
  app.get("/pim/fragment/", indexPage);
  app.route("/", pageRoutes);
  // Pages are only read: another method on a page's address is refused as such, not as a missing page.
  app.on(WRITE_METHODS, ["/pim/fragment", "/pim/fragment/*"], async (c) => {
    const res = await renderErrorPage(c, 405);
    res.headers.set("Allow", "GET, HEAD");
    return res;
  });

  // The client build's files are only read too (GET and HEAD go to the static-files worker before the app).
  app.on(WRITE_METHODS, ["/assets/*", "/assets-manifest.json"], (c) => {
    c.header("Allow", "GET, HEAD");
    c.header("Cache-Control", "no-store");
    return c.text("Method not allowed: the catalogue's files are only read (GET or HEAD).", 405);
  });

  app.notFound((c) => renderNotFound(c));
  app.onError((error, c) => {
    const logger = c.get("logger");
    const detail = { error: errorMessage(error) };
    if (logger) logger.error("Unhandled error", detail);
    else console.error(JSON.stringify({ level: "error", message: "Unhandled error", ...detail }));
    if (!c.get("ctx")) return c.text("Something went wrong", 500);
    // A backend down with nothing cached is an outage, not a bug: 503, never stored.
    return renderErrorPage(c, isBackendUnavailable(error) ? 503 : 500);
  });
  return app;
}

export const app = createApp();
