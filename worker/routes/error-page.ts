import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { loadPageAssets } from "../loaders/page-assets";
import { notFoundMessage, renderErrorDocument } from "../render/error-page";

/** The error page of `status` (403, 404, 405, 500, 503), linking this build's stylesheet; see `renderErrorDocument`. */
export async function renderErrorPage(c: Context<AppEnv>, status: number, message?: string): Promise<Response> {
  return renderErrorDocument(c, status, await loadPageAssets(c.env), message);
}

/** The 404 page for the current path. */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  return renderErrorPage(c, 404, notFoundMessage(new URL(c.req.url).pathname));
}
