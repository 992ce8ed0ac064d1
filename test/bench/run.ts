/**
 * `npm run bench`: the production build under `wrangler dev` (NODE_ENV=production)
 * against the emulators, side by side with a worker that answers the same
 * bytes as a constant, in one run. Prints one table of throughput and latency
 * ratios, then each figure (product page figures, also in server CPU per
 * request, which a shared machine moves least; the finder's first byte
 * under a slow search, the memory tier's hit rate, the embedded backends and
 * the product route set) with its target and whether this run met it. `BENCH_DURATION_MS` and
 * `BENCH_CONCURRENCY` tune the load cases. Last, a soak of distinct pages on
 * a fresh worker prints workerd's resident memory before and after
 * (`BENCH_SOAK_PAGES`, default 3000; `BENCH_SOAK_ONLY=1` runs the soak alone).
 * `BENCH_ONLY=cached,uncached,finder,devices` (any of them) runs just those page-path
 * figures against one worker and its constant worker, and prints the memory
 * tier's hit rate; `BENCH_REPEAT=n` repeats the cached figure n times, and
 * `BENCH_BASELINE_DIR` names earlier trees (comma-separated) whose cached
 * figures, uncached CPU figure and uncached page under load (1u) are taken the
 * same way, in the same rounds,
 * for comparison. The cached figure is given against two floors: the
 * constant worker answering the hit's bytes with a content type only (1a,
 * the target's floor) and the same bytes with the hit's own headers (1b).
 * `devices` prints the uncached product page against the constant worker
 * (1u) and each performance device's A/B, the device off beside on
 * (`BENCH_DEVICES` names some of them; ADR 0065); the whole bench prints
 * them too.
 */

import { cpus } from "node:os";
import { startEmulators } from "../../emulators/server.ts";
import { PERF_DEVICES } from "../../worker/config.ts";
import { createLogger } from "../../worker/logger.ts";
import { demoBindings } from "../support/bindings.ts";
import { ensureClientBuild } from "../support/client-build.ts";
import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";
import { renderBareProduct } from "./bare-tree.tsx";
import {
  type ConstantPage,
  catalogueConstantPlatform,
  repeatableHeaders,
  WITH_HEADERS_PREFIX,
  writeConstantWorker,
} from "./constant-worker.ts";
import { cpuPerRequest } from "./cpu.ts";
import { cpuFigures, cpuPerRender, median } from "./cpu-figures.ts";
import {
  type DeviceBench,
  type DeviceFigure,
  deviceFigures,
  type UncachedFigure,
  uncachedAgainstConstant,
} from "./devices.ts";
import { emulatorStartup, everyProductRoute, searchLatency } from "./emulators.ts";
import { finderFirstByteWithSlowSearch, memoryTierFigure } from "./finder-page.ts";
import { type InProcessFigure, inProcessAgainstBareRender, startBareWorker } from "./in-process.ts";
import { jsWeightOf } from "./js-weight.ts";
import { type LoadResult, runInterleavedLoad, runLoad } from "./load.ts";
import {
  bareProductData,
  callsBeforeFirstByte,
  concurrentUncached,
  ProductPicker,
  productsBySite,
  productUrl,
  type RenderFigure,
  ttfbWithSlowDatasheets,
  uncachedAgainstBareRender,
} from "./product-page.ts";
import { type SoakFigure, soak } from "./soak.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SOAK_PAGES = Number(process.env.BENCH_SOAK_PAGES ?? 3000);
const SOAK_ONLY = process.env.BENCH_SOAK_ONLY === "1";
const ONLY = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean));
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
/** Earlier trees to compare with, comma-separated. */
const BASELINE_DIRS = (process.env.BENCH_BASELINE_DIR ?? "").split(",").filter(Boolean);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONTENT_PAGE = "/pim/fragment/pu-additives/en/";
const FINDER_PAGE = "/pim/fragment/pu-additives/en/products";
// Editor parameters that fail the check: published content, never from the page cache.
const UNCACHED = "?_storyblok_tk[token]=bench";

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
const verdict = (met: boolean) => (met ? "met" : "MISSED");

/** Figure 2i: the app's own CPU per uncached product page against React's own per bare render, both in workerd. */
function inProcessRow(figure: InProcessFigure): string[] {
  const list = (xs: number[]) => xs.map((x) => fmt(x, 2)).join(", ");
  return [
    `2i. the same inside workerd, per page, without the request's way in and out: app ${fmt(figure.appMs, 2)} ms (rounds: ${list(figure.appRounds)}) / bare render ${fmt(figure.bareMs, 2)} ms (rounds: ${list(figure.bareRounds)})`,
    fmt(figure.appMs / figure.bareMs, 2),
    "(reported)",
    "-",
  ];
}

/**
 * Figure 2 in latency: the uncached page over the constant worker for the same bytes, against the
 * bare render in this process and, when measured, against the bare render asked of workerd as a
 * request of its own (render minus the same worker's `ok`), all taken in the same rotated turns.
 */
