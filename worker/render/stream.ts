import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AppEnv } from "../app-env";
import { errorMessage } from "../logger";
import { type RenderMode, withRender } from "../model/rendered-page";

export interface StreamOptions {
  status?: number;
  headers?: Record<string, string>;
  /**
   * Complete: every Suspense boundary resolved before the first byte (the
   * request context's mode, an error page, deferred loads already settled);
   * streamed: the shell first, sections as they finish.
   */
  mode: RenderMode;
  /**
   * Sections whose loads failed (filled as they settle): the page says so in
   * their place, so the render reports them as degraded.
   */
  failures?: readonly ReadonlySet<string>[];
}

/** `<!--$?-->`: React's mark of a Suspense boundary sent as its fallback, its content to follow. */
const PENDING_BOUNDARY = new TextEncoder().encode("<!--$?-->");

/** Whether `bytes` hold a pending boundary's mark. */
function holdsMark(bytes: Uint8Array): boolean {
  const first = PENDING_BOUNDARY[0] as number;
  for (let at = bytes.indexOf(first); at !== -1; at = bytes.indexOf(first, at + 1)) {
    let i = 1;
    while (i < PENDING_BOUNDARY.length && bytes[at + i] === PENDING_BOUNDARY[i]) i++;
    if (i === PENDING_BOUNDARY.length) return true;
  }
  return false;
}

/**
 * Looks for a pending boundary's mark in a stream's chunks, one after the
 * other; a mark cut between two chunks is found at their seam.
 */
function pendingBoundaryScanner(): (chunk: Uint8Array) => boolean {
  const reach = PENDING_BOUNDARY.length - 1;
  let tail = new Uint8Array(0);
  return (chunk) => {
    const seam = new Uint8Array(tail.length + Math.min(reach, chunk.length));
    seam.set(tail);
    seam.set(chunk.subarray(0, reach), tail.length);
    const found = holdsMark(seam) || holdsMark(chunk);
    tail = chunk.slice(Math.max(0, chunk.length - reach));
    return found;
  };
}

/** Thrown when the shell itself fails: the caller answers with the 500 page instead. */
export class ShellError extends Error {
  override name = "ShellError";
}

/**
 * Renders a React document to a response, with what the page cache needs to
 * know of it (`model/rendered-page.ts`): whether it went out complete, the
 * sections that degraded, and for a streamed page the same tree rendered
 * again complete, from the same loads. Status and headers are fixed before
 * the first byte; a failure before the shell rejects with ShellError; a
 * later failure is logged (React renders that boundary's fallback) and a
 * broken source stream still ends the response cleanly; both mark the
 * render degraded, so the page cache does not keep it.
 *
 * A visitor who leaves mid-stream cancels the body: the render stops (React
 * aborts its pending boundaries) and that is logged at info, since leaving is
 * normal. Data loads shared with other requests are not this render's to
 * stop; they are kept alive by their own request's `waitUntil` (see
 * `coalesce`). The complete render for the page cache is nobody's to stop.
 */
export function streamDocument(c: Context<AppEnv>, tree: ReactNode, options: StreamOptions): Promise<Response> {
  return renderDocument(c, tree, options, c.req.raw.signal);
}

async function renderDocument(
  c: Context<AppEnv>,
  tree: ReactNode,
  options: StreamOptions,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const logger = c.get("logger");
  let cancelled = false;
  const clientGone = () => cancelled || signal?.aborted === true;
  const complete = options.mode === "complete";
  const failed = new Set<string>();
  const failures = options.failures;
  let fellBack = false;
  let whole: Uint8Array<ArrayBuffer> | undefined;
  const render = {
    get fellBack() {
      return fellBack;
    },
    get body() {
      return whole;
    },
    get degraded(): ReadonlySet<string> {
      return new Set([...(failures ?? []).flatMap((sections) => [...sections]), ...failed]);
    },
    ...(complete ? {} : { renderComplete: () => renderDocument(c, tree, { ...options, mode: "complete" }, undefined) }),
  };
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(tree, {
      nonce: c.get("cspNonce"),
      ...(signal ? { signal } : {}),
      // React outlines a large finished boundary (and swaps it in with a script) even after allReady;
      // a complete render must keep every section in place.
      ...(complete ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
      onError(error: unknown) {
        // The boundary shows its fallback (or the shell fails): the page is not what it should be.
        failed.add("render");
        if (clientGone()) logger.info("Render stopped: the client went away", { reason: errorMessage(error) });
        else logger.error("Render failed", { error: errorMessage(error) });
        // A digest instead of the message: internals never reach the page.
        return "render-error";
      },
    });
  } catch (error) {
    throw new ShellError(error instanceof Error ? error.message : "shell failed");
  }
  const status = options.status ?? 200;
  const headers = { "Content-Type": "text/html; charset=utf-8", ...options.headers };
  if (complete) {
    await stream.allReady;
    // Nothing is left to render or to fail: React hands what it holds over at once. Read whole here, the
    // page goes out as one body of known length (no chunk after chunk through the runtime), and the page
    // cache keeps the same bytes without teeing the response to read them again.
    try {
      whole = new Uint8Array(await new Response(stream).arrayBuffer());
    } catch (error) {
      throw new ShellError(error instanceof Error ? error.message : "render failed");
    }
    return withRender(new Response(whole, { status, headers }), render);
  }

  // Where the runtime's compression would hold the stream to its end (`wrangler dev`), it goes out as it is.
  const streamed =
    c.get("config").STREAM_COMPRESSION === "off" ? { ...headers, "Content-Encoding": "identity" } : headers;
  const source = stream.getReader();
  const scanForFallback = pendingBoundaryScanner();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await source.read();
        if (done) return controller.close();
        fellBack ||= scanForFallback(value);
        controller.enqueue(value);
      } catch (error) {
        failed.add("stream");
        if (clientGone()) logger.info("Response stream ended: the client went away", { reason: errorMessage(error) });
        else logger.error("Response stream failed after the shell", { error: errorMessage(error) });
        controller.close();
      }
    },
    async cancel(reason: unknown) {
      cancelled = true;
      logger.info("Client went away; render stopped", { reason: errorMessage(reason) });
      await source.cancel(reason).catch(() => {});
    },
  });
  return withRender(new Response(body, { status, headers: streamed }), render);
}
