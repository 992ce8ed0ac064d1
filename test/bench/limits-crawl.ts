/**
 * The limits bench's crawl: distinct pages through one isolate, a few
 * clients at once, with the isolate's heap after garbage collection sampled
 * between stretches of the crawl (each sample its own inspector connection)
 * and KV writes counted for the whole load.
 */
import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import type { WranglerDev } from "../support/wrangler-dev.ts";
import { heapAfterGc } from "./inspector.ts";
import type { BenchPath } from "./limits-paths.ts";

export interface CrawlFigure {
  pages: number;
  seconds: number;
  statuses: Record<string, number>;
  /** Paths that answered 5xx or failed, a few of them. */
  failures: string[];
  /** [pages crawled, heap after GC in MB] at each sample. */
  heap: [number, number][];
  kvReadsPerRequest: number;
  kvWritesPerRequest: number;
  maxWritesPerKeySecond: number;
  hottestKey: string;
}

const MB = 1024 * 1024;

export async function crawl(
  dev: WranglerDev,
  paths: readonly BenchPath[],
  options: { concurrency: number; samples: number },
): Promise<CrawlFigure> {
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  const heap: [number, number][] = [[0, (await heapAfterGc(dev.inspectorPort)) / MB]];
  await (await fetch(`${dev.url}/__limits/kv`, { method: "DELETE" })).arrayBuffer();
  const started = performance.now();
  const stretch = Math.max(1, Math.ceil(paths.length / options.samples));
  for (let from = 0; from < paths.length; from += stretch) {
    const part = paths.slice(from, from + stretch);
    let next = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        for (let i = next++; i < part.length; i = next++) {
          const path = part[i]?.path ?? "";
          let status = "error";
          try {
            const res = await fetch(`${dev.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
            await res.arrayBuffer();
            status = String(res.status);
          } catch {}
          statuses[status] = (statuses[status] ?? 0) + 1;
          if ((status === "error" || status.startsWith("5")) && failures.length < 10)
            failures.push(`${status} ${path}`);
        }
      }),
    );
    heap.push([from + part.length, (await heapAfterGc(dev.inspectorPort)) / MB]);
  }
  const seconds = (performance.now() - started) / 1000;
  const kv = (await (await fetch(`${dev.url}/__limits/kv`)).json()) as {
    reads: number;
    writes: number;
    maxWritesPerKeySecond: number;
    hottestKey: string;
  };
  return {
    pages: paths.length,
    seconds,
    statuses,
    failures,
    heap,
    kvReadsPerRequest: kv.reads / paths.length,
    kvWritesPerRequest: kv.writes / paths.length,
    maxWritesPerKeySecond: kv.maxWritesPerKeySecond,
    hottestKey: kv.hottestKey,
  };
}
