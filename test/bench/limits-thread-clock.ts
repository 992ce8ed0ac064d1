/**
 * CPU by the isolate thread's clock (ADR 0082): a worker whose KV and Cache
 * API live in its own memory (`limits-stand-ins.ts`; their local services
 * run on that thread), asked each type's pages not asked before, one at a
 * time; a request's figure is the thread's run time less that of a request
 * that does nothing, with the local runtime's run time per fetch measured
 * beside it. With `ab`, a performance device's A/B on uncached product
 * pages asked in turns of this worker and one with that device off.
 */
import type { Control } from "../../emulators/control.ts";
import { SERVICES } from "../../emulators/control.ts";
import type { PerfDevice } from "../../worker/config.ts";
import { demoBindings } from "../support/bindings.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";
import { writeAppLoopWorker } from "./constant-worker.ts";
import type { PageType } from "./limits-paths.ts";
import { IN_FLIGHT_LATENCY_MS, isolateThread, percentile, threadCost } from "./limits-probe.ts";

interface Row {
  figure: string;
  limit: string;
}

export interface ThreadClockOptions {
  emulatorBase: string;
  control: Control;
  byType: Map<PageType, string[]>;
  types: readonly PageType[];
  /** Where in each type's list the pages of this pass begin (pages earlier passes did not ask), and how many. */
  firstPage: number;
  pages: number;
  ab: PerfDevice | undefined;
  /** Every backend answering after this long during the A/B; 0, as the emulators answer. */
  abLatencyMs: number;
  /** Records a figure of the run's table for this scale. */
  record: (row: Row, value: number, text: string) => void;
}

