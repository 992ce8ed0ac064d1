import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AppEnv } from "../app-env";
import { reportDegraded } from "../services/cache/degraded";

/** Crawlers get the whole page at once: they may not wait for streamed parts. */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|linkedinbot|whatsapp|ahrefs|semrush|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

export interface StreamOptions {
  status?: number;
  headers?: Record<string, string>;
  /** Wait for every Suspense boundary before the first byte (bots, error pages). */
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
 */
export async function streamDocument(c: Context<AppEnv>, tree: ReactNode, options: StreamOptions = {}) {
  const logger = c.get("logger");
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(tree, {
      nonce: c.get("cspNonce"),
      signal: c.req.raw.signal,
      onError(error: unknown) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error("Render failed", { error: message });
        // The boundary shows its fallback (or the shell fails): the page is not what it should be.
        reportDegraded(c.req.raw, "render");
        // A digest instead of the message: internals never reach the page.
        return "render-error";
      },
    });
  } catch (error) {
    throw new ShellError(error instanceof Error ? error.message : "shell failed");
  }
  if (options.waitForAll || isBot(c.req.header("user-agent"))) await stream.allReady;

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  stream.pipeTo(writable, { preventAbort: true }).catch(async (error: unknown) => {
    reportDegraded(c.req.raw, "stream");
    logger.error("Response stream failed after the shell", {
      error: error instanceof Error ? error.message : String(error),
    });
    try {
      await writable.close();
    } catch {
      // Already closed or the client went away.
    }
  });
  return c.body(readable, (options.status ?? 200) as 200, {
    "Content-Type": "text/html; charset=utf-8",
    ...options.headers,
  });
}
