import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { canonicalisePath, mayNameIntranet } from "../../shared/canonical-path";
import { audienceFromPath, languageFromPath } from "../../shared/context";
import type { AppEnv } from "../app-env";
import { createLogger, LOG_LEVELS, type Logger, type LogLevel } from "../logger";
import { COMPLETE_PARAM, type RenderMode } from "../model/rendered-page";
import type { RequestContext } from "../model/request-context";
import { isPageRefresh } from "../services/page-cache/refresh";
import { requestIdOf } from "../services/request-id";

export interface RequestContextOptions {
  /** Where log lines go; console by default. Tests pass a collector. */
  sink?: (line: string, level: LogLevel) => void;
  /** Request id source; `cf-ray` is Cloudflare's own id and ties our lines to its logs. */
  requestId?: (request: Request) => string;
}

const isLogLevel = (value: unknown): value is LogLevel => typeof value === "string" && value in LOG_LEVELS;

/** A fresh nonce per response: React's streaming scripts carry it so the CSP can stay strict. */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * How pages are rendered for a request. Crawlers, previewers, headless
 * browsers and HTTP libraries (what `isbot` names a bot) get the whole page
 * at once: they may not wait for streamed parts, or cannot run the scripts
 * that put them in place. So does a visitor who asks with `?complete=1` (a
 * pending section's link without JavaScript), and the page cache's own
 * refresh, which renders a page only to store it.
 */
export function renderModeOf(url: URL, how: { userAgent?: string | undefined; refresh?: boolean } = {}): RenderMode {
  if (how.refresh || url.searchParams.get(COMPLETE_PARAM) === "1") return "complete";
  return isbot(how.userAgent) ? "complete" : "streamed";
}

/** Whether the app runs as the page cache's background refresh (Hono throws where there is no execution context). */
function runsAsRefresh(c: Context): boolean {
  try {
    return isPageRefresh(c.executionCtx);
  } catch {
    return false;
  }
}

/**
 * The request context of a URL before any gate refined it: published
 * content, no editor. Tests build their contexts with it too, so they hold
 * the same rules as the app.
 */
export function contextForUrl(
  url: URL,
  { requestId, logLevel, render = renderModeOf(url) }: { requestId: string; logLevel: LogLevel; render?: RenderMode },
): RequestContext {
  const verdict = canonicalisePath(url.pathname);
  const path = verdict.kind === "invalid" ? null : verdict.path;
  return {
    path,
    // A path without a canonical form is only ever answered 404, as privately as an intranet one if it may name it.
    audience: path === null ? (mayNameIntranet(url.pathname) ? "internal" : "public") : audienceFromPath(path),
    language: languageFromPath(path ?? url.pathname),
    version: "published",
    release: undefined,
    editor: false,
    editorRejected: false,
    requestId,
    logLevel,
    debug: url.searchParams.get("debug") === "true",
    render,
  };
}

/**
 * Derives the request context every later step reads: the canonical path,
 * and audience and language from it, request id, log level (from `LOG_LEVEL`, all with
 * `?debug=true`), and how pages are rendered (`renderModeOf`). Content version starts as published; the editor check is
 * the only step that may upgrade it. Runs before configuration is validated,
 * so a bad configuration can still be logged with the request id.
 */
export function requestContext(options: RequestContextOptions = {}): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const url = new URL(c.req.url);
    const rawLevel = (c.env as unknown as Record<string, unknown> | undefined)?.LOG_LEVEL;
    const logLevel: LogLevel = isLogLevel(rawLevel) ? rawLevel : "warn";
    const requestId = (options.requestId ?? requestIdOf)(c.req.raw);
    const render = renderModeOf(url, { userAgent: c.req.header("user-agent"), refresh: runsAsRefresh(c) });
    const ctx = contextForUrl(url, { requestId, logLevel, render });
    const debug = ctx.debug;
    const logger: Logger = createLogger({
      level: logLevel,
      debug,
      requestId,
      ...(options.sink ? { sink: options.sink } : {}),
    });
    c.set("ctx", ctx);
    c.set("logger", logger);
    c.set("cspNonce", createNonce());
    await next();
    c.header("X-Request-Id", requestId);
  };
}
