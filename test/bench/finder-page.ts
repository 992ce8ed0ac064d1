/**
 * Finder figures of `npm run bench`: time to first byte of a finder page
 * while the search service takes `latencyMs` per answer, against the same
 * page with search at its normal speed. Every request asks a search text of
 * its own, so no tier (page cache, memory, KV) holds its answer. Measured
 * without compression (what the worker streams; see docs/performance.md).
 */

import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import { median, timedFetch } from "./product-page.ts";

export interface SlowSearchFigure {
  latencyMs: number;
  /** Median TTFB with search slowed, ms. */
  slowTtfbMs: number;
  /** Median TTFB with search at its normal speed, ms. */
  normalTtfbMs: number;
  /** Median time to the last byte with search slowed, ms. */
  slowTotalMs: number;
}

const setSearchLatency = (emulatorBase: string, latencyMs?: number) =>
  fetch(`${emulatorBase}/__control/faults/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(latencyMs === undefined ? {} : { latencyMs }),
  });

export async function finderFirstByteWithSlowSearch(
  workerBase: string,
  emulatorBase: string,
  finderPath: string,
  samples = 3,
  latencyMs = 2000,
): Promise<SlowSearchFigure> {
  let n = 0;
  const fresh = () => `${workerBase}${finderPath}?q=bench${Date.now().toString(36)}${++n}`;
  const normal: number[] = [];
  for (let i = 0; i < samples; i++) normal.push((await timedFetch(fresh(), "identity")).ttfb);
  const slow: number[] = [];
  const total: number[] = [];
  await setSearchLatency(emulatorBase, latencyMs);
  try {
    for (let i = 0; i < samples; i++) {
      const t = await timedFetch(fresh(), "identity");
      slow.push(t.ttfb);
      total.push(t.total);
    }
  } finally {
    await setSearchLatency(emulatorBase);
  }
  return { latencyMs, slowTtfbMs: median(slow), normalTtfbMs: median(normal), slowTotalMs: median(total) };
}

export interface MemoryTierFigure {
  lookups: number;
  hits: number;
  entries: number;
  bytes: number;
  /** The same for the page memory in front of the Cache API. */
  pages: { lookups: number; hits: number; entries: number; bytes: number };
}

/** The worker isolate's memory tier counters, from the `X-Memory-Tier` header of a debug answer. */
export async function memoryTierFigure(url: string): Promise<MemoryTierFigure> {
  const res = await fetch(`${url}${url.includes("?") ? "&" : "?"}debug=true`, {
    headers: { "user-agent": VISITOR_USER_AGENT },
  });
  await res.arrayBuffer();
  const header = res.headers.get("x-memory-tier") ?? "";
  const field = (name: string) => Number(new RegExp(`(?:^|, )${name}=(\\d+)`).exec(header)?.[1] ?? Number.NaN);
  return {
    lookups: field("lookups"),
    hits: field("hits"),
    entries: field("entries"),
    bytes: field("bytes"),
    pages: {
      lookups: field("page-lookups"),
      hits: field("page-hits"),
      entries: field("page-entries"),
      bytes: field("page-bytes"),
    },
  };
}
