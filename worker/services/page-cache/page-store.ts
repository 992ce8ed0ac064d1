import { type CacheStrategy, type Freshness, freshnessOf, retentionSeconds } from "../cache/strategies";
import { type HeldPage, isolatePageMemory, type PageMemory, type StoredAs } from "./page-memory";

/**
 * The data centre's HTTP cache. The DOM lib in the worker tsconfig declares
 * `caches` without Cloudflare's `default`; this is the one place that says so.
 */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

const STORED_AT = "X-Page-Stored-At";
const STORED_AS = "X-Page-Stored-As";
const ORIGINAL_CACHE_CONTROL = "X-Page-Cache-Control";

export interface StoredPage {
  response: Response;
  /** Held in this isolate's memory only: the Cache API has no copy yet (ADR 0081). */
  onlyHere: boolean;
  /** When the page was stored; tells one render of a key from another. */
  storedAt: number;
  storedAs: StoredAs | undefined;
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

/** A held page as a response of its own: fresh headers per answer, the bytes shared (the runtime copies them). */
function answer(page: HeldPage, ageSeconds: number): Response {
  const response = new Response(page.body, { status: page.status, headers: page.headers as [string, string][] });
  response.headers.set("Age", String(Math.floor(ageSeconds)));
  return response;
}

const ageOf = (storedAt: number, now: number) =>
  Number.isFinite(storedAt) ? Math.max(0, (now - storedAt) / 1000) : Number.POSITIVE_INFINITY;

/** What a stored Cache API entry becomes for a visitor: its own Cache-Control back, bookkeeping headers gone. */
function visitorHeaders(stored: Headers): [string, string][] {
  const headers = new Headers(stored);
  const original = headers.get(ORIGINAL_CACHE_CONTROL);
  headers.delete(ORIGINAL_CACHE_CONTROL);
  headers.delete(STORED_AT);
  headers.delete(STORED_AS);
  if (original) headers.set("Cache-Control", original);
  else headers.delete("Cache-Control");
  return [...headers];
}

/**
 * Reads a page stored under `key`, with its age judged by `strategy`; null
 * when absent or expired. The isolate's page memory answers a fresh page
 * without the Cache API; a page it holds that is no longer fresh is looked
 * up in the Cache API too, which may hold a newer render (another isolate's).
 */
export async function readPage(
  key: Request,
  strategy: CacheStrategy,
  now = Date.now(),
  memory: PageMemory = isolatePageMemory,
): Promise<StoredPage | null> {
  const held = memory.read(key.url);
  if (held) {
    const ageSeconds = ageOf(held.storedAt, now);
    const freshness = freshnessOf(ageSeconds, strategy);
    memory.countLookup(freshness === "fresh");
    if (freshness === "fresh") {
      return {
        response: answer(held, ageSeconds),
        onlyHere: held.onlyHere === true,
        storedAt: held.storedAt,
        storedAs: held.storedAs,
        ageSeconds,
        freshness,
      };
    }
    if (freshness === "expired") memory.delete(key.url);
  } else {
    memory.countLookup(false);
  }
  const fromEdge = await readEdgePage(key, strategy, now, memory);
  if (fromEdge || !held) return fromEdge;
  const ageSeconds = ageOf(held.storedAt, now);
  const freshness = freshnessOf(ageSeconds, strategy);
  if (freshness === "expired") return null;
  const { storedAt, storedAs } = held;
  return {
    response: answer(held, ageSeconds),
    onlyHere: held.onlyHere === true,
    storedAt,
    storedAs,
    ageSeconds,
    freshness,
  };
}

async function readEdgePage(
  key: Request,
  strategy: CacheStrategy,
  now: number,
  memory: PageMemory,
): Promise<StoredPage | null> {
  let hit: Response | undefined;
  try {
    hit = await edgeCache().match(key);
  } catch {
    return null;
  }
  if (!hit) return null;
  const storedAt = Number(hit.headers.get(STORED_AT));
  const ageSeconds = ageOf(storedAt, now);
  const freshness = freshnessOf(ageSeconds, strategy);
  if (freshness === "expired") {
    await hit.body?.cancel();
    return null;
  }
  const storedAs = storedAsOf(hit.headers.get(STORED_AS));
  const page: HeldPage = {
    storedAt,
    ...(storedAs ? { storedAs } : {}),
    status: hit.status,
    headers: visitorHeaders(hit.headers),
    body: new Uint8Array(await hit.arrayBuffer()),
  };
  memory.write(key.url, page);
  return { response: answer(page, ageSeconds), onlyHere: false, storedAt, storedAs, ageSeconds, freshness };
}

const storedAsOf = (value: string | null): StoredAs | undefined =>
  value === "sent" || value === "rendered-complete" ? value : undefined;

/**
 * Stores a copy of `response` (which must be storable and unread) under
 * `key`, in the isolate's page memory and, unless `onlyHere`, in the Cache
 * API. The stored copy lives for the strategy's longest window; what the
 * visitor's browser is told stays as the page said. `now` is the time the
 * page counts as stored from.
 */
export async function writePage(
  key: Request,
  response: Response,
  strategy: CacheStrategy,
  now = Date.now(),
  memory: PageMemory = isolatePageMemory,
  storedAs?: StoredAs,
  onlyHere = false,
): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  const stored = new Response(body, response);
  stored.headers.delete("X-Cache-Status");
  stored.headers.delete("Server-Timing");
  const original = stored.headers.get("Cache-Control");
  if (original) stored.headers.set(ORIGINAL_CACHE_CONTROL, original);
  stored.headers.set("Cache-Control", `public, max-age=${retentionSeconds(strategy)}`);
  stored.headers.set(STORED_AT, String(now));
  if (storedAs) stored.headers.set(STORED_AS, storedAs);
  const held: HeldPage = { storedAt: now, status: stored.status, headers: visitorHeaders(stored.headers), body };
  if (storedAs) held.storedAs = storedAs;
  if (onlyHere) held.onlyHere = true;
  memory.write(key.url, held);
  if (!onlyHere) await edgeCache().put(key, stored);
}

/**
 * Puts a page that this isolate's memory holds only (asked a second time)
 * into the Cache API too, as stored at its first render, so its freshness
 * does not move. Nothing when the page is gone from memory or already there.
 */
export async function sharePage(key: Request, strategy: CacheStrategy, memory: PageMemory = isolatePageMemory) {
  const held = memory.read(key.url);
  if (!held?.onlyHere) return;
  const page = new Response(held.body, { status: held.status, headers: held.headers as [string, string][] });
  await writePage(key, page, strategy, held.storedAt, memory, held.storedAs);
}
