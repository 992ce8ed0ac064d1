import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { ErrorPage } from "../views/errors/ErrorPage";
import { Document } from "../views/shell/Document";
import { loadPageAssets } from "./page-assets";
import { streamDocument } from "./stream";

/** The 404 text of the specification, for the path as requested. */
export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

function pathLang(path: string): string {
  return /^\/pim\/fragment\/[^/]+\/de(\/|$)/.test(path) ? "de" : "en";
}

/**
 * A complete error page (403, 404, 500, 503). It loads no content, so it
 * renders even when the content service or the configuration is down, and it
 * never shows internals: only the 404 names the path, as text.
 */
export async function renderErrorPage(c: Context<AppEnv>, status: number, message?: string): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const assets = await loadPageAssets(c.env);
  const config = c.get("config") as AppEnv["Variables"]["config"] | undefined;
  const tree = (
    <Document
      lang={pathLang(path)}
      title={status === 404 ? "Page not found" : `Error ${status}`}
      robots="noindex"
      assets={assets}
      parentOrigins={config?.PARENT_ORIGINS ?? []}
    >
      <ErrorPage status={status} message={message} />
    </Document>
  );
  try {
    return await streamDocument(c, tree, { status, waitForAll: true, headers: { "Cache-Control": "no-store" } });
  } catch {
    // The error page itself failed: plain text, still without internals.
    return c.text(message ?? "Something went wrong", status as 500, { "Cache-Control": "no-store" });
  }
}

/** The 404 page for the current path. */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  return renderErrorPage(c, 404, notFoundMessage(new URL(c.req.url).pathname));
}
