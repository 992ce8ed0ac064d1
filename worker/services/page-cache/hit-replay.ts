import { LRUCache } from "lru-cache";
import { type Config, loadConfig } from "../../config";
import { isolateCvTracker } from "../cache/cv-tracker";
import { type CacheStrategy, freshnessOf, STRATEGIES } from "../cache/strategies";
import { requestIdOf } from "../request-id";
import { isolatePageMemory, type PageMemory } from "./page-memory";

/** A fresh page-cache hit the app answered, as the page cache notes it for its request. */
export interface NotedHit {
  /** The page key's URL, under which page memory holds the page. */
  key: string;
  cv: number | null;
  /** The stored time of the page answered, which tells one render of the key from another. */
  storedAt: number;
  /** The validated configuration the app decided with. */
  config: Config;
}

/** Headers made per answer, never replayed. */
const PER_ANSWER = new Set(["age", "x-request-id", "server-timing"]);

interface Replayable extends NotedHit {
  headers: [string, string][];
}

export interface HitReplayOptions {
  memory?: PageMemory;
  strategy?: CacheStrategy;
  now?: () => number;
  /** The request id of a replayed answer; the app's own source by default. */
  requestId?: (request: Request) => string;
  /** The isolate's current cv for these bindings. */
  cv?: (env: Env, config: Config, waitUntil: (promise: Promise<unknown>) => void) => Promise<number | null>;
  maxEntries?: number;
}

export interface HitReplay {
  /** Called by the page cache when it answers `request` with a fresh page. */
  note(request: Request, hit: NotedHit): void;
  /** Called with the app's answer to `request`: keeps it for replay if the page cache noted a hit. */
  record(request: Request, response: Response): void;
  /**
   * The answer the app gave the last time for this exact GET URL, when the
   * page it answered is still the fresh one in page memory under the same
   * cv and configuration; null (or a promise of null) to run the app.
   */
  replay(request: Request, env: Env, waitUntil: (promise: Promise<unknown>) => void): Promise<Response | null> | null;
  clear(): void;
}

/**
 * Answers a repeated page-cache hit without running the app again.
 *
 * The app decides, for each request, whether the shared page cache may
 * answer it (canonical path, audience, intranet gate, editor check, debug)
 * and under which key. For a public GET that decision depends on nothing but
 * the URL, the configuration and the cv, so once the app has answered a URL
 * from page memory, the same URL string can be answered again with the same
 * bytes and headers for as long as the same page is the fresh one under the
 * same cv and configuration. Nothing here restates a rule: only answers the
 * app itself gave as hits are kept, keyed by the exact URL (another spelling
 * is another entry, which only the app can make), and anything that changed
 * since sends the request through the app again (ADR 0031).
 *
 * What the decision reads of a public GET today: the URL (path and query),
 * the configuration and the cv; request headers only elsewhere (the access
 * token on intranet paths, the user agent for how a miss is rendered, the
 * `cf-ray` for the request id). A middleware that comes to read a header for
 * public pages must make this replay step aside (note nothing, or key on it).
 *
 * A hit is noted by the page cache on the request object and recorded from
 * the finished response, so the headers kept are the ones every middleware
 * set on the way out; only the per-answer ones (Age, request id,
 * Server-Timing) are made again.
 */
export function createHitReplay(options: HitReplayOptions = {}): HitReplay {
  const memory = options.memory ?? isolatePageMemory;
  const strategy = options.strategy ?? STRATEGIES.page;
  const now = options.now ?? Date.now;
  const requestId = options.requestId ?? requestIdOf;
  const currentCv =
    options.cv ?? ((env: Env, config: Config, waitUntil) => isolateCvTracker(env, config).current(waitUntil));
  const noted = new WeakMap<Request, NotedHit>();
  const entries = new LRUCache<string, Replayable>({ max: options.maxEntries ?? 1000 });

  async function replayEntry(
    entry: Replayable,
    request: Request,
    env: Env,
    waitUntil: (promise: Promise<unknown>) => void,
  ): Promise<Response | null> {
    let config: Config;
    try {
      config = loadConfig(env as unknown as Record<string, unknown>);
    } catch {
      return null;
    }
    if (config !== entry.config) return null;
    if ((await currentCv(env, config, waitUntil)) !== entry.cv) return null;
    const held = memory.read(entry.key);
    if (!held || held.storedAt !== entry.storedAt) return null;
    const ageSeconds = Math.max(0, (now() - held.storedAt) / 1000);
    if (freshnessOf(ageSeconds, strategy) !== "fresh") return null;
    memory.countLookup(true);
    // One header list, handed over once: the kept headers never hold the three made here.
    const headers: [string, string][] = [
      ...entry.headers,
      ["age", String(Math.floor(ageSeconds))],
      ["x-request-id", requestId(request)],
      ["server-timing", 'page-cache;desc="HIT replayed"'],
    ];
    return new Response(held.body, { status: held.status, headers });
  }

  return {
    note(request, hit) {
      noted.set(request, hit);
    },
    record(request, response) {
      const hit = noted.get(request);
      if (!hit || request.method !== "GET" || response.status !== 200) return;
      const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
      entries.set(request.url, { ...hit, headers });
    },
    replay(request, env, waitUntil) {
      if (request.method !== "GET") return null;
      const entry = entries.get(request.url);
      return entry ? replayEntry(entry, request, env, waitUntil) : null;
    },
    clear: () => entries.clear(),
  };
}

/** The isolate's replay of page-cache hits, noted by the page cache and used by the worker's entry. */
export const isolateHitReplay: HitReplay = createHitReplay();
