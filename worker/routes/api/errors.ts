import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The error body of every tool API answer: the parameter at fault and what is wrong, in plain words. */
export interface ApiErrorBody {
  error: { parameter?: string; message: string };
}

export function apiError(c: Context, status: ContentfulStatusCode, message: string, parameter?: string): Response {
  const body: ApiErrorBody = { error: { ...(parameter ? { parameter } : {}), message } };
  return c.json(body, status, { "Cache-Control": "no-store" });
}
