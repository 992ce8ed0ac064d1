/**
 * What one request costs against the platform's per-request limits: its
 * subrequests, which are the backend calls it made (counted by the
 * emulators, which log every call with its start and end) and its Cache API
 * calls (Cloudflare counts `match`, `put` and `delete` against the same
 * quota as `fetch()`; counted by `limits-worker.ts`), the most backend calls
 * in flight at once, its KV reads and writes (counted by `limits-worker.ts`;
 * KV has a quota of its own), and its CPU: the
 * isolate's JavaScript time from a CPU profile taken through the inspector
 * around the request alone (what Cloudflare bills), and beside it the run
 * time of all of workerd's threads from /proc (which also holds the local
 * runtime's own KV, Cache API and network simulation, and the profiler).
 * Requests are asked one at a time, and each is given time to finish its
 * waitUntil work inside the profile.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { type CallRecord, type Control, SERVICES } from "../../emulators/control.ts";
import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import type { WranglerDev } from "../support/wrangler-dev.ts";
import { serverCpuMs } from "./cpu.ts";
import { heaviestFrames, isolateCpu, SPACING_CAP_FACTOR } from "./inspector.ts";

/** Run time of each thread of the workerd processes of a `wrangler dev`, ns by thread id. */
export function workerdThreadNs(dev: WranglerDev): Map<string, number> {
  const out = new Map<string, number>();
  const group = dev.process.pid;
  if (group === undefined) return out;
  const listing = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(group)], { encoding: "utf8" });
  for (const line of listing.split("\n")) {
    const [pid, command] = line.trim().split(/\s+/);
    if (!pid || !command?.startsWith("workerd")) continue;
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        out.set(task, Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]));
      }
    } catch {
      // A thread ended between the listing and the read.
    }
  }
  return out;
}

/** Run time of every thread of the workerd processes of a `wrangler dev`, ns. */
export function workerdCpuNs(dev: WranglerDev): number {
  let ns = 0;
  for (const n of workerdThreadNs(dev).values()) ns += n;
  return ns;
}

/** The threads' run time between two readings: all of them, and the busiest one's (the isolate's event loop). */
function threadsBetween(before: Map<string, number>, after: Map<string, number>) {
  let all = 0;
  let busiest = 0;
  for (const [tid, ns] of after) {
    const spent = ns - (before.get(tid) ?? 0);
    all += spent;
    busiest = Math.max(busiest, spent);
  }
  return { allMs: all / 1e6, busiestMs: busiest / 1e6 };
}

/** The `p`th percentile of `xs` (nearest rank); NaN for none. */
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The most calls that were open at the same moment. */
export function mostInFlight(calls: readonly CallRecord[]): number {
  const events = calls.flatMap((c) => [
    { t: c.at, d: 1 },
    { t: c.end ?? c.at, d: -1 },
  ]);
  // Ends before starts at the same millisecond: a call that ended as another began did not overlap it.
  events.sort((a, b) => a.t - b.t || a.d - b.d);
  let open = 0;
  let most = 0;
  for (const e of events) {
    open += e.d;
    most = Math.max(most, open);
  }
  return most;
}

export interface RequestCost {
  path: string;
  status: number;
  /** Backend calls and Cache API calls: what Cloudflare counts against the 50 of the Free plan. */
  subrequests: number;
  backendCalls: number;
  cacheCalls: number;
  inFlight: number;
  /** Calls by service and index, e.g. `search products-en-us: 2`. */
  calls: Record<string, number>;
  kvReads: number;
  kvWrites: number;
  /** The isolate's JavaScript CPU for the request and its waitUntil work (GC included), sampler gaps not billed, ms. */
  cpuMs: number;
  /** The same with the sampler's gaps counted whole, ms: an upper bound. */
  rawCpuMs: number;
  /** The isolate's own JavaScript and GC, each sample counted up to the sampler's spacing (`ownCpuMs`), ms. */
  ownCpuMs: number;
  /** Sampler gaps that ended on the request's JavaScript, and what they spanned, ms. */
  gaps: number;
  gapMs: number;
  /** Of which garbage collection, ms. */
  gcMs: number;
  /** Run time of all of workerd's threads over the request, ms: an upper bound, not what is billed. */
  threadsMs: number;
  /**
   * The busiest workerd thread's run time over the request: the thread that
   * runs the isolate's event loop. Its clock runs only while the thread does,
   * so a machine's load cannot add to it; but the thread also runs the local
   * runtime's own workers (its proxy, KV, Cache API), so an upper bound, ms.
   */
  busiestThreadMs: number;
  /** The frames with the most self time, `name:line ms`. */
  heaviest: string[];
}

