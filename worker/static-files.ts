/**
 * The client build (styles, fonts, island code, the manifest) is served by
 * the static-files worker of `config/wrangler.assets.toml`, which this worker
 * reaches through its `ASSETS` service binding (ADR 0051). Where a zone routes
 * `/assets/*` to that worker, file requests never come here; where the whole
 * hostname is this worker's (a custom domain, workers.dev, `wrangler dev`),
 * they are handed on as they came, before anything of the app runs. A path
 * the build has no file for is the app's: it answers its own 404 page.
 */

/** The manifest the worker reads the build from; served too, as the build's other files are. */
const MANIFEST = "/assets-manifest.json";

/**
 * Whether `request` asks a file of the client build. Reads the raw URL: the
 * answer is needed for every request, pages included, before any parsing.
 */
export function asksStaticFile(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url;
  // A request's URL is absolute: its path starts at the first "/" after the scheme's "//".
  const path = url.indexOf("/", url.indexOf("//") + 2);
  if (path < 0 || !url.startsWith("/assets", path)) return false;
  if (url.startsWith("/assets/", path)) return true;
  const end = path + MANIFEST.length;
  return url.startsWith(MANIFEST, path) && (url.length === end || url[end] === "?");
}

/** What a file request gets while the static-files worker cannot answer: no internals, nothing kept. */
function filesUnavailable(method: string): Response {
  return new Response(method === "HEAD" ? null : "The catalogue's files are temporarily unavailable.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The static-files worker's answer, or null where it has no such file (the
 * app answers then, with its 404 page). While it cannot answer (not deployed,
 * not started beside `wrangler dev`: the binding then answers 503 naming the
 * worker, or throws), a plain 503 that names nothing and is not kept.
 */
export async function staticFile(request: Request, env: { ASSETS?: Fetcher }): Promise<Response | null> {
  if (!env.ASSETS) return null;
  let response: Response;
  try {
    response = await env.ASSETS.fetch(request);
  } catch {
    return filesUnavailable(request.method);
  }
  if (response.status !== 404 && response.status < 500) return response;
  await response.body?.cancel();
  return response.status === 404 ? null : filesUnavailable(request.method);
}
