/**
 * The catalogue worker asked from inside itself: `GET /loop?n=N&u=PATH` runs
 * the worker's own entry N times for PATH (a new request each time, its
 * waitUntil work awaited) and answers only the byte count. Its server CPU per
 * request, less that of `n=0`, over N is what the app costs per page on this
 * runtime, without the request's way in and the response's way out (the
 * proxy of `wrangler dev`, the headers, the compression); `bare-worker.ts`
 * gives the bare render the same way. With `miss=1` each run asks PATH with
 * a query of its own, so each is a page-cache miss (rendered and stored).
 * Every other path is the worker's.
 */
import worker from "../../worker/index";
import { askInside } from "./ask-inside";

/** Runs of this isolate so far: a page-cache key of its own for each run that asks a miss. */
let runs = 0;

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/loop") return worker.fetch(request, env, ctx);
    const n = Number(url.searchParams.get("n") ?? 1);
    const target = new URL(url.searchParams.get("u") ?? "/healthz", url.origin);
    const miss = url.searchParams.get("miss") === "1";
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      if (miss) target.searchParams.set("miss", String(++runs));
      bytes += await askInside(new Request(target, { headers: request.headers }), env);
    }
    return new Response(String(bytes));
  },
};
