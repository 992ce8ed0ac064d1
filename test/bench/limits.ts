/**
 * `npm run bench:limits`: the catalogue's cost against Cloudflare's
 * per-isolate and per-request limits (DESIGN section 11), at each demo
 * catalogue scale, printed as figure | scale 1 | scale 20 | limit | met?.
 *
 *   BENCH_LIMITS_SCALES=1,20   scales to measure (DEMO_SCALE values)
 *   BENCH_LIMITS_PAGES=10000   distinct pages in the crawl (less for a quick run)
 *   BENCH_LIMITS_SAMPLES=50    requests per page type for subrequests, KV and CPU
 *   BENCH_LIMITS_BATCH=20      uncached pages per type asked from inside the isolate for the CPU check
 *   BENCH_LIMITS_PROFILE_US=100  the CPU profile's sampling interval, µs
 *   BENCH_LIMITS_TYPES=product,sitemap  page types to sample (default every type)
 *   BENCH_LIMITS_AB=edge-admission  a performance device's A/B by the isolate thread's clock: uncached product
 *                      pages asked in turn of a worker with every device on and one with that device off
 *   BENCH_LIMITS_AB_LATENCY_MS=25  every backend answering after that long during the A/B (default: at once)
 *
 * Each scale gets its own emulators and its own `wrangler dev` of the
 * production build, wrapped by `limits-worker.ts` to count KV.
 */
import { startEmulators } from "../../emulators/server.ts";
import { PERF_DEVICES } from "../../worker/config.ts";
import { demoBindings } from "../support/bindings.ts";
import { ensureClientBuild } from "../support/client-build.ts";
import { startWranglerDev } from "../support/wrangler-dev.ts";
import { writeAppLoopWorker } from "./constant-worker.ts";
import { SPACING_CAP_FACTOR } from "./inspector.ts";
import { crawl } from "./limits-crawl.ts";
import { benchPaths, crawlPaths, PAGE_TYPES } from "./limits-paths.ts";
import {
  batchCpuMs,
  IN_FLIGHT_LATENCY_MS,
  inFlight,
  percentile,
  type RequestCost,
  requestCost,
  spinCalibration,
} from "./limits-probe.ts";
import { checkSitemap } from "./limits-sitemap.ts";
import { threadClockFigures } from "./limits-thread-clock.ts";

/** A whole number from the environment, at least `least` (1 unless the setting may be off at 0). */
const int = (name: string, fallback: number, least = 1) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < least)
    throw new Error(`${name} must be a whole number of ${least} or more, got "${raw}"`);
  return n;
};
const SCALES = (process.env.BENCH_LIMITS_SCALES ?? "1,20").split(",").map((s) => Number(s.trim()));
const PAGES = int("BENCH_LIMITS_PAGES", 10_000);
const SAMPLES = int("BENCH_LIMITS_SAMPLES", 50);
const CONCURRENCY = int("BENCH_LIMITS_CONCURRENCY", 4);
const BATCH = int("BENCH_LIMITS_BATCH", 20);
const PROFILE_US = int("BENCH_LIMITS_PROFILE_US", 100);
/** Heap samples over the crawl; each is a heap snapshot, seconds long on a large heap. */
const SAMPLES_OF_HEAP = int("BENCH_LIMITS_HEAP_SAMPLES", 12);
/** GC samples in one request above which it counts as one the isolate collected garbage in, ms. */
const GC_IN_REQUEST_MS = 1;
const AB = PERF_DEVICES.find((d) => d === process.env.BENCH_LIMITS_AB);
const TYPES = process.env.BENCH_LIMITS_TYPES
  ? PAGE_TYPES.filter((t) => process.env.BENCH_LIMITS_TYPES?.split(",").includes(t))
  : PAGE_TYPES;

interface Row {
  figure: string;
  limit: string;
  /** Whether a scale's value meets the limit; undefined for a figure shown for information. */
  met?: (value: number) => boolean;
}

const rows: Row[] = [];
const values = new Map<string, Map<number, { text: string; value: number }>>();
function record(row: Row, scale: number, value: number, text = value.toFixed(1)) {
  if (!values.has(row.figure)) {
    rows.push(row);
    values.set(row.figure, new Map());
  }
  values.get(row.figure)?.set(scale, { text, value });
}

