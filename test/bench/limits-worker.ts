/**
 * The catalogue worker with its KV namespace and its Cache API counted, for
 * the limits bench: every read and write of `CATALOGUE_CACHE` is tallied, and
 * so is the most writes one key took within one second (KV accepts about
 * one); every `match`, `put` and `delete` of the Cache API too, which
 * Cloudflare counts against the same quota as `fetch()` subrequests. `GET
 * /__limits/kv` answers the tallies, `DELETE /__limits/kv` starts them again.
 * Only the tallies are kept (no log of keys), so the counting itself does
 * not grow the heap the bench measures.
 *
 * `GET /__limits/batch?u=PATH&u=PATH...` asks the worker for each PATH in
 * turn from inside the isolate (its waitUntil work awaited), so the bench can
 * read the process's CPU over many uncached pages without the way in and out
 * of each. `GET /__limits/spin?n=N` runs N rounds of plain arithmetic and
 * nothing else: a request whose whole cost is its own JavaScript, against
 * which the bench checks its reading of a CPU profile. Every other path is
 * the worker's.
 *
 * With the binding `LIMITS_STAND_INS=1` KV and the Cache API are held in the
 * isolate's memory (`limits-stand-ins.ts`): the bench reads CPU by the
 * isolate thread's clock on such a worker.
 */
import worker from "../../worker/index";
import { askInside } from "./ask-inside";
import { memoryCache, memoryKv } from "./limits-stand-ins";

interface Tally {
  reads: number;
  writes: number;
  lists: number;
  deletes: number;
  maxWritesPerKeySecond: number;
  hottestKey: string;
  cacheMatches: number;
  cachePuts: number;
  cacheDeletes: number;
}

const fresh = (): Tally => ({
  reads: 0,
  writes: 0,
  lists: 0,
  deletes: 0,
  maxWritesPerKeySecond: 0,
  hottestKey: "",
  cacheMatches: 0,
  cachePuts: 0,
  cacheDeletes: 0,
});
let tally = fresh();
let second = 0;
let writesThisSecond = new Map<string, number>();

function countWrite(key: string) {
  tally.writes++;
  // Date.now() moves between requests in workerd, which is all a per-second count needs.
  const now = Math.floor(Date.now() / 1000);
  if (now !== second) {
    second = now;
    writesThisSecond = new Map();
  }
  const n = (writesThisSecond.get(key) ?? 0) + 1;
  writesThisSecond.set(key, n);
  if (n > tally.maxWritesPerKeySecond) {
    tally.maxWritesPerKeySecond = n;
    tally.hottestKey = key;
  }
}

/** `target` with every method call passed to `count` (its name and arguments) before it runs. */
function counting<T extends object>(target: T, count: (method: string | symbol, args: unknown[]) => void): T {
  return new Proxy(target, {
    get(held, property) {
      const value = Reflect.get(held, property, held);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        count(property, args);
        return value.apply(held, args);
      };
    },
  });
}

const counted = (kv: KVNamespace): KVNamespace =>
  counting(kv, (method, args) => {
    if (method === "get" || method === "getWithMetadata") tally.reads++;
    else if (method === "put") countWrite(String(args[0]));
    else if (method === "list") tally.lists++;
    else if (method === "delete") tally.deletes++;
  });

const countedCache = (cache: Cache): Cache =>
  counting(cache, (method) => {
    if (method === "match") tally.cacheMatches++;
    else if (method === "put") tally.cachePuts++;
    else if (method === "delete") tally.cacheDeletes++;
  });

/**
 * `caches` replaced once by one whose caches count their calls. The worker
 * reads `caches.default` when it asks, so it finds the counted one.
 */
let cachesCounted = false;
function countCaches(standIns: boolean) {
  if (cachesCounted) return;
  cachesCounted = true;
  const named = new Map<string, Cache>();
  const storage = standIns
    ? {
        default: memoryCache(),
        async open(name: string) {
          const cache = named.get(name) ?? memoryCache();
          named.set(name, cache);
          return cache;
        },
      }
    : (globalThis.caches as unknown as { default: Cache; open(name: string): Promise<Cache> });
  const counted = {
    default: countedCache(storage.default),
    open: async (name: string) => countedCache(await storage.open(name)),
  };
  Object.defineProperty(globalThis, "caches", { value: counted, configurable: true, writable: true });
}

/** Asks the worker for each path in turn, as a request of its own, its waitUntil work awaited. */
async function batch(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const paths = url.searchParams.getAll("u");
  let bytes = 0;
  for (const path of paths)
    bytes += await askInside(new Request(new URL(path, url.origin), { headers: request.headers }), env);
  return Response.json({ pages: paths.length, bytes });
}

/** `n` fetches of `u` one after another, their bodies read: what the runtime spends on a backend call. */
async function fetches(url: URL): Promise<Response> {
  const target = url.searchParams.get("u") ?? "";
  let bytes = 0;
  for (let i = 0; i < Number(url.searchParams.get("n") ?? 0); i++) bytes += (await (await fetch(target)).text()).length;
  return Response.json({ bytes });
}

/** N rounds of arithmetic the compiler cannot drop (the answer depends on every round). */
function spin(n: number): number {
  let x = 0x9e3779b9;
  for (let i = 0; i < n; i++) x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + i) | 0;
  return x;
}

const standIns = (env: Env) => (env as unknown as Record<string, unknown>).LIMITS_STAND_INS === "1";

let wrapped: { original: Env; env: Env } | undefined;
/** One counted env per isolate, so per-isolate state keyed by the env object stays as the worker keeps it. */
function countedEnv(env: Env): Env {
  if (wrapped?.original === env) return wrapped.env;
  const kv = standIns(env) ? memoryKv() : env.CATALOGUE_CACHE;
  const countedOne = { ...env, CATALOGUE_CACHE: counted(kv) };
  wrapped = { original: env, env: countedOne };
  return countedOne;
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | Response {
    countCaches(standIns(env));
    const url = new URL(request.url);
    if (url.pathname === "/__limits/kv") {
      if (request.method === "DELETE") tally = fresh();
      return Response.json(tally);
    }
    if (url.pathname === "/__limits/fetch") return fetches(url);
    if (url.pathname === "/__limits/spin") return Response.json({ x: spin(Number(url.searchParams.get("n") ?? 0)) });
    if (url.pathname === "/__limits/batch") return batch(request, countedEnv(env));
    return worker.fetch(request, countedEnv(env), ctx);
  },
};