function latencyRows(render: RenderFigure): string[][] {
  const renderMs = Math.max(0, render.workerMs - render.floorMs);
  const rows = [
    [
      `2. uncached product page / bare React render in Node, latency (worker ${fmt(render.workerMs)} ms, constant ${fmt(render.floorMs)} ms)`,
      `${fmt(renderMs / render.bareMs, 2)} (${fmt(renderMs)} / ${fmt(render.bareMs)} ms)`,
      "<= 1.3",
      verdict(renderMs / render.bareMs <= 1.3),
    ],
  ];
  if (render.bareWorker) {
    const { renderMs: bareRender, okMs } = render.bareWorker;
    const bareMs = Math.max(0, bareRender - okMs);
    rows.push([
      `2w. the same in latency with the bare render asked of workerd as a request (render ${fmt(bareRender, 2)} ms - its worker's \`ok\` ${fmt(okMs, 2)} ms)`,
      `${fmt(renderMs / bareMs, 2)} (${fmt(renderMs)} / ${fmt(bareMs)} ms)`,
      "(reported)",
      "-",
    ]);
    const { streamMs, streamBytes } = render.bareWorker;
    const streamOver = Math.max(0, streamMs - render.floorMs);
    rows.push([
      `2s. the same in latency against a worker that answers React's own stream of the tree (${fmt(streamMs, 2)} ms, ${streamBytes} bytes against the page's ${render.bytes}), both over the constant worker`,
      `${fmt(renderMs / streamOver, 2)} (${fmt(renderMs)} / ${fmt(streamOver)} ms)`,
      "(reported)",
      "-",
    ]);
  }
  return rows;
}

/** The devices' A/B bench against `worker` (every device on): the one description of its switches. */
async function deviceBenchOf(worker: WranglerDev, emulatorBase: string, productPath: string): Promise<DeviceBench> {
  // Every public product page in en and de, interleaved by site, for a device that acts across products.
  const bySite = [...(await productsBySite(emulatorBase)).entries()];
  const productPaths: string[] = [];
  for (let i = 0; bySite.some(([, products]) => i < products.length); i++) {
    for (const [site, products] of bySite) {
      const product = products[i];
      if (!product) continue;
      for (const lang of ["en", "de"]) productPaths.push(`/pim/fragment/${site}/${lang}/product/${product.ID}`);
    }
  }
  return {
    worker,
    bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" },
    productPath,
    productPaths,
    rounds: Math.max(2, REPEAT),
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
  };
}

/** Each device's A/B row (ADR 0065), of the devices `BENCH_DEVICES` names (all by default). */
async function deviceRows(bench: DeviceBench): Promise<string[][]> {
  const named = (process.env.BENCH_DEVICES ?? PERF_DEVICES.join(",")).split(",");
  const devices = PERF_DEVICES.filter((d) => named.includes(d));
  return (await deviceFigures(bench, devices)).map(deviceRow);
}

/** A device's A/B row: it matters when switching it off costs more than 20 % in every round (ADR 0065). */
function deviceRow(figure: DeviceFigure): string[] {
  const list = figure.ratios.map((x) => fmt(x, 2)).join(", ");
  const matters = figure.ratios.every((r) => r > 1.2);
  return [
    `A/B ${figure.device}: ${figure.page}, device off / on, mean latency to the last byte (rounds: ${list}${figure.errors ? `; ${figure.errors} errors` : ""})`,
    fmt(median(figure.ratios), 2),
    "> 1.2 to stay",
    matters ? "matters" : "noise",
  ];
}

/**
 * The uncached product page's rows: misses, and renders past the page cache,
 * against the constant worker; in server CPU per miss too; then each earlier
 * tree (`BENCH_BASELINE_DIR`) asked in the same rounds.
 */
