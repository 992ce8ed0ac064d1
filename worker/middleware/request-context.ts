import type { MiddlewareHandler } from "hono";
import { canonicalisePath, mayNameIntranet } from "../../shared/canonical-path";
import { audienceFromPath, languageFromPath } from "../../shared/context";
import type { AppEnv } from "../app-env";
import { createLogger, LOG_LEVELS, type Logger, type LogLevel } from "../logger";
import type { RequestContext } from "../model/request-context";
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
 * The request context of a URL before any gate refined it: published
 * content, no editor. Tests build their contexts with it too, so they hold
 * the same rules as the app.
 */
export function contextForUrl(
  url: URL,
  { requestId, logLevel }: { requestId: string; logLevel: LogLevel },
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
  };
}

/**
 * Derives the request context every later step reads: the canonical path,
 * and audience and language from it, request id, log level (from `LOG_LEVEL`, all with
 * `?debug=true`). Content version starts as published; the editor check is
 * the only step that may upgrade it. Runs before configuration is validated,
 * so a bad configuration can still be logged with the request id.
 */
export function requestContext(options: RequestContextOptions = {}): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const url = new URL(c.req.url);
    const rawLevel = (c.env as unknown as Record<string, unknown> | undefined)?.LOG_LEVEL;
    const logLevel: LogLevel = isLogLevel(rawLevel) ? rawLevel : "warn";
    const requestId = (options.requestId ?? requestIdOf)(c.req.raw);
    const ctx = contextForUrl(url, { requestId, logLevel });
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
    c.set("degraded", new Set());
    await next();
    c.header("X-Request-Id", requestId);
  };
}
