/**
 * The id of a request, safe to print in a header and a log line: Cloudflare's
 * own `cf-ray` when it looks like one (it ties our lines to Cloudflare's
 * logs), otherwise a random UUID.
 */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get("cf-ray");
  if (ray && /^[\w-]{1,64}$/.test(ray)) return ray;
  return crypto.randomUUID();
}
