import type { Context } from "hono";
import { isbot } from "isbot";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AppEnv } from "../app-env";
import { errorMessage } from "../logger";
import { chunkJoiner, joinedChunks } from "./chunk-joiner";
import { wantsCompleteRender } from "./complete-render";

/**
 * Crawlers, previewers, headless browsers and HTTP libraries (what `isbot`
 * names a bot) get the whole page at once: they may not wait for streamed
 * parts, or cannot run the scripts that put them in place.
 */
export function isBot(userAgent: string | undefined): boolean {
  return isbot(userAgent);
}

export interface StreamOptions {
  status?: number;
  headers?: Record<string, string>;
  /** Wait for every Suspense boundary before the first byte (bots, error pages, deferred loads already settled). */
  waitForAll?: boolean;
}

/** Thrown when the shell itself fails: the caller answers with the 500 page instead. */
export class ShellError extends Error {
  override name = "ShellError";
}

/**
 * Renders a React document to a streamed response. Status and headers are
 * fixed before the first byte; a failure before the shell rejects with
 * ShellError; a later failure is logged (React renders that boundary's
 * fallback) and a broken source stream still ends the response cleanly;
 * both mark the response degraded, so the page cache does not keep it.
 *
 * A visitor who leaves mid-stream cancels the body: the render stops (React
 * aborts its pending boundaries) and that is logged at info, since leaving is
 * normal. Data loads shared with other requests are not this render's to
 * stop; they are kept alive by their own request's `waitUntil` (see
 * `coalesce`).
 */
export async function streamDocument(c: Context<AppEnv>, tree: ReactNode, options: StreamOptions = {}) {
  const logger = c.get("logger");
  const signal = c.req.raw.signal;
  let cancelled = false;
  const clientGone = () => cancelled || signal.aborted;
  const complete = options.waitForAll || wantsCompleteRender(c.req.raw) || isBot(c.req.header("user-agent"));
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(tree, {
      nonce: c.get("cspNonce"),
      signal,
      // React outlines a large finished boundary (and swaps it in with a script) even after allReady;
      // a complete render must keep every section in place.
      ...(complete ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
      onError(error: unknown) {
        // The boundary shows its fallback (or the shell fails): the page is not what it should be.
        c.get("degraded").add("render");
        if (clientGone()) logger.info("Render stopped: the client went away", { reason: errorMessage(error) });
        else logger.error("Render failed", { error: errorMessage(error) });
        // A digest instead of the message: internals never reach the page.
        return "render-error";
      },
    });
  } catch (error) {
    throw new ShellError(error instanceof Error ? error.message : "shell failed");
  }
  const headers = { "Content-Type": "text/html; charset=utf-8", ...options.headers };
  if (complete) {
    await stream.allReady;
    c.set("completeRender", true);
    // Nothing is left to render or to fail: the whole page, which React enqueues at the first read, goes
    // out as one chunk. A visitor who leaves cancels it, which has nothing left to stop.
    return c.body(joinedChunks(stream), (options.status ?? 200) as 200, headers);
  }

  // Where the runtime's compression would hold the stream to its end (`wrangler dev`), it goes out as it is.
  const streamed =
    c.get("config").STREAM_COMPRESSION === "off" ? { ...headers, "Content-Encoding": "identity" } : headers;
  const source = stream.getReader();
  // Each flush of React's (the shell, a finished section) goes out as one chunk.
  const flushes = chunkJoiner(source);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await flushes.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        c.get("degraded").add("stream");
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
  return c.body(body, (options.status ?? 200) as 200, streamed);
}
