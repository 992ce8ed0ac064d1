/**
 * What one request costs against the platform's per-request limits: the
 * backend calls it made (subrequests; counted by the emulators, which log
 * every call with its start and end), the most of them in flight at once,
 * its KV reads and writes (counted by `limits-worker.ts`), and its CPU: the
 * isolate's JavaScript time from a CPU profile taken through the inspector
 * around the request alone (what Cloudflare bills), and beside it the run
 * time of all of workerd's threads from /proc (which also holds the local
 * runtime's own KV, Cache API and network simulation, and the profiler).
 * Requests are asked one at a time, and each is given time to finish its
 * waitUntil work inside the profile.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { CallRecord, Control } from "../../emulators/control.ts";
import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import type { WranglerDev } from "../support/wrangler-dev.ts";
import { isolateCpu } from "./inspector.ts";

/** Run time of every thread of the workerd processes of a `wrangler dev`, ns. */
export function workerdCpuNs(dev: WranglerDev): number {
  const group = dev.process.pid;
  if (group === undefined) return Number.NaN;
  const listing = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(group)], { encoding: "utf8" });
  let ns = 0;
  for (const line of listing.split("\n")) {
    const [pid, command] = line.trim().split(/\s+/);
    if (!pid || !command?.startsWith("workerd")) continue;
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      }
    } catch {
      // A thread ended between the listing and the read.
    }
  }
  return ns;
}

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
  subrequests: number;
  inFlight: number;
  /** Calls by service and index, e.g. `search products-en-us: 2`. */
  calls: Record<string, number>;
  kvReads: number;
  kvWrites: number;
  /** The isolate's JavaScript CPU for the request and its waitUntil work (GC included), ms. */
  cpuMs: number;
  /** The same without bounding a sample's weight (gaps the sampler missed counted whole), ms: an upper bound. */
  rawCpuMs: number;
  /** Of which garbage collection, ms. */
  gcMs: number;
  /** Run time of all of workerd's threads over the request, ms: an upper bound, not what is billed. */
  threadsMs: number;
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
export async function requestCost(dev: WranglerDev, control: Control, path: string): Promise<RequestCost> {
  await (await fetch(`${dev.url}/__limits/kv`, { method: "DELETE" })).arrayBuffer();
  control.resetCalls();
  const { result, cpuMs, rawCpuMs, gcMs } = await isolateCpu(dev.inspectorPort, async () => {
    const before = workerdCpuNs(dev);
    const response = await fetch(`${dev.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
    await response.arrayBuffer();
    await settle(control);
    return { status: response.status, threadsMs: (workerdCpuNs(dev) - before) / 1e6 };
  });
  const log = control.callLog();
  const kv = (await (await fetch(`${dev.url}/__limits/kv`)).json()) as { reads: number; writes: number };
  const calls: Record<string, number> = {};
  for (const c of log) calls[callName(c)] = (calls[callName(c)] ?? 0) + 1;
  return {
    path,
    status: result.status,
    subrequests: log.length,
    inFlight: mostInFlight(log),
    calls,
    kvReads: kv.reads,
    kvWrites: kv.writes,
    cpuMs,
    rawCpuMs,
    gcMs,
    threadsMs: result.threadsMs,
  };
}
