/**
 * The performance devices' A/B figures (ADR 0065): for each device, the
 * catalogue worker with every device on beside one with that device
 * switched off (`PERF_DEVICES_OFF`), asked in the same interleaved rounds
 * for the page the device is for; and the uncached product page (every
 * request a page-cache miss of its own) against the constant worker. A
 * ratio is the device-off worker's mean latency over the device-on one's:
 * above 1 the device saves time, with every client always busy it is also
 * the throughput the device gains.
 */
import { performance } from "node:perf_hooks";
import type { PerfDevice } from "../../worker/config.ts";
import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";
import { cpuPerRequest } from "./cpu.ts";

/** A target of an interleaved round: the URL of each of its requests. */
type Target = () => string;

/**
 * Closed-loop load on several targets at once, as `runInterleavedLoad` does,
 * asking as a visitor's browser (a bot would get every page complete).
 * Answers the mean time to the last byte per target, ms.
 */
export async function interleavedMeans(
  targets: readonly Target[],
  options: { concurrency: number; durationMs: number; warmup?: number },
): Promise<{ means: number[]; requests: number; errors: number }> {
  const ask = async (url: string) => {
    const res = await fetch(url, { headers: { "user-agent": VISITOR_USER_AGENT } });
    await res.arrayBuffer();
    return res.ok;
  };
  for (let i = 0; i < (options.warmup ?? 10); i++) for (const target of targets) await ask(target());
  const times: number[][] = targets.map(() => []);
  let errors = 0;
  const deadline = performance.now() + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, client) => {
      for (let turn = client; performance.now() < deadline; turn++) {
        const index = turn % targets.length;
        const t0 = performance.now();
        try {
          if (await ask((targets[index] as Target)())) times[index]?.push(performance.now() - t0);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return {
    means: times.map((t) => t.reduce((sum, x) => sum + x, 0) / t.length),
    requests: Math.min(...times.map((t) => t.length)),
    errors,
  };
}

export interface DeviceFigure {
  device: PerfDevice;
  /** What was asked of both workers. */
  page: string;
  /** Device off / device on, mean latency to the last byte, one per round. */
  ratios: number[];
  errors: number;
}

export interface DeviceBench {
  /** The worker with every device on, and its product page's path. */
  worker: WranglerDev;
  bindings: Record<string, string>;
  productPath: string;
  /** Every product page of the catalogue, for a device that acts across products (asked in turn, the same order of each worker). */
  productPaths?: readonly string[];
  rounds: number;
  concurrency: number;
  durationMs: number;
}

/** Editor parameters that fail the check: published content, rendered on every request, never from the page cache. */
const UNCACHED = "?_storyblok_tk[token]=bench";

/** Which page each device is for: where it acts, and the way a visitor meets it there. */
const PAGES: Record<PerfDevice, { name: string; query: () => () => string; acrossProducts?: boolean }> = {
  // The navbar and footer as HTML kept per story: every rendered page.
  "chrome-markup": { name: "uncached product page", query: () => () => UNCACHED },
  // The first byte waits up to 20 ms for deferred sections answered from the caches: a page renders once, in
  // place, and is kept as sent. Without it a page streams, and is kept only from its second ask, by a
  // second render (ADR 0086): each page is asked twice.
  "deferred-budget": { name: "product page, each page-cache key asked twice", query: () => missQuery(2) },
  // A page goes to the Cache API on its second ask: a page asked once (a crawl's long tail) is never put there,
  // nor rendered again complete when it streamed (ADR 0086; against emulators that answer at once, few stream).
  "edge-admission": { name: "product page, a page-cache miss each request", query: () => missQuery() },
  // Plants, contacts, packaging and classification names held by ID: a product's page after other products' pages.
  "documents-by-id": {
    name: "product pages in turn, a page-cache miss each request",
    query: () => missQuery(),
    acrossProducts: true,
  },
};

/** The paths of `paths` in turn from the start, again from the start once all were asked. */
function inTurn(paths: readonly string[], fallback: string): () => string {
  let n = 0;
  return () => (paths.length ? (paths[n++ % paths.length] ?? fallback) : fallback);
}

/** A query that makes every request (or every `asks` requests) another page-cache key: the first ask of each a miss. */
function missQuery(asks = 1): () => string {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  let n = 0;
  return () => `?miss=${run}-${Math.floor(n++ / asks)}`;
}

/** Each device's A/B, one worker with the device off at a time, beside the worker with every device on. */
export async function deviceFigures(bench: DeviceBench, devices: readonly PerfDevice[]): Promise<DeviceFigure[]> {
  const figures: DeviceFigure[] = [];
  for (const device of devices) {
    const page = PAGES[device];
    const off = await startWranglerDev({ bindings: { ...bench.bindings, PERF_DEVICES_OFF: device } });
    // A device that acts across products meets both sides' caches as empty: the bench's own worker has
    // read every product already, which would make its side the warm one.
    const on = page.acrossProducts ? await startWranglerDev({ bindings: bench.bindings }) : bench.worker;
    try {
      const across = page.acrossProducts ? (bench.productPaths ?? []) : [];
      const onPath = inTurn(across, bench.productPath);
      const offPath = inTurn(across, bench.productPath);
      // Each worker its own keys: a key asked twice is asked twice of the same worker.
      const [onQuery, offQuery] = [page.query(), page.query()];
      const ratios: number[] = [];
      let errors = 0;
      for (let round = 0; round < bench.rounds; round++) {
        const result = await interleavedMeans(
          [() => `${on.url}${onPath()}${onQuery()}`, () => `${off.url}${offPath()}${offQuery()}`],
          {
            concurrency: bench.concurrency,
            durationMs: bench.durationMs,
          },
        );
        ratios.push((result.means[1] ?? Number.NaN) / (result.means[0] ?? Number.NaN));
        errors += result.errors;
      }
      figures.push({ device, page: page.name, ratios, errors });
    } finally {
      await off.stop();
      if (on !== bench.worker) await on.stop();
    }
  }
  return figures;
}

/** The uncached product page's figures of one worker, one entry per round. */
export interface UncachedFigure {
  /** Constant mean / worker mean, each request a page-cache miss. */
  misses: number[];
  /** The same past the page cache (rendered, not stored). */
  bypassed: number[];
  /** Server CPU per request of a miss, ms. */
  missCpu: number[];
}

/**
 * The uncached product page against the constant worker answering its bytes,
 * interleaved: every request of the worker a page-cache miss of its own
 * (rendered, and stored as the page cache stores a miss), and the same with
 * the page cache bypassed (rendered only). Constant mean / worker mean, one
 * per round: the throughput the worker reaches of the constant one's. Each
 * of `baselines` (earlier trees of the worker, serving the same path) is
 * asked the same way in the same rounds. Then the same in server CPU per
 * request, which a shared machine moves least: a miss of each worker, and
 * the constant worker's answer.
 */
export async function uncachedAgainstConstant(
  bench: DeviceBench,
  constant: { dev: WranglerDev; url: string },
  baselines: readonly WranglerDev[] = [],
): Promise<{ figures: UncachedFigure[]; constantCpu: number[] }> {
  const workers = [bench.worker, ...baselines];
  const figures: UncachedFigure[] = workers.map(() => ({ misses: [], bypassed: [], missCpu: [] }));
  const constantCpu: number[] = [];
  const miss = missQuery();
  const pages = workers.map((worker) => `${worker.url}${bench.productPath}`);
  const targets: Target[] = [
    () => constant.url,
    ...pages.flatMap((page): Target[] => [() => `${page}${miss()}`, () => `${page}${UNCACHED}`]),
  ];
  const visitor = { "user-agent": VISITOR_USER_AGENT };
  for (let round = 0; round < bench.rounds; round++) {
    const result = await interleavedMeans(targets, { concurrency: bench.concurrency, durationMs: bench.durationMs });
    const constantMean = result.means[0] ?? Number.NaN;
    for (const [i, figure] of figures.entries()) {
      figure.misses.push(constantMean / (result.means[1 + 2 * i] ?? Number.NaN));
      figure.bypassed.push(constantMean / (result.means[2 + 2 * i] ?? Number.NaN));
    }
    const cpu = { requests: 300, concurrency: 2, headers: visitor };
    constantCpu.push(await cpuPerRequest(constant.dev, constant.url, cpu));
    for (const [i, worker] of workers.entries()) {
      figures[i]?.missCpu.push(await cpuPerRequest(worker, () => `${pages[i]}${miss()}`, cpu));
    }
  }
  return { figures, constantCpu };
}
