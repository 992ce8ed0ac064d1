import { LRUCache } from "lru-cache";
import { type Config, loadConfig } from "../../config";
import { createLogger, type Logger } from "../../logger";
import { coalesce } from "./coalesce";

/** KV record through which a webhook's bump reaches the other isolates. */
export const CV_RECORD_KEY = "v1:cv";

/** How often an isolate asks `cdn/spaces/me` (and the KV record) at most. */
export const CV_REFRESH_MS = 5_000;

/** Longest wait for the cv source before the last known cv is used. */
export const CV_FETCH_TIMEOUT_MS = 1_500;

interface CvRecord {
  cv: number;
  at: number;
}

export interface CvTracker {
  /**
   * The content cache version to key content with. From memory; refreshed
   * from `cdn/spaces/me` and the KV record at most every `refreshMs`: in the
   * background when a cv is already known (pass `waitUntil`), awaited only
   * when the isolate knows none yet. Null only when nothing could be learnt.
   */
  current(waitUntil?: (promise: Promise<unknown>) => void): Promise<number | null>;
  /**
   * Moves the cv at once (publish webhook): to the cv `cdn/spaces/me` answers
   * now, and at least one past any cv seen, so every older content key is
   * unreachable. Written to KV so other isolates follow on their next refresh.
   */
  bump(): Promise<number>;
}

export interface CvTrackerOptions {
  kv: KVNamespace;
  /** Reads the space's cv (`cdn/spaces/me`, never cached); null when it cannot. */
  fetchCv: () => Promise<number | null>;
  refreshMs?: number;
  fetchTimeoutMs?: number;
  now?: () => number;
  logger?: Logger;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });

let trackers = 0;

/** A cv tracker with its own memory (one per isolate in production: see `isolateCvTracker`). */
export function createCvTracker(options: CvTrackerOptions): CvTracker {
  const { kv, logger } = options;
  const refreshMs = options.refreshMs ?? CV_REFRESH_MS;
  const timeoutMs = options.fetchTimeoutMs ?? CV_FETCH_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const id = `cv:${++trackers}`;
  let cv: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;

  const readRecord = async (): Promise<number | null> => {
    try {
      const record = await kv.get<CvRecord>(CV_RECORD_KEY, "json");
      return record && typeof record.cv === "number" ? record.cv : null;
    } catch {
      return null;
    }
  };

  const writeRecord = (value: number) =>
    kv.put(CV_RECORD_KEY, JSON.stringify({ cv: value, at: now() } satisfies CvRecord)).catch((error: unknown) => {
      logger?.warn("Could not record the cache version", { error: String(error) });
    });

  const highest = (...values: (number | null)[]) =>
    values.reduce<number | null>((max, v) => (v !== null && (max === null || v > max) ? v : max), null);

  const refresh = (keepAlive?: (promise: Promise<unknown>) => void) =>
    coalesce(
      `${id}:refresh`,
      async () => {
        // Whatever happens, do not ask again before the interval is over: a
        // content outage must not add a timeout to every request.
        checkedAt = now();
        const [fetched, recorded] = await Promise.all([withTimeout(options.fetchCv(), timeoutMs, null), readRecord()]);
        if (fetched === null) logger?.warn("Cache version unavailable; keeping the last known one", { cv });
        const next = highest(cv, fetched, recorded);
        if (next !== null && (recorded === null || next > recorded)) await writeRecord(next);
        cv = next;
        return cv;
      },
      keepAlive ? { keepAlive } : {},
    );

  return {
    async current(waitUntil) {
      if (now() - checkedAt < refreshMs) return cv;
      if (cv !== null && waitUntil) {
        waitUntil(refresh());
        return cv;
      }
      return refresh(waitUntil);
    },
    async bump() {
      const [fetched, recorded] = await Promise.all([withTimeout(options.fetchCv(), timeoutMs, null), readRecord()]);
      const seen = highest(cv, recorded) ?? 0;
      const next = Math.max(seen + 1, fetched ?? 0);
      cv = next;
      checkedAt = now();
      await writeRecord(next);
      return next;
    },
  };
}

/** Reads the cv the way the delivery API gives it: `GET cdn/spaces/me`, `space.version`. */
export function spacesMeCv(apiUrl: string, token: string, fetcher: typeof fetch = fetch): () => Promise<number | null> {
  return async () => {
    const url = `${apiUrl.replace(/\/+$/, "")}/cdn/spaces/me?token=${encodeURIComponent(token)}`;
    const res = await fetcher(url, { headers: { Accept: "application/json" } });
    if (!res.ok) throw new Error(`cdn/spaces/me answered ${res.status}`);
    const body = (await res.json()) as { space?: { version?: unknown } };
    const version = body.space?.version;
    return typeof version === "number" ? version : null;
  };
}

/**
 * One tracker per configuration (API base and token), of which an isolate
 * normally has one; a few are kept so tests and previews with other bindings
 * cannot make the table grow.
 */
const isolateTrackers = new LRUCache<string, CvTracker>({ max: 8 });
/** The same answer for the same bindings object, without validating the configuration again. */
const byEnv = new WeakMap<object, CvTracker>();

/**
 * The isolate's cv tracker for these bindings, reading `cdn/spaces/me` with
 * the published token. Page cache, content keys and the webhook share it, so
 * a webhook's bump is seen by the next request of the same isolate at once.
 * Kept by API base and token rather than by the env object, whose identity
 * across requests the runtime does not promise. Pass the request's already
 * validated `config` to spare a validation on the hot path.
 */
export function isolateCvTracker(env: Env, config?: Config): CvTracker {
  const known = byEnv.get(env);
  if (known) return known;
  const settings = config ?? loadConfig(env as unknown as Record<string, unknown>);
  const id = `${settings.storyblokApiUrl} ${settings.STORYBLOK_TOKEN}`;
  let tracker = isolateTrackers.get(id);
  if (!tracker) {
    tracker = createCvTracker({
      kv: env.CATALOGUE_CACHE,
      fetchCv: spacesMeCv(settings.storyblokApiUrl, settings.STORYBLOK_TOKEN),
      // Not a request's logger: the tracker outlives the request that made it.
      logger: createLogger({ level: settings.LOG_LEVEL }),
    });
    isolateTrackers.set(id, tracker);
  }
  byEnv.set(env, tracker);
  return tracker;
}
