import { type CacheStrategy, type Freshness, freshnessOf, retentionSeconds } from "./strategies";

/**
 * The data centre's HTTP cache. The DOM lib in the worker tsconfig declares
 * `caches` without Cloudflare's `default`; this is the one place that says so.
 */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

const STORED_AT = "X-Page-Stored-At";
const ORIGINAL_CACHE_CONTROL = "X-Page-Cache-Control";

export interface StoredPage {
  response: Response;
  ageSeconds: number;
  freshness: Freshness;
}

/** Whether a rendered page may be kept: a full 200 that does not personalise or forbid storing. */
export function isStorablePage(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\b(private|no-store)\b/i.test(cacheControl)) return false;
  return (response.headers.get("Vary") ?? "").trim() !== "*";
}

/** Reads a page stored under `key`, with its age judged by `strategy`; null when absent or expired. */
export async function readPage(key: Request, strategy: CacheStrategy, now = Date.now()): Promise<StoredPage | null> {
  let hit: Response | undefined;
  try {
    hit = await edgeCache().match(key);
  } catch {
    return null;
  }
  if (!hit) return null;
  const storedAt = Number(hit.headers.get(STORED_AT));
  const ageSeconds = Number.isFinite(storedAt) ? Math.max(0, (now - storedAt) / 1000) : Number.POSITIVE_INFINITY;
  const freshness = freshnessOf(ageSeconds, strategy);
  if (freshness === "expired") return null;
  const response = new Response(hit.body, hit);
  const original = response.headers.get(ORIGINAL_CACHE_CONTROL);
  response.headers.delete(ORIGINAL_CACHE_CONTROL);
  response.headers.delete(STORED_AT);
  if (original) response.headers.set("Cache-Control", original);
  else response.headers.delete("Cache-Control");
  response.headers.set("Age", String(Math.floor(ageSeconds)));
  return { response, ageSeconds, freshness };
}

/**
 * Stores a copy of `response` (which must be storable and unread) under
 * `key`. The stored copy lives for the strategy's longest window; what the
 * visitor's browser is told stays as the page said.
 */
export async function writePage(
  key: Request,
  response: Response,
  strategy: CacheStrategy,
  now = Date.now(),
): Promise<void> {
  const stored = new Response(response.body, response);
  const original = stored.headers.get("Cache-Control");
  if (original) stored.headers.set(ORIGINAL_CACHE_CONTROL, original);
  stored.headers.set("Cache-Control", `public, max-age=${retentionSeconds(strategy)}`);
  stored.headers.set(STORED_AT, String(now));
  stored.headers.delete("X-Cache-Status");
  stored.headers.delete("Server-Timing");
  await edgeCache().put(key, stored);
}
