import { LRUCache } from "lru-cache";
import { mayNameIntranet } from "../../../shared/canonical-path";
import { sha256Hex } from "../../../shared/hex";
import { COMPLETE_PARAM } from "../../model/rendered-page";
import type { RequestContext } from "../../model/request-context";
import { keyedEntryBytes, stringBytes } from "./entry-bytes";

/** The parts of a request context that decide which answer is right for it. */
export type KeyContext = Pick<RequestContext, "audience" | "language" | "version" | "release" | "editor">;

/** Bumped when the shape of stored entries changes, so old entries are never misread. */
export const KEY_SCHEMA = "v2";

/**
 * Draft and editor answers are never stored anywhere: they are per editor and
 * change on every keystroke. Internal answers may be kept in KV under their own
 * audience segment (KV is private to the account), never in the Cache API.
 */
export function mayStoreData(ctx: KeyContext): boolean {
  return ctx.version === "published" && !ctx.editor;
}

/**
 * Only published public pages of visitors may enter the Cache API (a per data
 * centre cache that is unavailable behind Cloudflare Access anyway).
 */
export function mayStorePage(ctx: PageKeyContext & Pick<RequestContext, "editorRejected" | "debug">): boolean {
  return isPublicPath(ctx) && mayStoreData(ctx) && !ctx.editorRejected && !ctx.debug;
}

export type PageKeyContext = KeyContext & Pick<RequestContext, "path">;

/**
 * A public audience on a canonical path that names the intranet in no
 * spelling. The audience already follows the canonical path; the path is
 * checked again because a shared cache must never hold an intranet page,
 * whatever decided the audience.
 */
function isPublicPath(ctx: PageKeyContext): boolean {
  return ctx.audience === "public" && ctx.path !== null && !mayNameIntranet(ctx.path);
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` name the same entry. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

const segment = (value: string | number | undefined | null) =>
  value === undefined || value === null || value === "" ? "-" : encodeURIComponent(String(value));

export interface DataKeyInput {
  /** What is cached, e.g. `story`, `stories`, `search:products`. */
  kind: string;
  /** Content cache version; content keys must pass it, search keys may leave it out. */
  cv?: number | string | null;
  /** Everything else the answer depends on (slug, query body...). */
  parts: unknown;
}

/** Key parts longer than this are hashed every time rather than remembered. */
const HASHED_PARTS_MAX_LENGTH = 4_096;

/**
 * The hashes of key parts the isolate has seen, by their text. A page asks the
 * same ten or so lookups as the page before it; a digest is an asynchronous
 * call into the runtime's crypto, which costs more than the memory tier's
 * answer itself. Bounded by entries and by bytes held (texts of at most
 * `HASHED_PARTS_MAX_LENGTH` characters).
 */
const partHashes = new LRUCache<string, string>({
  max: 5_000,
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (hash, text) => stringBytes(hash) + keyedEntryBytes(text),
});

async function hashOfParts(text: string): Promise<string> {
  const held = partHashes.get(text);
  if (held !== undefined) return held;
  const hash = await sha256Hex(text);
  if (text.length <= HASHED_PARTS_MAX_LENGTH) partHashes.set(text, hash);
  return hash;
}

/**
 * The KV key of a data answer, or null when the context must not be stored.
 * Audience, language, version, release and cv are readable segments so they
 * can never collide; the rest is hashed to stay under KV's 512-byte limit.
 */
export async function dataKey(ctx: KeyContext, input: DataKeyInput): Promise<string | null> {
  if (!mayStoreData(ctx)) return null;
  const hash = await hashOfParts(stableStringify(input.parts));
  return [
    KEY_SCHEMA,
    segment(input.kind),
    ctx.audience,
    ctx.language,
    ctx.version,
    `r${segment(ctx.release)}`,
    `cv${segment(input.cv)}`,
    hash,
  ].join(":");
}

/**
 * The Cache API key of a page: a synthetic URL on the request's own origin
 * (the Cache API keys by URL) carrying the same segments as data keys, and
 * the client build the page links to (`assets`, see PageAssets.version): the
 * Cache API outlives a deployment, the old build's files do not; none when
 * the build's manifest could not be read. Query parameters are sorted by name so the same tool state is one entry; `debug` never
 * reaches here (debug requests bypass the page cache).
 */
export function pageKey(
  ctx: PageKeyContext,
  url: URL | string,
  cv: number | string | null,
  assets: string | null,
): Request | null {
  // A build whose manifest could not be read: the page lacks its stylesheet and scripts.
  if (assets === null) return null;
  const u = typeof url === "string" ? new URL(url) : url;
  // Past the canonical-path middleware the URL's path is the canonical one; anything else is never keyed.
  if (!mayStoreData(ctx) || !isPublicPath(ctx) || u.pathname !== ctx.path) return null;
  // The complete-page parameter asks for the same page, which is what the cache holds anyway.
  // Sorted by name only: the values of one name keep their order, which can carry meaning (the compare table's
  // columns follow `compare=B&compare=A`).
  const params = [...u.searchParams.entries()]
    .filter(([name]) => name !== COMPLETE_PARAM)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = [
    KEY_SCHEMA,
    ctx.audience,
    ctx.language,
    ctx.version,
    `r${segment(ctx.release)}`,
    `cv${segment(cv)}`,
    `a${segment(assets)}`,
  ]
    .map((s) => encodeURIComponent(s))
    .join("/");
  return new Request(`${u.origin}/__page-cache/${path}${ctx.path}${query ? `?${query}` : ""}`);
}