async function measure(scale: number) {
  const started = performance.now();
  const emulators = await startEmulators({ port: 0, scale });
  const emulatorsMs = performance.now() - started;
  const base = `http://127.0.0.1:${emulators.port}`;
  const worker = await startWranglerDev({
    bindings: { ...demoBindings(base), LOG_LEVEL: "error" },
    ...writeAppLoopWorker("test/bench/limits-worker.ts"),
  });
  try {
    console.log(`scale ${scale}: emulators ready in ${(emulatorsMs / 1000).toFixed(1)} s; worker on ${worker.url}`);
    record({ figure: "emulator start-up, s", limit: "-" }, scale, emulatorsMs / 1000);
    const byType = await benchPaths(base, PAGES);

    // The isolate's very first request, then a warm-up of every type but the sitemap (its first request stays
    // cold), then each type one request at a time, each a page not asked before (uncached). The isolate's CPU
    // is read from a profile of the request alone; the threads' figure is net of a request that does nothing
    // (`/healthz`): what the local runtime spends to carry any request in and out is not the page's.
    const products = byType.get("product") ?? [];
    const coldIsolate = await requestCost(worker, emulators.control, products.at(-1) ?? "/healthz", PROFILE_US);
    record(
      { figure: "subrequests, product, cold isolate", limit: "50", met: (v) => v <= 50 },
      scale,
      coldIsolate.subrequests,
      `${coldIsolate.subrequests} (${coldIsolate.backendCalls} backend + ${coldIsolate.cacheCalls} Cache API)`,
    );
    for (const type of PAGE_TYPES.filter((t) => t !== "sitemap")) {
      for (const path of (byType.get(type) ?? []).slice(-6, -1))
        await (await fetch(`${worker.url}${path}`)).arrayBuffer();
    }
    const floors: number[] = [];
    for (let i = 0; i < 10; i++)
      floors.push((await requestCost(worker, emulators.control, "/healthz", PROFILE_US)).threadsMs);
    const floor = percentile(floors, 50);
    const check = await spinCalibration(worker, emulators.control);
    console.log(`  CPU reading check: ${JSON.stringify(check)}`);
    record(
      {
        figure: "CPU reading check: 18M rounds of arithmetic, profile (own) / isolate thread ms; samples past the cap",
        limit: "-",
      },
      scale,
      check.ownMs,
      `${check.ownMs.toFixed(1)} / ${check.threadMs.toFixed(1)}; ${(100 * check.overCap).toFixed(1)} %`,
    );
    record({ figure: "workerd threads ms of /healthz (the floor taken off)", limit: "-" }, scale, floor);
    /** The request with the most subrequests of any type on this warm isolate: asked again on a cold one below. */
    let heaviest: RequestCost | undefined;
    for (const type of TYPES) {
      const paths = byType.get(type) ?? [];
      const list: RequestCost[] = [];
      if (type === "sitemap") {
        // The index (or the one file) first, then every file it names: each a page of its own, uncached.
        const first = paths[0] ?? "/sitemap.xml";
        list.push(await requestCost(worker, emulators.control, first, PROFILE_US));
        const index = await (await fetch(`${worker.url}${first}`)).text();
        const files = index.includes("<sitemapindex")
          ? [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "", worker.url).pathname)
          : [];
        for (const file of files.slice(0, SAMPLES))
          list.push(await requestCost(worker, emulators.control, file, PROFILE_US));
      } else {
        for (const path of paths.slice(0, SAMPLES))
          list.push(await requestCost(worker, emulators.control, path, PROFILE_US));
      }
      const cold = list[0];
      const warm = list.slice(1);
      const most = list.reduce<RequestCost | undefined>(
        (m, c) => (m && m.subrequests >= c.subrequests ? m : c),
        undefined,
      );
      if (most && (!heaviest || most.subrequests > heaviest.subrequests)) heaviest = most;
      // Every request of a type is a page not asked before, so uncached.
      const cpu = list.map((c) => c.cpuMs);
      const own = list.map((c) => c.ownCpuMs);
      const busiest = list.map((c) => c.busiestThreadMs);
      const clean = list.filter((c) => c.gaps === 0).map((c) => c.cpuMs);
      const raw = list.map((c) => c.rawCpuMs);
      const gc = list.map((c) => c.gcMs);
      const gapped = list.filter((c) => c.gaps > 0);
      const threads = list.map((c) => Math.max(0, c.threadsMs - floor));
      // The same type asked from inside the isolate, pages not asked before (the sitemap has too few).
      const batchPaths = type === "sitemap" ? [] : paths.slice(SAMPLES, SAMPLES + BATCH);
      const batch = batchPaths.length ? await batchCpuMs(worker, batchPaths) : Number.NaN;
      console.log(
        `  ${type}: first ${cold?.subrequests} subrequests (${JSON.stringify(cold?.calls)}), most ${most?.subrequests} (${most?.path}: ${JSON.stringify(most?.calls)}); the isolate's thread p50 ${percentile(busiest, 50).toFixed(1)} p99 ${percentile(busiest, 99).toFixed(1)} ms; isolate JS by sample time p50 ${percentile(cpu, 50).toFixed(1)} ms p99 ${percentile(cpu, 99).toFixed(1)} ms over ${cpu.length} (GC p50 ${percentile(gc, 50).toFixed(1)} ms); ${gapped.length} with sampler gaps (${gapped.reduce((n, c) => n + c.gaps, 0)} gaps, ${gapped.reduce((n, c) => n + c.gapMs, 0).toFixed(0)} ms not billed), gap-free p50 ${percentile(clean, 50).toFixed(1)} p99 ${percentile(clean, 99).toFixed(1)} ms over ${clean.length}; gaps counted whole p50 ${percentile(raw, 50).toFixed(1)} p99 ${percentile(raw, 99).toFixed(1)} ms; process CPU per page from inside the isolate ${batch.toFixed(1)} ms over ${batchPaths.length}; workerd threads p50 ${percentile(threads, 50).toFixed(1)} ms p99 ${percentile(threads, 99).toFixed(1)} ms; statuses ${[...new Set(list.map((c) => c.status))].join(",")}`,
      );
      // An area's first page in a language on this isolate loads and renders that area's chrome too.
      const areaOf = (path: string) => /^\/pim\/(?:fragment|api)\/([^/]+\/[^/]+)/.exec(path)?.[1] ?? path;
      const seen = new Set(
        PAGE_TYPES.filter((t) => t !== "sitemap").flatMap((t) => (byType.get(t) ?? []).slice(-6, -1).map(areaOf)),
      );
      const areaFirst: number[] = [];
      const areaKnown: number[] = [];
      for (const c of list) {
        (seen.has(areaOf(c.path)) ? areaKnown : areaFirst).push(c.ownCpuMs);
        seen.add(areaOf(c.path));
      }
      console.log(
        `    an area's first page on the isolate: ${areaFirst.length}, p50 ${percentile(areaFirst, 50).toFixed(1)} ms; the others p50 / p99 ${percentile(areaKnown, 50).toFixed(1)} / ${percentile(areaKnown, 99).toFixed(1)} ms over ${areaKnown.length}`,
      );
      const slowest = [...list]
        .sort((a, b) => b.ownCpuMs - a.ownCpuMs)
        .slice(0, Number(process.env.BENCH_LIMITS_SLOWEST ?? 5));
      // The tail's cause: a request the isolate collected garbage in (a scavenge or a full collection
      // landing in it) against one it did not. Over 1 ms of samples in the collector is counted as one.
      const collected = list.filter((c) => c.gcMs > GC_IN_REQUEST_MS).map((c) => c.ownCpuMs);
      const uncollected = list.filter((c) => c.gcMs <= GC_IN_REQUEST_MS).map((c) => c.ownCpuMs);
      console.log(
        `    isolate's own JS p25 / p50 / p75 / p90 / p95 / p99: ${[25, 50, 75, 90, 95, 99].map((p) => percentile(own, p).toFixed(1)).join(" / ")} ms; GC over 2 ms in ${gc.filter((g) => g > 2).length}; with a collection (GC over ${GC_IN_REQUEST_MS} ms) ${collected.length}, p50 ${percentile(collected, 50).toFixed(1)} ms; without, p50 / p99 ${percentile(uncollected, 50).toFixed(1)} / ${percentile(uncollected, 99).toFixed(1)} ms`,
      );
      if (type === "product")
        record(
          {
            figure: `CPU ms, the isolate's own JS, uncached product page, requests with no garbage collection (GC up to ${GC_IN_REQUEST_MS} ms), p50 / p99 (n of all)`,
            limit: "-",
          },
          scale,
          percentile(uncollected, 99),
          `${percentile(uncollected, 50).toFixed(1)} / ${percentile(uncollected, 99).toFixed(1)} (${uncollected.length} of ${list.length})`,
        );
      for (const c of slowest)
        console.log(
          `    slowest: ${c.ownCpuMs.toFixed(1)} ms (up to 1 ms spacing ${c.cpuMs.toFixed(1)}, GC ${c.gcMs.toFixed(1)}, ${c.backendCalls} calls) ${c.path}: ${c.heaviest.join(", ")}`,
        );
      const max = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
      const fifty = (v: number) => v <= 50;
      record(
        { figure: `subrequests, ${type}, first of its type`, limit: "50", met: fifty },
        scale,
        cold?.subrequests ?? 0,
        cold ? `${cold.subrequests} (${cold.backendCalls} + ${cold.cacheCalls} Cache API)` : "-",
      );
      record(
        { figure: `subrequests, ${type}, most of one request`, limit: "50", met: fifty },
        scale,
        most?.subrequests ?? 0,
        most ? `${most.subrequests} (${most.backendCalls} + ${most.cacheCalls} Cache API)` : "-",
      );
      record(
        { figure: `subrequests, ${type}, the others' most`, limit: "50", met: fifty },
        scale,
        max(warm.map((c) => c.subrequests)),
        String(max(warm.map((c) => c.subrequests))),
      );
      // The median: what a page costs once the isolate has served others of its type (held documents, ADR 0085).
      record(
        { figure: `subrequests, ${type}, median of one request`, limit: "50", met: fifty },
        scale,
        percentile(
          list.map((c) => c.subrequests),
          50,
        ),
      );
      // Pages of this type not asked before, every backend answering after a delay so calls sent together overlap.
      // The sitemap and its files were all asked above: none is left uncached for this check.
      const inFlightPaths = type === "sitemap" ? [] : paths.slice(SAMPLES + BATCH, SAMPLES + BATCH + 5);
      const overlapping: number[] = [];
      for (const path of inFlightPaths) overlapping.push(await inFlight(worker, emulators.control, path));
      if (overlapping.length)
        record(
          {
            figure: `backend calls in flight at once, ${type}, max (backends answering after ${IN_FLIGHT_LATENCY_MS} ms)`,
            limit: "6 (more queue)",
          },
          scale,
          max(overlapping),
          `${max(overlapping)} (${overlapping.length})`,
        );
      const cpuRow: Row = {
        figure: `CPU ms, the isolate's own JS and GC (profile, each sample up to ${SPACING_CAP_FACTOR} intervals), uncached ${type}, p50 / p99 (n)`,
        limit: type === "product" ? "p99 < 10" : "10 (Free)",
      };
      if (type === "product") cpuRow.met = (v) => v < 10;
      record(
        cpuRow,
        scale,
        percentile(own, 99),
        `${percentile(own, 50).toFixed(1)} / ${percentile(own, 99).toFixed(1)} (${own.length})`,
      );
      record(
        {
          figure: `CPU ms, isolate JS, spacing up to 1 ms counted (upper bound), uncached ${type}, p50 / p99`,
          limit: "-",
        },
        scale,
        percentile(cpu, 99),
        `${percentile(cpu, 50).toFixed(1)} / ${percentile(cpu, 99).toFixed(1)}`,
      );
      record(
        { figure: `CPU ms, the isolate's thread, all its work (upper bound), uncached ${type}, p50 / p99`, limit: "-" },
        scale,
        percentile(busiest, 99),
        `${percentile(busiest, 50).toFixed(1)} / ${percentile(busiest, 99).toFixed(1)}`,
      );
      record(
        { figure: `CPU ms, requests with sampler gaps; gap-free p50 / p99, uncached ${type}`, limit: "-" },
        scale,
        gapped.length,
        `${gapped.length} of ${list.length}; ${percentile(clean, 50).toFixed(1)} / ${percentile(clean, 99).toFixed(1)}`,
      );
      record(
        { figure: `CPU ms, isolate JS, gaps counted whole (upper bound), uncached ${type}, p50 / p99`, limit: "-" },
        scale,
        percentile(raw, 99),
        `${percentile(raw, 50).toFixed(1)} / ${percentile(raw, 99).toFixed(1)}`,
      );
      record(
        { figure: `CPU ms, whole process per page asked inside the isolate (upper bound), ${type}`, limit: "-" },
        scale,
        batch,
        Number.isNaN(batch) ? "-" : `${batch.toFixed(1)} (${batchPaths.length})`,
      );
      record(
        { figure: `workerd threads ms (upper bound, not billed), uncached ${type}, p50 / p99`, limit: "-" },
        scale,
        percentile(threads, 99),
        `${percentile(threads, 50).toFixed(1)} / ${percentile(threads, 99).toFixed(1)}`,
      );
      const kvReads = list.reduce((s, c) => s + c.kvReads, 0) / Math.max(1, list.length);
      const kvWrites = list.reduce((s, c) => s + c.kvWrites, 0) / Math.max(1, list.length);
      record(
        { figure: `KV reads / writes per request, ${type}`, limit: "1000 ops", met: (v) => v <= 1000 },
        scale,
        kvReads + kvWrites,
        `${kvReads.toFixed(1)} / ${kvWrites.toFixed(1)}`,
      );
    }
    await threadClockFigures({
      emulatorBase: base,
      control: emulators.control,
      byType,
      types: TYPES,
      firstPage: SAMPLES + BATCH + 5,
      pages: SAMPLES,
      ab: AB,
      abLatencyMs: int("BENCH_LIMITS_AB_LATENCY_MS", 0, 0),
      record: (row, value, text) => record(row, scale, value, text),
    });

    // The heaviest request again, first on an isolate of its own with empty KV and caches: what the
    // isolate's first request adds (the cv, the bulk lookups, the site's chrome) on top of the page's own.
    if (heaviest) {
      const fresh = await startWranglerDev({
        bindings: { ...demoBindings(base), LOG_LEVEL: "error" },
        ...writeAppLoopWorker("test/bench/limits-worker.ts"),
      });
      try {
        const first = await requestCost(fresh, emulators.control, heaviest.path, PROFILE_US);
        // Another page of the same kind on another cold isolate, its backends answering after a delay.
        const again = await startWranglerDev({
          bindings: { ...demoBindings(base), LOG_LEVEL: "error" },
          ...writeAppLoopWorker("test/bench/limits-worker.ts"),
        });
        try {
          const most = await inFlight(again, emulators.control, heaviest.path);
          record(
            {
              figure: `backend calls in flight at once, heaviest page, cold isolate (backends answering after ${IN_FLIGHT_LATENCY_MS} ms)`,
              limit: "6 (more queue)",
            },
            scale,
            most,
            String(most),
          );
        } finally {
          await again.stop();
        }
        console.log(
          `  heaviest page, cold isolate: ${first.path} ${first.subrequests} (${JSON.stringify(first.calls)})`,
        );
        record(
          { figure: "subrequests, heaviest page, cold isolate (path)", limit: "50", met: (v) => v <= 50 },
          scale,
          first.subrequests,
          `${first.subrequests} (${first.backendCalls} + ${first.cacheCalls} Cache API; ${first.path.replace("/pim/fragment/", "")})`,
        );
      } finally {
        await fresh.stop();
      }
    }

    const sitemap = await checkSitemap(worker.url);
    console.log(`  sitemap: ${JSON.stringify(sitemap)}`);
    record({ figure: "sitemap files / URLs", limit: "-" }, scale, sitemap.urls, `${sitemap.files} / ${sitemap.urls}`);
    record(
      { figure: "sitemap URLs in the largest file", limit: "50,000", met: (v) => v <= 50_000 },
      scale,
      sitemap.largestFileUrls,
      String(sitemap.largestFileUrls),
    );
    record(
      { figure: "sitemap problems", limit: "0", met: (v) => v === 0 },
      scale,
      sitemap.problems.length,
      String(sitemap.problems.length),
    );
    if (sitemap.problems.length) console.log(`  sitemap problems: ${sitemap.problems.slice(0, 5).join("; ")}`);

    const paths = crawlPaths(byType, PAGES);
    const distinct = new Set(paths.map((p) => p.path)).size;
    const figure = await crawl(worker, paths, { concurrency: CONCURRENCY, samples: SAMPLES_OF_HEAP });
    console.log(
      `  crawl: ${JSON.stringify({ ...figure, heap: figure.heap.map(([n, mb]) => `${n}:${mb.toFixed(1)}`).join(" ") })}`,
    );
    const heaps = figure.heap.map(([, mb]) => mb);
    const half = figure.heap.filter(([n]) => n >= figure.pages / 2).map(([, mb]) => mb);
    const fivexx = Object.entries(figure.statuses)
      .filter(([s]) => s.startsWith("5") || s === "error")
      .reduce((sum, [, n]) => sum + n, 0);
    record(
      { figure: "distinct pages crawled", limit: ">= 10,000", met: (v) => v >= 10_000 },
      scale,
      distinct,
      String(distinct),
    );
    record(
      { figure: "heap after GC, max over the crawl, MB", limit: "< 64", met: (v) => v < 64 },
      scale,
      Math.max(...heaps),
    );
    record(
      { figure: "heap growth over the crawl's last half, MB", limit: "< 8", met: (v) => v < 8 },
      scale,
      (half.at(-1) ?? 0) - (half[0] ?? 0),
    );
    record(
      { figure: "5xx or failed requests in the crawl", limit: "0", met: (v) => v === 0 },
      scale,
      fivexx,
      String(fivexx),
    );
    record(
      { figure: "KV reads / writes per request, crawl", limit: "1000 ops", met: (v) => v <= 1000 },
      scale,
      figure.kvReadsPerRequest + figure.kvWritesPerRequest,
      `${figure.kvReadsPerRequest.toFixed(2)} / ${figure.kvWritesPerRequest.toFixed(2)}`,
    );
    record(
      { figure: "KV writes to one key in one second, max", limit: "1", met: (v) => v <= 1 },
      scale,
      figure.maxWritesPerKeySecond,
      `${figure.maxWritesPerKeySecond}${figure.hottestKey ? ` (${figure.hottestKey.slice(0, 40)})` : ""}`,
    );
    record({ figure: "crawl pages per second", limit: "-" }, scale, figure.pages / figure.seconds);
    const seconds = (performance.now() - started) / 1000;
    console.log(`scale ${scale}: measured in ${seconds.toFixed(0)} s (crawl ${figure.seconds.toFixed(0)} s)`);
    record({ figure: "the scale's whole run, s", limit: "-" }, scale, seconds, seconds.toFixed(0));
  } finally {
    await worker.stop();
    await emulators.close();
  }
}

ensureClientBuild();
for (const scale of SCALES) await measure(scale);

const header = ["figure", ...SCALES.map((s) => `scale ${s}`), "limit", "met?"];
const lines = rows.map((row) => {
  const cells = SCALES.map((s) => values.get(row.figure)?.get(s)?.text ?? "-");
  const met = row.met
    ? SCALES.every((s) => {
        const v = values.get(row.figure)?.get(s);
        return v !== undefined && row.met?.(v.value);
      })
      ? "yes"
      : "NO"
    : "";
  return [row.figure, ...cells, row.limit, met];
});
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
console.log(`\nPlatform limits, ${PAGES} pages crawled per scale, ${SAMPLES} requests per page type\n`);
console.log(format(header));
console.log(format(widths.map((w) => "-".repeat(w))));
for (const line of lines) console.log(format(line));