function uncachedRows(
  { figures, constantCpu }: { figures: UncachedFigure[]; constantCpu: number[] },
  baselineDirs: readonly string[] = [],
): string[][] {
  const list = (xs: number[], digits = 2) => xs.map((x) => fmt(x, digits)).join(", ");
  const [figure = { misses: [], bypassed: [], missCpu: [] }, ...baselines] = figures;
  const cpuRow = (name: string, f: UncachedFigure, target: string): string[] => [
    `${name}: constant ${fmt(median(constantCpu), 2)} / miss ${fmt(median(f.missCpu), 2)} ms server CPU per request (miss rounds: ${list(f.missCpu)} ms)`,
    fmt(median(constantCpu) / median(f.missCpu), 2),
    target,
    "-",
  ];
  return [
    [
      `1u. uncached product page / constant worker, throughput under load, interleaved, each request a page-cache miss (rounds: ${list(figure.misses)})`,
      fmt(median(figure.misses), 2),
      ">= 0.3",
      verdict(median(figure.misses) >= 0.3),
    ],
    [
      `1u. the same with the page cache bypassed (rendered, not stored; rounds: ${list(figure.bypassed)})`,
      fmt(median(figure.bypassed), 2),
      "(reported)",
      "-",
    ],
    cpuRow("1u. the same in CPU", figure, "(reported)"),
    ...baselines.flatMap((b, i) => [
      [
        `1u. ${baselineDirs[i] ?? "baseline"} in the same rounds, miss / bypassed (rounds: ${list(b.misses)} / ${list(b.bypassed)})`,
        `${fmt(median(b.misses), 2)} / ${fmt(median(b.bypassed), 2)}`,
        "(compared)",
        "-",
      ],
      cpuRow(`1u. ${baselineDirs[i] ?? "baseline"} in CPU`, b, "(compared)"),
    ]),
  ];
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [row(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(row)].join("\n");
}

/**
 * A page as the page cache answers it: asked until the answer is a HIT (the
 * complete render stored after the first, streamed one), its bytes and its
 * headers, for the constant worker to repeat.
 */
async function pageCacheHit(url: string): Promise<ConstantPage> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(url, { headers: { "user-agent": VISITOR_USER_AGENT } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (res.headers.get("x-cache-status") === "HIT") {
      return {
        body,
        contentType: res.headers.get("content-type") ?? "text/html",
        headers: repeatableHeaders(res.headers),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never answered from the page cache`);
}

interface LoadRow {
  name: string;
  /** Row whose throughput and latency this one is divided by. */
  floor?: string;
  result: LoadResult;
}

function loadTable(rows: LoadRow[]): string {
  const byName = new Map(rows.map((r) => [r.name, r.result]));
  return table(
    ["case", "requests", "errors", "req/s", "p50 ms", "p99 ms", "vs floor: req/s", "p50", "p99"],
    rows.map(({ name, floor, result }) => {
      const base = floor ? byName.get(floor) : undefined;
      return [
        name,
        String(result.requests),
        String(result.errors),
        fmt(result.perSecond),
        fmt(result.p50, 2),
        fmt(result.p99, 2),
        base ? fmt(result.perSecond / base.perSecond, 2) : "-",
        base ? fmt(result.p50 / base.p50, 2) : "-",
        base ? fmt(result.p99 / base.p99, 2) : "-",
      ];
    }),
  );
}

/** Item of the summary table for the soak, and its detail line. */
function soakLines(figure: SoakFigure): { summary: string[][]; detail: string } {
  const grown = figure.rssAfterMiB - figure.rssBeforeMiB;
  return {
    summary: [
      [
        `soak: workerd resident memory over ${figure.pages} distinct pages (before -> after -> after ${fmt(figure.idleSeconds, 0)} s idle)`,
        `${fmt(figure.rssBeforeMiB, 0)} -> ${fmt(figure.rssAfterMiB, 0)} -> ${fmt(figure.rssIdleMiB, 0)} MiB`,
        "(reported)",
        "-",
      ],
    ],
    detail: `  soak: ${figure.pages} pages in ${fmt(figure.seconds)} s, statuses ${JSON.stringify(figure.statuses)}, grew ${fmt(grown, 0)} MiB (${fmt((grown * 1024) / figure.pages, 1)} KiB per page)`,
  };
}

/** The soak on a worker of its own, so what it measures is its own traffic. */
async function runSoak(emulatorBase: string): Promise<SoakFigure> {
  const worker = await startWranglerDev({ bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" } });
  try {
    return await soak(worker, await productsBySite(emulatorBase), {
      pages: SOAK_PAGES,
      concurrency: CONCURRENCY,
      idleMs: 10_000,
    });
  } finally {
    await worker.stop();
  }
}

async function soakOnly() {
  ensureClientBuild();
  const emulators = await startEmulators({ port: 0 });
  try {
    const { summary, detail } = soakLines(await runSoak(`http://127.0.0.1:${emulators.port}`));
    console.log(`\nSoak ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}\n`);
    console.log(table(["figure", "measured", "target", "verdict"], summary));
    console.log(detail);
  } finally {
    await emulators.close();
  }
}

async function main() {
  const began = Date.now();
  ensureClientBuild();
  // The embedded backends, measured before anything else loads the machine.
  const startup = await emulatorStartup();
  const emulators = await startEmulators({ port: 0 });
  const emulatorBase = `http://127.0.0.1:${emulators.port}`;
  const searchFigure = await searchLatency(emulatorBase);
  const servers: WranglerDev[] = [];
  try {
    const worker = await startWranglerDev({ bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" } });
    servers.push(worker);
    const picker = new ProductPicker(await productsBySite(emulatorBase));

    // Figure 3 first, while the isolate is cold (no cv, no story, no product cached).
    const calls = await callsBeforeFirstByte(worker.url, emulatorBase, picker);

    // The pages the constant worker answers: exactly the bytes the worker served.
    const productSite = picker.sites()[0] ?? "personal-care";
    const product = picker.next(productSite);
    const productPath = new URL(productUrl(worker.url, productSite, product.ID)).pathname;
    const pages: Record<string, ConstantPage> = {};
    const htmlOf: Record<string, string> = {};
    for (const path of [productPath, CONTENT_PAGE, FINDER_PAGE]) {
      const res = await fetch(`${worker.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      pages[path] = { body, contentType: res.headers.get("content-type") ?? "text/html" };
      htmlOf[path] = body;
    }
    // The product page's floors answer what a hit answers: the stored complete page, its headers too.
    pages[productPath] = await pageCacheHit(`${worker.url}${productPath}`);
    const constant = await startWranglerDev({
      bindings: {},
      config: writeConstantWorker(pages, catalogueConstantPlatform().plain),
    });
    servers.push(constant);

    // Figure 1: throughput and latency side by side.
    const cases: { name: string; floor?: string; url: string }[] = [
      { name: "product page, constant bytes (floor)", url: `${constant.url}${productPath}` },
      {
        name: "product page, constant bytes and headers (floor)",
        url: `${constant.url}${WITH_HEADERS_PREFIX}${productPath}`,
      },
      {
        name: "product page, page cache",
        floor: "product page, constant bytes (floor)",
        url: `${worker.url}${productPath}`,
      },
      {
        name: "product page, page cache (against bytes and headers)",
        floor: "product page, constant bytes and headers (floor)",
        url: `${worker.url}${productPath}`,
      },
      { name: "content page, constant bytes (floor)", url: `${constant.url}${CONTENT_PAGE}` },
      {
        name: "content page, page cache",
        floor: "content page, constant bytes (floor)",
        url: `${worker.url}${CONTENT_PAGE}`,
      },
      {
        name: "content page, rendered",
        floor: "content page, constant bytes (floor)",
        url: `${worker.url}${CONTENT_PAGE}${UNCACHED}`,
      },
    ];
    const rows: LoadRow[] = [];
    for (const c of cases) {
      const result = await runLoad(c.url, { concurrency: CONCURRENCY, durationMs: DURATION_MS });
      rows.push({ name: c.name, ...(c.floor ? { floor: c.floor } : {}), result });
    }

    // Figures 1a and 2 in server CPU, which holds on a shared machine.
    const cpu = await cpuFigures(
      { worker, constant },
      {
        cached: `${worker.url}${productPath}`,
        uncached: `${worker.url}${productPath}${UNCACHED}`,
        floor: `${constant.url}${productPath}`,
      },
      await bareProductData(emulatorBase, productSite, product, new URL(worker.url).origin),
    );

    // Figures 2, 4, 5.
    const bareWorker = await startBareWorker(
      await bareProductData(emulatorBase, productSite, product, new URL(worker.url).origin),
    );
    servers.push(bareWorker);
    const render = await uncachedAgainstBareRender(
      { worker: worker.url, constant: constant.url, emulatorBase, bareWorker: bareWorker.url },
      productSite,
      product,
    );
    const inProcess = await inProcessAgainstBareRender(emulatorBase, productSite, product);
    const slowSite = picker.sites()[1] ?? productSite;
    const slow = await ttfbWithSlowDatasheets(worker.url, emulatorBase, picker, slowSite);
    const burst = await concurrentUncached(worker.url, emulatorBase, picker, picker.sites()[2] ?? productSite);
    const finder = await finderFirstByteWithSlowSearch(worker.url, emulatorBase, FINDER_PAGE);
    // Over everything the worker answered so far (the soak runs on a worker of its own).
    const memory = await memoryTierFigure(`${worker.url}${CONTENT_PAGE}`);
    const memoryHitRate = memory.hits / memory.lookups;
    // The whole product route set, once the figures above are taken.
    const routeSet = await everyProductRoute(worker.url, await productsBySite(emulatorBase));
    // The uncached product page under load, and each performance device's A/B (ADR 0065).
    const deviceBench = await deviceBenchOf(worker, emulatorBase, productPath);
    const uncached = await uncachedAgainstConstant(deviceBench, {
      dev: constant,
      url: `${constant.url}${productPath}`,
    });
    const devices = await deviceRows(deviceBench);
    // Last: the soak, on a fresh worker.
    const soakFigure = soakLines(await runSoak(emulatorBase));

    // Figure 6.
    const contentJs = jsWeightOf(htmlOf[CONTENT_PAGE] ?? "");
    const productJs = jsWeightOf(htmlOf[productPath] ?? "");
    const finderJs = jsWeightOf(htmlOf[FINDER_PAGE] ?? "");

    const cachedRow = rows.find((r) => r.name === "product page, page cache")?.result;
    const floorRow = rows.find((r) => r.name === "product page, constant bytes (floor)")?.result;
    const throughputRatio = cachedRow && floorRow ? cachedRow.perSecond / floorRow.perSecond : Number.NaN;
    const headersRow = rows.find((r) => r.name === "product page, page cache (against bytes and headers)")?.result;
    const headersFloorRow = rows.find((r) => r.name === "product page, constant bytes and headers (floor)")?.result;
    const headersRatio = headersRow && headersFloorRow ? headersRow.perSecond / headersFloorRow.perSecond : Number.NaN;
    const p99Ratio = cachedRow && floorRow ? cachedRow.p99 / floorRow.p99 : Number.NaN;
    const burstTotal = Object.values(burst.burstCalls).reduce((a, b) => a + b, 0);
    const burstMaxPerPath = Math.max(...Object.values(burst.burstCalls));
    const kb = (bytes: number) => `${fmt(bytes / 1024)} kB`;
    const list = (xs: number[]) => xs.map((x) => fmt(x, 2)).join(", ");
    const cachedCpuRatio = median(cpu.cached.floor) / median(cpu.cached.worker);
    const uncachedCpuRatio = (median(cpu.uncached.worker) - median(cpu.uncached.floor)) / median(cpu.uncached.bare);

    console.log(
      `\nBench ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}, node ${process.version}`,
    );
    console.log(
      `\n1. Throughput and latency, ${CONCURRENCY} clients, ${DURATION_MS} ms per case (latency to the last byte)\n`,
    );
    console.log(loadTable(rows));

    const summary: string[][] = [
      [
        "1. cached product page / constant worker, throughput",
        fmt(throughputRatio, 2),
        ">= 0.85",
        verdict(throughputRatio >= 0.85),
      ],
      [
        "1. the same against the constant worker answering the page's own headers too (same bytes, headers included)",
        fmt(headersRatio, 2),
        "(reported)",
        "-",
      ],
      ["1. cached product page / constant worker, p99", fmt(p99Ratio, 2), "(reported)", "-"],
      [
        `1a. the same in server CPU per request, median of ${cpu.cached.worker.length} rounds (${fmt(median(cpu.cached.floor), 3)} / ${fmt(median(cpu.cached.worker), 3)} ms; rounds: ${list(cpu.cached.worker)} ms)`,
        fmt(cachedCpuRatio, 2),
        ">= 0.85",
        verdict(cachedCpuRatio >= 0.85),
      ],
      ...latencyRows(render),
      [
        `2. the same in CPU: (worker ${fmt(median(cpu.uncached.worker), 2)} - constant ${fmt(median(cpu.uncached.floor), 2)} ms) / bare render ${fmt(median(cpu.uncached.bare), 2)} ms (worker rounds: ${list(cpu.uncached.worker)} ms)`,
        fmt(uncachedCpuRatio, 2),
        "<= 1.3",
        verdict(uncachedCpuRatio <= 1.3),
      ],
      inProcessRow(inProcess),
      [
        `2. finder first byte, search ${finder.latencyMs} ms slow / normal (${fmt(finder.slowTtfbMs)} / ${fmt(finder.normalTtfbMs)} ms)`,
        `+${fmt(finder.slowTtfbMs - finder.normalTtfbMs)} ms`,
        "<= +400 ms",
        verdict(finder.slowTtfbMs - finder.normalTtfbMs <= 400),
      ],
      [
        `2. memory tier hit rate over the bench (${memory.hits} of ${memory.lookups} keyed lookups)`,
        fmt(memoryHitRate, 2),
        "(reported)",
        "-",
      ],
      [
        `1. page memory hit rate over the bench (${memory.pages.hits} of ${memory.pages.lookups} page lookups)`,
        fmt(memory.pages.hits / memory.pages.lookups, 2),
        "(reported)",
        "-",
      ],
      [
        "3. calls before first byte, uncached product page (max)",
        String(calls.maxAwaited),
        "<= 4",
        verdict(calls.maxAwaited <= 4),
      ],
      ["3. calls, cached product page", String(calls.cachedCalls.length), "0", verdict(calls.cachedCalls.length === 0)],
      [
        `4. TTFB, data sheets at ${slow.latencyMs} ms (normal: ${fmt(slow.normalTtfbMs)} ms)`,
        `${fmt(slow.slowTtfbMs)} ms`,
        `<= ${fmt(slow.normalTtfbMs + 50)} ms`,
        verdict(slow.slowTtfbMs <= slow.normalTtfbMs + 50),
      ],
      [
        // Local only: `wrangler dev`'s compression holds a streamed answer to its end, deployed Workers
        // stream it compressed (docs/performance.md, "Known misses"); the figure above is the one that counts.
        "4. the same, gzip accepted: local only, wrangler dev's compression holds the stream to its end",
        `${fmt(slow.slowGzipTtfbMs)} ms`,
        "(local only)",
        "-",
      ],
      [
        `5. calls for ${burst.requests} concurrent requests of one uncached page, most to one backend call`,
        `${burstMaxPerPath} (${burstTotal} in all)`,
        "1 per isolate",
        verdict(burstMaxPerPath <= 1),
      ],
      [
        `5. answers of the burst that were not 200`,
        String(burst.requests - (burst.statuses["200"] ?? 0)),
        "0",
        verdict((burst.statuses["200"] ?? 0) === burst.requests),
      ],
      ["6. JS gzip, content page", kb(contentJs.gzipBytes), "0", verdict(contentJs.gzipBytes === 0)],
      ["6. JS gzip, product page", kb(productJs.gzipBytes), "(reported)", "-"],
      [
        "6. JS gzip, finder page",
        `${kb(finderJs.gzipBytes)} (${finderJs.files.length} files)`,
        "<= 80 kB",
        verdict(finderJs.gzipBytes <= 80 * 1024),
      ],
    ];
    summary.push(
      [
        `emulators: start-up, catalogue and space built (bare tsx start: ${fmt(startup.floorMs, 0)} ms)`,
        `${fmt(startup.emulatorsMs, 0)} ms`,
        "< 2000 ms",
        verdict(startup.emulatorsMs < 2000),
      ],
      [
        `emulators: search over the demo products, median of ${searchFigure.queries} (p95 ${fmt(searchFigure.p95Ms)} ms; GET / ${fmt(searchFigure.floorMs, 2)} ms)`,
        `${fmt(searchFigure.searchMs, 2)} ms`,
        "< 20 ms",
        verdict(searchFigure.searchMs < 20),
      ],
      [
        `product routes: ${routeSet.products} products, 200 on own site / 404 on another`,
        `${routeSet.ownSite200} / ${routeSet.otherSite404} (${routeSet.failures.length} wrong)`,
        "0 wrong",
        verdict(routeSet.failures.length === 0),
      ],
    );
    summary.push(...uncachedRows(uncached), ...devices);
    summary.push(...soakFigure.summary);
    console.log("\nFigures against their targets\n");
    console.log(table(["figure", "measured", "target", "verdict"], summary));

    console.log("\nDetails");
    for (const p of calls.pages) {
      console.log(
        `  uncached ${p.productId}: first byte waited for ${p.awaited.length}: ${p.awaited.join(", ")} (${p.started} started, deferred included)`,
      );
    }
    console.log(`  cached page calls: ${calls.cachedCalls.join(", ") || "none"}`);
    console.log(
      `  uncached product page: worker ${fmt(render.workerMs)} ms to the last byte, constant worker ${fmt(render.floorMs)} ms for the same bytes, bare render ${fmt(render.bareMs)} ms (${render.bytes} bytes)`,
    );
    console.log(
      `  finder page: first byte ${fmt(finder.normalTtfbMs)} ms normally, ${fmt(finder.slowTtfbMs)} ms with search ${finder.latencyMs} ms slow (last byte ${fmt(finder.slowTotalMs)} ms)`,
    );
    console.log(
      `  memory tier: ${memory.hits} hits of ${memory.lookups} lookups, ${memory.entries} entries, ${fmt(memory.bytes / 1024, 0)} KiB held; page memory: ${memory.pages.hits} hits of ${memory.pages.lookups}, ${memory.pages.entries} pages, ${fmt(memory.pages.bytes / 1024, 0)} KiB`,
    );
    console.log(`  slow data sheets: complete page ${fmt(slow.slowTotalMs)} ms (the sheets stream in last)`);
    console.log(
      `  pages: product ${htmlOf[productPath]?.length} bytes, content ${htmlOf[CONTENT_PAGE]?.length}, finder ${htmlOf[FINDER_PAGE]?.length}`,
    );
    const errors = worker
      .output()
      .split("\n")
      .filter((l) => /"level":"error"|Error/.test(l));
    if (errors.length > 0) console.log(`  worker errors (${errors.length}):\n    ${errors.slice(0, 5).join("\n    ")}`);
    console.log(`  burst: statuses ${JSON.stringify(burst.statuses)}, calls ${JSON.stringify(burst.burstCalls)}`);
    console.log(`  finder page JS: ${finderJs.files.join(", ")}`);
    console.log(soakFigure.detail);
    if (routeSet.failures.length > 0)
      console.log(`  wrong product routes:\n    ${routeSet.failures.slice(0, 10).join("\n    ")}`);
    console.log(`\nBench took ${fmt((Date.now() - began) / 1000, 0)} s`);
  } finally {
    for (const s of servers.reverse()) await s.stop();
    await emulators.close();
  }
}

/**
 * Only the page-path figures named in `BENCH_ONLY`: the cached product page
 * against its constant worker (interleaved, `BENCH_REPEAT` times), the
 * uncached product page against a bare render, the finder's first byte with
 * a slow search, then the memory tier's counters over what was asked.
 */
async function subset() {
  const began = Date.now();
  ensureClientBuild();
  const emulators = await startEmulators({ port: 0 });
  const emulatorBase = `http://127.0.0.1:${emulators.port}`;
  const servers: WranglerDev[] = [];
  try {
    const worker = await startWranglerDev({ bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" } });
    servers.push(worker);
    const picker = new ProductPicker(await productsBySite(emulatorBase));
    const productSite = picker.sites()[0] ?? "personal-care";
    const product = picker.next(productSite);
    const productPath = new URL(productUrl(worker.url, productSite, product.ID)).pathname;
    const hit = await pageCacheHit(`${worker.url}${productPath}`);
    const platform = catalogueConstantPlatform();
    const constant = await startWranglerDev({
      bindings: {},
      config: writeConstantWorker({ [productPath]: hit }, platform.plain),
    });
    servers.push(constant);
    // The same worker under the catalogue's platform configuration: its compatibility flags and
    // bundling (reported as 1c). No asset router stands before either (ADR 0051).
    const constantOnPlatform = await startWranglerDev({
      bindings: {},
      config: writeConstantWorker({ [productPath]: hit }, platform.full),
    });
    servers.push(constantOnPlatform);
    // Earlier trees of the worker (e.g. `git archive <commit>` with node_modules and dist linked), in the same rounds.
    const baselines: WranglerDev[] = [];
    for (const dir of BASELINE_DIRS) {
      const baseline = await startWranglerDev({
        bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" },
        cwd: dir,
      });
      servers.push(baseline);
      baselines.push(baseline);
      // Cached from here on, as the worker's page is.
      await pageCacheHit(`${baseline.url}${productPath}`);
    }
    console.log(
      `\nBench subset (${[...ONLY].join(", ")}) ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model.trim() ?? "cpu"}, node ${process.version}`,
    );
    const summary: string[][] = [];
    if (ONLY.has("cached")) {
      // First, while every worker has served alike: the constant worker (body only, then with the
      // page's own headers), this tree and (with BENCH_BASELINE_DIR) earlier ones, in rounds.
      const targets: { dev: WranglerDev; url: string }[] = [
        { dev: constant, url: `${constant.url}${productPath}` },
        { dev: constant, url: `${constant.url}${WITH_HEADERS_PREFIX}${productPath}` },
        { dev: worker, url: `${worker.url}${productPath}` },
        { dev: constantOnPlatform, url: `${constantOnPlatform.url}${productPath}` },
      ];
      for (const baseline of baselines) {
        targets.push({ dev: baseline, url: `${baseline.url}${productPath}` });
      }
      const cpu: number[][] = targets.map(() => []);
      for (let round = 0; round < REPEAT; round++) {
        for (const [i, { dev, url }] of targets.entries()) {
          cpu[i]?.push(await cpuPerRequest(dev, url, { requests: 1000, concurrency: 4 }));
        }
      }
      // Reference: the shortest answers of each (the constant worker's "ok", the worker's /healthz past three middleware).
      const okCpu: number[] = [];
      const healthCpu: number[] = [];
      for (let round = 0; round < REPEAT; round++) {
        okCpu.push(await cpuPerRequest(constant, `${constant.url}/ok`, { requests: 1000, concurrency: 4 }));
        healthCpu.push(await cpuPerRequest(worker, `${worker.url}/healthz`, { requests: 1000, concurrency: 4 }));
      }
      const list = (xs: number[]) => xs.map((x) => fmt(x, 2)).join(", ");
      const [floorCpu = [], headersCpu = [], workerCpu = [], platformCpu = []] = cpu;
      summary.push([
        "1. reference: server CPU per request, constant worker's `ok` / worker's /healthz",
        `${fmt(median(okCpu), 3)} / ${fmt(median(healthCpu), 3)} ms`,
        "(reported)",
        "-",
      ]);
      summary.push([
        `1a. cached product page / constant worker (body and content type only), server CPU per request, median of ${REPEAT} rounds (${fmt(median(floorCpu), 3)} / ${fmt(median(workerCpu), 3)} ms; rounds: ${list(workerCpu)} ms)`,
        fmt(median(floorCpu) / median(workerCpu), 2),
        ">= 0.85",
        verdict(median(floorCpu) / median(workerCpu) >= 0.85),
      ]);
      summary.push([
        `1b. cached product page / constant worker answering the same bytes with the page's own ${hit.headers?.length ?? 0} headers, server CPU per request (${fmt(median(headersCpu), 3)} / ${fmt(median(workerCpu), 3)} ms; floor rounds: ${list(headersCpu)} ms)`,
        fmt(median(headersCpu) / median(workerCpu), 2),
        "(reported)",
        "-",
      ]);
      summary.push([
        `1c. cached product page / the constant worker (body only) under the catalogue's compatibility flags, server CPU per request (${fmt(median(platformCpu), 3)} / ${fmt(median(workerCpu), 3)} ms; floor rounds: ${list(platformCpu)} ms)`,
        fmt(median(platformCpu) / median(workerCpu), 2),
        "(reported)",
        "-",
      ]);
      for (const [i, dir] of BASELINE_DIRS.entries()) {
        const baselineCpu = cpu[i + 4] ?? [];
        summary.push([
          `1a/1b. ${dir}, the same (${fmt(median(baselineCpu), 3)} ms; rounds: ${list(baselineCpu)} ms)`,
          `${fmt(median(floorCpu) / median(baselineCpu), 2)} / ${fmt(median(headersCpu) / median(baselineCpu), 2)}`,
          "(compared)",
          "-",
        ]);
      }
      const rounds: number[][] = [];
      for (let i = 0; i < REPEAT; i++) {
        const mixed = await runInterleavedLoad(
          targets.map((t) => t.url),
          { concurrency: CONCURRENCY, durationMs: DURATION_MS },
        );
        rounds.push(mixed.means);
      }
      const ratios = (floor: number, index: number) =>
        rounds.map((means) => (means[floor] ?? Number.NaN) / (means[index] ?? Number.NaN));
      summary.push([
        `1a. cached product page / constant worker (body only), interleaved latency, median of ${REPEAT} rounds (${list(ratios(0, 2))})`,
        fmt(median(ratios(0, 2)), 2),
        ">= 0.85",
        verdict(median(ratios(0, 2)) >= 0.85),
      ]);
      summary.push([
        `1b. the same against the constant worker with the page's headers (${list(ratios(1, 2))})`,
        fmt(median(ratios(1, 2)), 2),
        "(reported)",
        "-",
      ]);
      summary.push([
        `1c. the same against the constant worker under the catalogue's platform configuration (${list(ratios(3, 2))})`,
        fmt(median(ratios(3, 2)), 2),
        "(reported)",
        "-",
      ]);
      for (const [i, dir] of BASELINE_DIRS.entries()) {
        summary.push([
          `1a/1b. ${dir} in the same rounds (${list(ratios(0, i + 4))})`,
          `${fmt(median(ratios(0, i + 4)), 2)} / ${fmt(median(ratios(1, i + 4)), 2)}`,
          "(compared)",
          "-",
        ]);
      }
      const rows: LoadRow[] = [];
      for (let i = 1; i <= REPEAT; i++) {
        const floorName = `constant bytes (floor) #${i}`;
        const floor = await runLoad(`${constant.url}${productPath}`, {
          concurrency: CONCURRENCY,
          durationMs: DURATION_MS,
        });
        const cached = await runLoad(`${worker.url}${productPath}`, {
          concurrency: CONCURRENCY,
          durationMs: DURATION_MS,
        });
        rows.push({ name: floorName, result: floor }, { name: `page cache #${i}`, floor: floorName, result: cached });
        summary.push([
          `1. cached product page / constant worker, throughput, one after the other #${i} (${fmt(cached.perSecond, 0)} vs ${fmt(floor.perSecond, 0)} req/s)`,
          fmt(cached.perSecond / floor.perSecond, 2),
          ">= 0.85",
          verdict(cached.perSecond / floor.perSecond >= 0.85),
        ]);
      }
      console.log(`\n${CONCURRENCY} clients, ${DURATION_MS} ms per case (latency to the last byte)\n`);
      console.log(loadTable(rows));
    }
    if (ONLY.has("uncached")) {
      const bareData = await bareProductData(emulatorBase, productSite, product, new URL(worker.url).origin);
      // The bare render inside workerd, on the catalogue's platform configuration.
      const bareWorker = await startBareWorker(bareData);
      servers.push(bareWorker);
      const render = await uncachedAgainstBareRender(
        { worker: worker.url, constant: constant.url, emulatorBase, bareWorker: bareWorker.url },
        productSite,
        product,
      );
      summary.push(...latencyRows(render));
      // The same in CPU time, which holds on a shared machine: the worker's and the constant worker's
      // server CPU per request (from /proc), the bare render's own CPU in this process.
      const uncachedUrl = `${productUrl(worker.url, productSite, product.ID)}?_storyblok_tk[token]=bench`;
      const floorUrl = productUrl(constant.url, productSite, product.ID);
      const platformFloorUrl = productUrl(constantOnPlatform.url, productSite, product.ID);
      const bareLogger = createLogger({ level: "error" });
      const bare = () => renderBareProduct(bareData, bareLogger);
      for (let i = 0; i < 20; i++) await bare();
      const bareWorkerCpu: number[] = [];
      const bareStreamCpu: number[] = [];
      const workerCpu: number[] = [];
      const floorCpu: number[] = [];
      const platformFloorCpu: number[] = [];
      const bareCpu: number[] = [];
      const baselineCpu: number[][] = baselines.map(() => []);
      for (let round = 0; round < Math.max(3, REPEAT); round++) {
        workerCpu.push(await cpuPerRequest(worker, uncachedUrl, { requests: 300, concurrency: 2 }));
        for (const [i, baseline] of baselines.entries()) {
          const url = `${productUrl(baseline.url, productSite, product.ID)}?_storyblok_tk[token]=bench`;
          baselineCpu[i]?.push(await cpuPerRequest(baseline, url, { requests: 300, concurrency: 2 }));
        }
        floorCpu.push(await cpuPerRequest(constant, floorUrl, { requests: 300, concurrency: 2 }));
        platformFloorCpu.push(
          await cpuPerRequest(constantOnPlatform, platformFloorUrl, { requests: 300, concurrency: 2 }),
        );
        const renderCpu = await cpuPerRequest(bareWorker, `${bareWorker.url}/render`, {
          requests: 300,
          concurrency: 2,
        });
        const okCpu = await cpuPerRequest(bareWorker, `${bareWorker.url}/ok`, { requests: 300, concurrency: 2 });
        bareWorkerCpu.push(renderCpu - okCpu);
        bareStreamCpu.push(
          await cpuPerRequest(bareWorker, `${bareWorker.url}/stream`, { requests: 300, concurrency: 2 }),
        );
        bareCpu.push(await cpuPerRender(bare));
      }
      const over = median(workerCpu) - median(floorCpu);
      summary.push([
        `2. the same in CPU: (worker ${fmt(median(workerCpu), 2)} - constant ${fmt(median(floorCpu), 2)} ms) / bare render ${fmt(median(bareCpu), 2)} ms (worker rounds: ${workerCpu.map((x) => fmt(x, 2)).join(", ")} ms)`,
        fmt(over / median(bareCpu), 2),
        "<= 1.3",
        verdict(over / median(bareCpu) <= 1.3),
      ]);
      const overPlatform = median(workerCpu) - median(platformFloorCpu);
      summary.push([
        `2c. the same over the constant worker under the catalogue's platform configuration: (worker ${fmt(median(workerCpu), 2)} - constant ${fmt(median(platformFloorCpu), 2)} ms) / bare render ${fmt(median(bareCpu), 2)} ms`,
        fmt(overPlatform / median(bareCpu), 2),
        "(reported)",
        "-",
      ]);
      summary.push([
        `2w. the same with the bare render measured in workerd (render minus its worker's own \`ok\`): (worker ${fmt(median(workerCpu), 2)} - constant ${fmt(median(floorCpu), 2)} ms) / bare render in workerd ${fmt(median(bareWorkerCpu), 2)} ms (rounds: ${bareWorkerCpu.map((x) => fmt(x, 2)).join(", ")} ms)`,
        fmt(over / median(bareWorkerCpu), 2),
        "(reported)",
        "-",
      ]);
      const streamOver = median(bareStreamCpu) - median(floorCpu);
      summary.push([
        `2s. the same in CPU against a worker that answers React's own stream of the tree, both over the constant worker: (worker ${fmt(median(workerCpu), 2)} - constant ${fmt(median(floorCpu), 2)} ms) / (stream ${fmt(median(bareStreamCpu), 2)} - constant ms) (rounds: ${bareStreamCpu.map((x) => fmt(x, 2)).join(", ")} ms)`,
        fmt(over / streamOver, 2),
        "(reported)",
        "-",
      ]);
      for (const [i, dir] of BASELINE_DIRS.entries()) {
        const cpu = median(baselineCpu[i] ?? []);
        summary.push([
          `2. ${dir}, the same in the same rounds (${fmt(cpu, 2)} ms per request; rounds: ${(baselineCpu[i] ?? []).map((x) => fmt(x, 2)).join(", ")} ms)`,
          fmt((cpu - median(floorCpu)) / median(bareCpu), 2),
          "(compared)",
          "-",
        ]);
      }
      summary.push(inProcessRow(await inProcessAgainstBareRender(emulatorBase, productSite, product)));
    }
    if (ONLY.has("devices")) {
      const bench = await deviceBenchOf(worker, emulatorBase, productPath);
      const constantPage = { dev: constant, url: `${constant.url}${productPath}` };
      summary.push(...uncachedRows(await uncachedAgainstConstant(bench, constantPage, baselines), BASELINE_DIRS));
      summary.push(...(await deviceRows(bench)));
    }
    if (ONLY.has("finder")) {
      const finder = await finderFirstByteWithSlowSearch(worker.url, emulatorBase, FINDER_PAGE);
      summary.push([
        `2. finder first byte, search ${finder.latencyMs} ms slow / normal (${fmt(finder.slowTtfbMs)} / ${fmt(finder.normalTtfbMs)} ms)`,
        `+${fmt(finder.slowTtfbMs - finder.normalTtfbMs)} ms`,
        "<= +400 ms",
        verdict(finder.slowTtfbMs - finder.normalTtfbMs <= 400),
      ]);
    }
    const memory = await memoryTierFigure(`${worker.url}${CONTENT_PAGE}`);
    summary.push([
      `2. memory tier hit rate (${memory.hits} of ${memory.lookups} keyed lookups, ${memory.entries} entries, ${fmt(memory.bytes / 1024, 0)} KiB)`,
      fmt(memory.hits / memory.lookups, 2),
      "(reported)",
      "-",
    ]);
    summary.push([
      `1. page memory hit rate (${memory.pages.hits} of ${memory.pages.lookups} page lookups, ${memory.pages.entries} pages, ${fmt(memory.pages.bytes / 1024, 0)} KiB)`,
      fmt(memory.pages.hits / memory.pages.lookups, 2),
      "(reported)",
      "-",
    ]);
    console.log("\nFigures against their targets\n");
    console.log(table(["figure", "measured", "target", "verdict"], summary));
    console.log(`\nBench took ${fmt((Date.now() - began) / 1000, 0)} s`);
  } finally {
    for (const s of servers.reverse()) await s.stop();
    await emulators.close();
  }
}

await (SOAK_ONLY ? soakOnly() : ONLY.size > 0 ? subset() : main());
