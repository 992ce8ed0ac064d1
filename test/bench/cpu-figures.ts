/**
 * Figures 1a and 2 in server CPU per request, for the whole bench: CPU time
 * barely moves when other jobs share the machine, where throughput and
 * latency move by tens of percent between runs (`cpu.ts`). The subset
 * (`BENCH_ONLY`) takes the same figures with more floors beside them.
 */
import { createLogger } from "../../worker/logger.ts";
import type { WranglerDev } from "../support/wrangler-dev.ts";
import { type BareProductData, renderBareProduct } from "./bare-tree.tsx";
import { cpuPerRequest } from "./cpu.ts";

export const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** This process's CPU per call of `render` (V8's collector and compiler threads included), over `n` calls; ms. */
export async function cpuPerRender(render: () => Promise<unknown>, n = 100): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < n; i++) await render();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / n;
}

export interface CpuFigures {
  /** 1a: the constant worker's CPU per request for the hit's bytes, and the cached page's; ms, per round. */
  cached: { floor: number[]; worker: number[] };
  /** 2: the uncached page's CPU per request, the constant worker's for the same bytes, a bare render's in Node; ms. */
  uncached: { worker: number[]; floor: number[]; bare: number[] };
}

/**
 * Both figures in `rounds` rounds, each side in turn within a round so that
 * all of them see the machine alike.
 */
export async function cpuFigures(
  servers: { worker: WranglerDev; constant: WranglerDev },
  urls: { cached: string; uncached: string; floor: string },
  bareData: BareProductData,
  rounds = 3,
): Promise<CpuFigures> {
  const logger = createLogger({ level: "error" });
  const bare = () => renderBareProduct(bareData, logger);
  for (let i = 0; i < 20; i++) await bare();
  const figures: CpuFigures = { cached: { floor: [], worker: [] }, uncached: { worker: [], floor: [], bare: [] } };
  for (let round = 0; round < rounds; round++) {
    const hit = { requests: 1000, concurrency: 4 };
    figures.cached.floor.push(await cpuPerRequest(servers.constant, urls.floor, hit));
    figures.cached.worker.push(await cpuPerRequest(servers.worker, urls.cached, hit));
    const render = { requests: 300, concurrency: 2 };
    figures.uncached.worker.push(await cpuPerRequest(servers.worker, urls.uncached, render));
    figures.uncached.floor.push(await cpuPerRequest(servers.constant, urls.floor, render));
    figures.uncached.bare.push(await cpuPerRender(bare));
  }
  return figures;
}
