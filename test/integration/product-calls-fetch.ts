import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../worker/app";

/** One outbound call of the worker, as this isolate's fetch saw it. */
export interface OutboundCall {
  /** Path below the emulator, e.g. `/storyblok/v2/cdn/stories`. */
  path: string;
  /** `by_slugs` of a content call, when it had one. */
  bySlugs: string | null;
  at: number;
}

/**
 * Wraps this test isolate's global fetch, through which the worker code that
 * runs here (storyblok-js-client, the search and data-sheet clients, the cv
 * tracker) reaches the emulators: it records each call, and while `down`
 * names a service (`storyblok`, `search`, `datasheets`) answers that service's
 * calls with 503 without reaching it. The emulator's own call log and fault
 * rules are shared with every other test file running at the same time; this
 * wrapper is not. Install it before the first request of the file, so the
 * isolate's cv tracker (which keeps the fetch it was made with) uses it too.
 */
export function installRecordingFetch() {
  const original = globalThis.fetch;
  const state = { calls: [] as OutboundCall[], down: new Set<string>() };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    state.calls.push({ path: url.pathname, bySlugs: url.searchParams.get("by_slugs"), at: Date.now() });
    const service = url.pathname.split("/")[1] ?? "";
    if (state.down.has(service)) {
      return new Response(JSON.stringify({ error: "Injected outage" }), {
        status: 503,
        statusText: "Service Unavailable",
        headers: { "content-type": "application/json" },
      });
    }
    return original(input, init);
  }) as typeof fetch;
  return {
    state,
    calls: (service?: string) =>
      service ? state.calls.filter((c) => c.path.startsWith(`/${service}/`)) : [...state.calls],
    reset: () => {
      state.calls = [];
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** Runs the catalogue app in this isolate, reads the body and waits for its background work. */
export async function visit(url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, init), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

/**
 * Runs the app and reads the first chunk only: resolves with the time it
 * arrived; the rest of the body is read (and background work awaited) by
 * `finish`, so the caller can look at what happened before the first byte.
 */
export async function firstChunk(url: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url), env, ctx);
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`no body from ${url}`);
  const first = await reader.read();
  // workerd's clock only moves on I/O: order by position in the log, not by time.
  const firstByteAt = Date.now();
  const decoder = new TextDecoder();
  let text = first.value ? decoder.decode(first.value, { stream: true }) : "";
  return {
    res,
    firstByteAt,
    async finish() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      await waitOnExecutionContext(ctx);
      return text;
    },
  };
}
