import { performance } from "node:perf_hooks";
import { VISITOR_USER_AGENT } from "../support/visitor.ts";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Closed-loop load: `concurrency` clients each request `url` and read the
 * whole body, again and again, for `durationMs`. Latency is to the last byte.
 */
export async function runLoad(
  url: string,
  options: { concurrency: number; durationMs: number; warmup?: number },
): Promise<LoadResult> {
  for (let i = 0; i < (options.warmup ?? 20); i++)
    await (await fetch(url, { headers: { "user-agent": VISITOR_USER_AGENT } })).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await fetch(url, { headers: { "user-agent": VISITOR_USER_AGENT } });
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - t0);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export interface InterleavedResult {
  /** Requests answered per URL (equal, give or take one per client). */
  requests: number;
  errors: number;
  /** Mean and median time to the last byte per URL, in the order given, ms. */
  means: number[];
  p50s: number[];
}

/**
 * Closed-loop load on several URLs at once: each of `concurrency` clients
 * asks every URL in turn, again and again (each client starting at another
 * one). All of them see the same machine at the same moments, so on a shared
 * machine their ratios hold where runs one after the other do not. With
 * every client always busy, the ratio of two mean latencies is the inverse
 * ratio of the throughput each would reach.
 */
export async function runInterleavedLoad(
  urls: readonly string[],
  options: { concurrency: number; durationMs: number; warmup?: number },
): Promise<InterleavedResult> {
  for (let i = 0; i < (options.warmup ?? 20); i++) {
    for (const url of urls) await (await fetch(url)).arrayBuffer();
  }
  const times: number[][] = urls.map(() => []);
  let errors = 0;
  const deadline = performance.now() + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let turn = client; performance.now() < deadline; turn++) {
        const index = turn % urls.length;
        const t0 = performance.now();
        try {
          const res = await fetch(urls[index] as string);
          await res.arrayBuffer();
          if (res.ok) times[index]?.push(performance.now() - t0);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  for (const t of times) t.sort((x, y) => x - y);
  return {
    requests: Math.min(...times.map((t) => t.length)),
    errors,
    means: times.map((t) => t.reduce((sum, x) => sum + x, 0) / t.length),
    p50s: times.map((t) => percentile(t, 50)),
  };
}