export async function threadClockFigures(o: ThreadClockOptions): Promise<void> {
  /**
   * A device's A/B by the isolate thread's clock: distinct uncached product pages, each asked of the
   * worker with every device on and of one with `device` off, in turns (which goes first alternates).
   */
  const deviceAb = async (device: PerfDevice, on: WranglerDev, onThread: string, products: string[]) => {
    const off = await startWranglerDev({
      bindings: {
        ...demoBindings(o.emulatorBase),
        LOG_LEVEL: "error",
        LIMITS_STAND_INS: "1",
        PERF_DEVICES_OFF: device,
      },
      ...writeAppLoopWorker("test/bench/limits-worker.ts"),
    });
    try {
      for (const path of products.slice(-6, -1)) await (await fetch(`${off.url}${path}`)).arrayBuffer();
      const offThread = await isolateThread(off);
      const times = { on: [] as number[], off: [] as number[] };
      const pages = products.slice(o.firstPage + o.pages, o.firstPage + 2 * o.pages);
      // A device that acts once the deferred sections miss their budget shows only against slower backends.
      if (o.abLatencyMs > 0) for (const service of SERVICES) o.control.setFault(service, { latencyMs: o.abLatencyMs });
      try {
        for (const [i, path] of pages.entries()) {
          const turn = [
            async () => times.on.push((await threadCost(on, o.control, onThread, path)).ms),
            async () => times.off.push((await threadCost(off, o.control, offThread, path)).ms),
          ];
          for (const ask of i % 2 ? turn.reverse() : turn) await ask();
        }
      } finally {
        o.control.reset();
      }
      const wait = o.abLatencyMs > 0 ? `, backends answering after ${o.abLatencyMs} ms` : "";
      // The mean too: a collection lands in few requests, so what a device saves the collector shows in the mean first.
      const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / Math.max(1, xs.length);
      const line = (xs: number[]) =>
        `${percentile(xs, 50).toFixed(1)} / ${percentile(xs, 99).toFixed(1)}, mean ${mean(xs).toFixed(1)}`;
      const ratio = percentile(times.off, 50) / percentile(times.on, 50);
      console.log(
        `  A/B ${device}${wait}: on ${line(times.on)}, off ${line(times.off)} ms (p50 / p99, ${pages.length} pages); p50 off / on ${ratio.toFixed(2)}, mean off / on ${(mean(times.off) / mean(times.on)).toFixed(2)}`,
      );
      o.record(
        {
          figure: `A/B ${device}${wait}, uncached product page, the isolate thread's clock p50 off / on (p50 / p99 on; off)`,
          limit: "> 1.2 to stay",
        },
        ratio,
        `${ratio.toFixed(2)} (${line(times.on)}; ${line(times.off)})`,
      );
    } finally {
      await off.stop();
    }
  };
  /**
   * Uncached product pages with every backend answering after `IN_FLIGHT_LATENCY_MS`, as one over the
   * network would. The emulators answer at once at scale 1 and after a few milliseconds of searching at
   * scale 20, and an answer the isolate's thread waited for costs it more than one already there: with
   * the same wait at every scale, the scales' figures compare the pages, not the emulators.
   */
  const overTheNetwork = async (dev: WranglerDev, thread: string, nothing: number) => {
    const pages = (o.byType.get("product") ?? []).slice(o.firstPage + 2 * o.pages, o.firstPage + 3 * o.pages);
    for (const service of SERVICES) o.control.setFault(service, { latencyMs: IN_FLIGHT_LATENCY_MS });
    const ms: number[] = [];
    try {
      for (const path of pages) ms.push(Math.max(0, (await threadCost(dev, o.control, thread, path)).ms - nothing));
    } finally {
      o.control.reset();
    }
    const line = `${[50, 90, 99].map((p) => percentile(ms, p).toFixed(1)).join(" / ")} (${ms.length})`;
    console.log(
      `  product, backends answering after ${IN_FLIGHT_LATENCY_MS} ms, isolate thread's clock: p50 / p90 / p99 ${line}`,
    );
    o.record(
      {
        figure: `CPU ms, the isolate thread's clock, every backend answering after ${IN_FLIGHT_LATENCY_MS} ms (upper bound), uncached product, p50 / p90 / p99 (n)`,
        limit: "-",
      },
      percentile(ms, 99),
      line,
    );
  };
  const own = await startWranglerDev({
    bindings: { ...demoBindings(o.emulatorBase), LOG_LEVEL: "error", LIMITS_STAND_INS: "1" },
    ...writeAppLoopWorker("test/bench/limits-worker.ts"),
  });
  try {
    for (const type of o.types.filter((t) => t !== "sitemap")) {
      for (const path of (o.byType.get(type) ?? []).slice(-6, -1))
        await (await fetch(`${own.url}${path}`)).arrayBuffer();
    }
    const thread = await isolateThread(own);
    const floors: number[] = [];
    for (let i = 0; i < 20; i++) floors.push((await threadCost(own, o.control, thread, "/healthz")).ms);
    const nothing = percentile(floors, 50);
    // What the local runtime spends on the isolate's thread for one backend call: 20 fetches against none.
    const perFetch: number[] = [];
    const target = encodeURIComponent(`${o.emulatorBase}/no-such-path`);
    for (let i = 0; i < 5; i++) {
      const many = await threadCost(own, o.control, thread, `/__limits/fetch?n=20&u=${target}`);
      const none = await threadCost(own, o.control, thread, `/__limits/fetch?n=0&u=${target}`);
      perFetch.push((many.ms - none.ms) / 20);
    }
    const fetchMs = percentile(perFetch, 50);
    o.record(
      { figure: "the local runtime's run time on the isolate's thread per fetch, ms", limit: "-" },
      fetchMs,
      fetchMs.toFixed(2),
    );
    if (o.ab) await deviceAb(o.ab, own, thread, o.byType.get("product") ?? []);
    if (o.types.includes("product")) await overTheNetwork(own, thread, nothing);
    for (const type of o.types) {
      const paths =
        type === "sitemap" ? ["/sitemap.xml"] : (o.byType.get(type) ?? []).slice(o.firstPage, o.firstPage + o.pages);
      const list = [];
      for (const path of paths) list.push(await threadCost(own, o.control, thread, path));
      const ms = list.map((c) => Math.max(0, c.ms - nothing));
      const lessFetches = list.map((c) => Math.max(0, c.ms - nothing - c.calls * fetchMs));
      const slowest = [...list].sort((a, b) => b.ms - a.ms).slice(0, 5);
      console.log(
        `  ${type}, isolate thread's clock: p25 / p50 / p75 / p90 / p95 / p99 ${[25, 50, 75, 90, 95, 99].map((p) => percentile(ms, p).toFixed(1)).join(" / ")} ms over ${ms.length} (a request that does nothing ${nothing.toFixed(1)} ms, taken off; ${fetchMs.toFixed(2)} ms per fetch); slowest ${slowest.map((c) => `${(c.ms - nothing).toFixed(1)} (${c.calls} calls) ${c.path}`).join(", ")}; statuses ${[...new Set(list.map((c) => c.status))].join(",")}`,
      );
      o.record(
        {
          figure: `CPU ms, the isolate thread's clock less a request that does nothing (KV and Cache API in the isolate's memory; upper bound), uncached ${type}, p50 / p99 (n)`,
          limit: "-",
        },
        percentile(ms, 99),
        `${percentile(ms, 50).toFixed(1)} / ${percentile(ms, 99).toFixed(1)} (${ms.length})`,
      );
      o.record(
        {
          figure: `CPU ms, the same less the local runtime's run time per backend call, uncached ${type}, p50 / p99`,
          limit: "-",
        },
        percentile(lessFetches, 99),
        `${percentile(lessFetches, 50).toFixed(1)} / ${percentile(lessFetches, 99).toFixed(1)}`,
      );
    }
  } finally {
    await own.stop();
  }
}
