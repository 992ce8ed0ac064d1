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
