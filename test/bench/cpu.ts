/**
 * CPU time the server side spends per request: user and system time of
 * every process of a `wrangler dev` (wrangler's node and its workerd), read
 * from /proc before and after a batch of requests. Unlike latency or
 * throughput, CPU time barely moves when other jobs share the machine, so
 * the ratio of two servers' CPU per request is what their throughput ratio
 * would be on a quiet, CPU-bound machine.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { WranglerDev } from "../support/wrangler-dev.ts";

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** User plus system CPU time of the processes in the dev server's session, ms. */
export function serverCpuMs(dev: WranglerDev): number {
  const session = dev.process.pid;
  if (session === undefined) return Number.NaN;
  const listing = execFileSync("ps", ["-o", "pid=", "-s", String(session)], { encoding: "utf8" });
  let ticks = 0;
  for (const pid of listing
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Server CPU per request of `url` (or of each URL it gives), over `requests` asked by `concurrency` clients, ms. */
export async function cpuPerRequest(
  dev: WranglerDev,
  url: string | (() => string),
  options: { requests: number; concurrency: number; headers?: Record<string, string> },
): Promise<number> {
  let left = options.requests;
  const before = serverCpuMs(dev);
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (left-- > 0) {
        const asked = typeof url === "string" ? url : url();
        await (await fetch(asked, options.headers ? { headers: options.headers } : {})).arrayBuffer();
      }
    }),
  );
  // Let the server finish what it does after the last byte (waitUntil work) before reading its time.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return (serverCpuMs(dev) - before) / options.requests;
}
