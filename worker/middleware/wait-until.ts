import type { Context } from "hono";

/** The request's `waitUntil`, or a no-op where there is no execution context (plain `app.request` in tests). */
export function waitUntilOf(c: Context): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => {
      promise.catch(() => {});
    };
  }
}
