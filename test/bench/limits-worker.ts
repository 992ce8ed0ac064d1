/**
 * The catalogue worker with its KV namespace counted, for the limits bench:
 * every read and write of `CATALOGUE_CACHE` is tallied, and so is the most
 * writes one key took within one second (KV accepts about one). `GET
 * /__limits/kv` answers the tallies, `DELETE /__limits/kv` starts them again.
 * Only the tallies are kept (no log of keys), so the counting itself does
 * not grow the heap the bench measures. Every other path is the worker's.
 */
import worker from "../../worker/index";

interface Tally {
  reads: number;
  writes: number;
  lists: number;
  deletes: number;
  maxWritesPerKeySecond: number;
  hottestKey: string;
}

const fresh = (): Tally => ({ reads: 0, writes: 0, lists: 0, deletes: 0, maxWritesPerKeySecond: 0, hottestKey: "" });
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

function counted(kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "get" || property === "getWithMetadata") tally.reads++;
        else if (property === "put") countWrite(String(args[0]));
        else if (property === "list") tally.lists++;
        else if (property === "delete") tally.deletes++;
        return value.apply(target, args);
      };
    },
  });
}

let wrapped: { original: Env; env: Env } | undefined;
/** One counted env per isolate, so per-isolate state keyed by the env object stays as the worker keeps it. */
function countedEnv(env: Env): Env {
  if (wrapped?.original === env) return wrapped.env;
  const countedOne = { ...env, CATALOGUE_CACHE: counted(env.CATALOGUE_CACHE) };
  wrapped = { original: env, env: countedOne };
  return countedOne;
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | Response {
    const url = new URL(request.url);
    if (url.pathname === "/__limits/kv") {
      if (request.method === "DELETE") tally = fresh();
      return Response.json(tally);
    }
    return worker.fetch(request, countedEnv(env), ctx);
  },
};