const callName = (c: CallRecord) => {
  const index = /\/indexes\/([^/]+)\//.exec(c.path)?.[1];
  return index ? `${c.service} ${index}` : c.service;
};

async function settle(control: Control) {
  // Until no call has started or ended for 60 ms: the page's waitUntil work has run.
  let last = "";
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 60));
    const log = control.callLog();
    const now = `${log.length}:${log.filter((c) => c.end !== undefined).length}`;
    if (now === last) return;
    last = now;
  }
}

/** One request's costs; the worker must be `limits-worker.ts`. */
export async function requestCost(
  dev: WranglerDev,
  control: Control,
  path: string,
  profileIntervalUs?: number,
): Promise<RequestCost> {
  await (await fetch(`${dev.url}/__limits/kv`, { method: "DELETE" })).arrayBuffer();
  control.resetCalls();
  const { result, profile, cpuMs, rawCpuMs, ownCpuMs, gcMs, gaps, gapMs } = await isolateCpu(
    dev.inspectorPort,
    async () => {
      const before = workerdThreadNs(dev);
      const response = await fetch(`${dev.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
      await response.arrayBuffer();
      await settle(control);
      const { allMs, busiestMs } = threadsBetween(before, workerdThreadNs(dev));
      return { status: response.status, threadsMs: allMs, busiestMs };
    },
    profileIntervalUs,
  );
  const log = control.callLog();
  const kv = (await (await fetch(`${dev.url}/__limits/kv`)).json()) as {
    reads: number;
    writes: number;
    cacheMatches: number;
    cachePuts: number;
    cacheDeletes: number;
  };
  const calls: Record<string, number> = {};
  for (const c of log) calls[callName(c)] = (calls[callName(c)] ?? 0) + 1;
  const cache = { "cache match": kv.cacheMatches, "cache put": kv.cachePuts, "cache delete": kv.cacheDeletes };
  for (const [name, n] of Object.entries(cache)) if (n > 0) calls[name] = n;
  const cacheCalls = kv.cacheMatches + kv.cachePuts + kv.cacheDeletes;
  return {
    path,
    status: result.status,
    subrequests: log.length + cacheCalls,
    backendCalls: log.length,
    cacheCalls,
    inFlight: mostInFlight(log),
    calls,
    kvReads: kv.reads,
    kvWrites: kv.writes,
    cpuMs,
    rawCpuMs,
    ownCpuMs,
    gaps,
    gapMs,
    gcMs,
    threadsMs: result.threadsMs,
    busiestThreadMs: result.busiestMs,
    heaviest: heaviestFrames(profile, profileIntervalUs ?? 100),
  };
}

/**
 * CPU of the whole `wrangler dev` (its node and its workerd, every thread)
 * per page, for pages asked one after another from inside the isolate
 * (`/__limits/batch`), less as many `/healthz` asked the same way: an
 * independent check of the profile's figure that no sampler gap can move
 * (the clock ticks whatever runs), but that holds the local runtime's own
 * KV and Cache API work too, so an upper bound of what is billed.
 */
export async function batchCpuMs(dev: WranglerDev, paths: readonly string[]): Promise<number> {
  const ask = async (list: readonly string[]) => {
    const query = list.map((p) => `u=${encodeURIComponent(p)}`).join("&");
    const before = serverCpuMs(dev);
    const res = await fetch(`${dev.url}/__limits/batch?${query}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
    if (!res.ok) throw new Error(`batch: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    return serverCpuMs(dev) - before;
  };
  const pages = await ask(paths);
  const floor = await ask(paths.map(() => "/healthz"));
  return (pages - floor) / Math.max(1, paths.length);
}

/**
 * A check of the profile's reading against the isolate thread's clock: the
 * difference between two requests that only run JavaScript (`/__limits/spin`,
 * 2 and 20 million rounds; everything else about them is the same) read
 * as `ownCpuMs` and as the isolate thread's run time, medians of `rounds`
 * pairs, and the share of the spin's samples spaced further apart than the
 * cap `ownCpuMs` counts (the sampler late while the isolate ran, time that
 * cap would miss).
 */
export async function spinCalibration(dev: WranglerDev, control: Control, rounds = 5) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const own: number[] = [];
  const thread: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const small = await requestCost(dev, control, "/__limits/spin?n=2000000");
    const large = await requestCost(dev, control, "/__limits/spin?n=20000000");
    own.push(large.ownCpuMs - small.ownCpuMs);
    thread.push(large.busiestThreadMs - small.busiestThreadMs);
  }
  const { profile } = await isolateCpu(dev.inspectorPort, async () => {
    await (await fetch(`${dev.url}/__limits/spin?n=20000000`)).arrayBuffer();
  });
  const frame = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  // Nearly all of that request's JavaScript is the loop.
  const spacing = profile.samples.flatMap((id, i) =>
    ["(idle)", "(program)"].includes(frame.get(id) ?? "(idle)") ? [] : [profile.timeDeltas[i] ?? 0],
  );
  const cap = SPACING_CAP_FACTOR * 100;
  return {
    ownMs: median(own),
    threadMs: median(thread),
    overCap: spacing.filter((us) => us > cap).length / Math.max(1, spacing.length),
    medianSpacingUs: median(spacing),
  };
}

/** How long each backend takes to answer while `inFlight` measures: long enough for calls sent together to overlap. */
export const IN_FLIGHT_LATENCY_MS = 25;

/**
 * The most backend calls one request has open at once. The emulators answer
 * a search without waiting on anything, so calls the worker sends together
 * would be logged one after another; here every service answers after
 * `IN_FLIGHT_LATENCY_MS`, as a real backend over the network would, and the
 * log's start and end of each call show which overlapped.
 */
export async function inFlight(dev: WranglerDev, control: Control, path: string): Promise<number> {
  for (const service of SERVICES) control.setFault(service, { latencyMs: IN_FLIGHT_LATENCY_MS });
  try {
    control.resetCalls();
    const response = await fetch(`${dev.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
    await response.arrayBuffer();
    await settle(control);
    return mostInFlight(control.callLog());
  } finally {
    control.reset();
  }
}

/**
 * The workerd thread that runs the worker's isolate: the one that ran a
 * request of plain arithmetic (`/__limits/spin`); other threads run the
 * local runtime's entry worker and network.
 */
export async function isolateThread(dev: WranglerDev): Promise<string> {
  const before = workerdThreadNs(dev);
  await (await fetch(`${dev.url}/__limits/spin?n=20000000`)).arrayBuffer();
  let busiest = ["", 0] as [string, number];
  for (const [tid, ns] of workerdThreadNs(dev)) {
    const spent = ns - (before.get(tid) ?? 0);
    if (spent > busiest[1]) busiest = [tid, spent];
  }
  return busiest[0];
}

/**
 * One request's cost by the clock of the isolate's thread (`thread`), no
 * profiler running: its run time from the request's start until the
 * request's waitUntil work has settled, ms, and the backend calls made. On a
 * worker with `LIMITS_STAND_INS=1` that thread runs the catalogue's isolate
 * and the runtime's work on its behalf (its fetches, streams, crypto) only.
 */
export async function threadCost(dev: WranglerDev, control: Control, thread: string, path: string) {
  control.resetCalls();
  const before = workerdThreadNs(dev).get(thread) ?? 0;
  const response = await fetch(`${dev.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
  await response.arrayBuffer();
  await settle(control);
  const ms = ((workerdThreadNs(dev).get(thread) ?? 0) - before) / 1e6;
  return { path, status: response.status, ms, calls: control.callLog().length };
}
