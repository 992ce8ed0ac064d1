import type { MiddlewareHandler } from "hono";
import { audienceFromPath, languageFromPath } from "../../shared/context";
import type { AppEnv, RequestContext } from "../app-env";
import { createLogger, LOG_LEVELS, type Logger, type LogLevel } from "../logger";

export interface RequestContextOptions {
  /** Where log lines go; console by default. Tests pass a collector. */
  sink?: (line: string, level: LogLevel) => void;
  /** Request id source; `cf-ray` is Cloudflare's own id and ties our lines to its logs. */
  requestId?: (request: Request) => string;
}

const isLogLevel = (value: unknown): value is LogLevel => typeof value === "string" && value in LOG_LEVELS;

/** A request id that is safe to print in a header and a log line. */
function defaultRequestId(request: Request): string {
  const ray = request.headers.get("cf-ray");
  if (ray && /^[\w-]{1,64}$/.test(ray)) return ray;
  return crypto.randomUUID();
}

/** A fresh nonce per response: React's streaming scripts carry it so the CSP can stay strict. */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Derives the request context every later step reads: audience and language
 * from the path, request id, log level (from `LOG_LEVEL`, all with
 * `?debug=true`). Content version starts as published; the editor check is
 * the only step that may upgrade it. Runs before configuration is validated,
 * so a bad configuration can still be logged with the request id.
 */
export function requestContext(options: RequestContextOptions = {}): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const url = new URL(c.req.url);
    const rawLevel = (c.env as unknown as Record<string, unknown> | undefined)?.LOG_LEVEL;
    const logLevel: LogLevel = isLogLevel(rawLevel) ? rawLevel : "warn";
    const debug = url.searchParams.get("debug") === "true";
    const requestId = (options.requestId ?? defaultRequestId)(c.req.raw);
    const ctx: RequestContext = {
      audience: audienceFromPath(url.pathname),
      language: languageFromPath(url.pathname),
      version: "published",
      release: undefined,
      editor: false,
      editorRejected: false,
      requestId,
      logLevel,
      debug,
    };
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
