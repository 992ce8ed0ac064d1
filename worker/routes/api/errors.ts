import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { scriptSafeJson } from "../../../shared/script-safe-json";
import type { AppEnv } from "../../app-env";

/** The error body of every tool API answer: the parameter at fault and what is wrong, in plain words. */
export interface ApiErrorBody {
  error: { parameter?: string; message: string };
}

/**
 * JSON whose `<`, `>` and `&` are escaped, so text a visitor typed (and that
 * an answer repeats, such as a parameter name) is inert even if the answer
 * ends up in HTML.
 */
export function jsonAnswer(
  c: Context,
  body: unknown,
  status: ContentfulStatusCode,
  headers: Record<string, string> = {},
): Response {
  return c.body(scriptSafeJson(body), status, { "Content-Type": "application/json; charset=utf-8", ...headers });
}

export function apiError(c: Context, status: ContentfulStatusCode, message: string, parameter?: string): Response {
  const body: ApiErrorBody = { error: { ...(parameter ? { parameter: parameter.slice(0, 100) } : {}), message } };
  return jsonAnswer(c, body, status, { "Cache-Control": "no-store" });
}

/**
 * Public answers are the same for everyone; internal ones never enter a shared
 * cache. An answer that left out a part it could not load (a label list, a
 * market tree: `degraded`) is not kept either, so the part shows as soon as
 * its service is back.
 */
export function cacheControl(c: Context<AppEnv>, degraded: ReadonlySet<string> = new Set()): string {
  if (c.get("ctx").audience !== "public") return "private, no-store";
  return degraded.size > 0 ? "no-store" : "public, max-age=60, stale-while-revalidate=300";
}
