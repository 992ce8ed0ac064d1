import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/** Where the Visual Editor's bridge script and its API live. */
export const EDITOR_BRIDGE_ORIGIN = "https://app.storyblok.com";

export interface CspInput {
  nonce: string | undefined;
  editor: boolean;
  parentOrigins: readonly string[];
  /** Origin of the content API: its asset host serves the demo images locally. */
  contentOrigin: string | undefined;
}

/**
 * The page's Content-Security-Policy. Scripts: own origin plus, on a streamed
 * render, the per-response nonce (React's streaming scripts), the editor bridge only in editor mode.
 * Framing: own origin plus the configured parents (this replaces X-Frame-Options,
 * which cannot name several parents).
 */
export function contentSecurityPolicy(input: CspInput): string {
  const extra = input.editor ? [EDITOR_BRIDGE_ORIGIN] : [];
  const nonce = input.nonce ? [`'nonce-${input.nonce}'`] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...nonce, ...extra]],
    // Inline style attributes come from content (colours, widths); styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "https:", ...(input.contentOrigin ? [input.contentOrigin] : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...extra]],
    ["frame-src", ["'self'", ...extra]],
    ["frame-ancestors", ["'self'", ...input.parentOrigins, ...(input.editor ? [EDITOR_BRIDGE_ORIGIN] : [])]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`).join("; ");
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A page answered from the page cache is a complete render: no inline
 * script, so it is sent as stored, under a policy without a nonce.
 */
function isStoredPage(res: Response): boolean {
  const status = res.headers.get("X-Cache-Status");
  return status === "HIT" || status === "STALE";
}

/**
 * Security and caching headers on every answer: CSP, Referrer-Policy,
 * X-Content-Type-Options; `X-Robots-Tag: noindex` on intranet and editor
 * answers, and on answers to a rejected editor link or `?debug=true`;
 * `Cache-Control: private, no-store` on all of those and on drafts, so no
 * shared cache can hold them; `no-store` on server errors and `no-cache` on
 * every other answer that does not name its own.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    const ctx = c.get("ctx");
    const config = c.get("config") as AppEnv["Variables"]["config"] | undefined;
    const editorArea = new URL(c.req.url).pathname.startsWith("/pim/editor");
    const editor = ctx.editor || editorArea;
    const headers = c.res.headers;
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce: isStoredPage(c.res) ? undefined : c.get("cspNonce"),
        editor,
        parentOrigins: config?.PARENT_ORIGINS ?? [],
        contentOrigin: originOf(config?.storyblokApiUrl),
      }),
    );
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Content-Type-Options", "nosniff");
    headers.delete("X-Frame-Options");
    // A page asked with editor parameters that failed, or with `debug`, is one visitor's view: never kept, never indexed.
    const oneVisitors = ctx.editorRejected || ctx.debug;
    if (ctx.audience === "internal" || editor || oneVisitors) headers.set("X-Robots-Tag", "noindex");
    if (ctx.audience === "internal" || editor || oneVisitors || ctx.version === "draft") {
      headers.set("Cache-Control", "private, no-store");
    } else if (!headers.has("Cache-Control")) {
      // The page cache here is the shared cache of published pages: a browser, a proxy or the
      // embedding site asks again (the edge answers from it) rather than keeping a copy of its own,
      // so a publish shows at once and a page that went out with a failure note is not kept
      // elsewhere (that is only known once its stream has ended, after these headers).
      headers.set("Cache-Control", c.res.status >= 500 ? "no-store" : "no-cache");
    }
  };
}
