/**
 * The browser A/B of the islands' deferred boot twin (ADR 0058, ADR 0065):
 * its effect is in the browser (the first layout of a page with form
 * fields, done before or after the stylesheet), which the server-side A/B
 * cannot see. Debian's chromium loads the tool pages the twin is for from
 * the worker with every device on and from one with the twin off
 * (`PERF_DEVICES_OFF=boot-twin`), one after the other, each load in a fresh
 * context (nothing cached, as a first visit) under a phone's conditions:
 * the CPU slowed four times, on two networks: slow 4G (Lighthouse's
 * mobile profile), and the loopback unthrottled, as Lighthouse's simulated
 * throttling loads the page it measures (where ADR 0058 saw the layout: a
 * document parsed before its stylesheet arrives). A load is measured until
 * every island of the page has hydrated: the time its long tasks spent
 * before the first paint (the layout of the unstyled page is one), the
 * total blocking time until hydrated, and the time to that hydration.
 */
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/browser.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";

/** The tool pages whose form fields the twin is for (ADR 0058): the product finder and a recommendation flow. */
export const BOOT_TWIN_PAGES = [
  { name: "finder page", path: "/pim/fragment/pu-additives/en/products" },
  { name: "recommendation tool", path: "/pim/fragment/silica-specialist/en/silica-recommendation-tool" },
] as const;

/** Lighthouse's mobile profile: four times slower CPU. */
const CPU_SLOWDOWN = 4;
/** The networks a page is loaded over: slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), and none in the way. */
export const NETWORKS = {
  "slow 4G": {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  loopback: undefined,
} as const;
export type NetworkName = keyof typeof NETWORKS;

/**
 * Runs in the page before its own scripts: records long tasks and the
 * moment every island carries the hydration marker `hydrate.tsx` sets.
 */
const OBSERVER = () => {
  const bench = { longTasks: [] as [number, number][], hydratedAt: undefined as number | undefined };
  (window as unknown as { __bootTwin: typeof bench }).__bootTwin = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver((_, observer) => {
    const islands = document.querySelectorAll("[data-island]");
    if (islands.length > 0 && [...islands].every((el) => el.getAttribute("data-hydrated") === "true")) {
      bench.hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
};

export interface PageLoad {
  /** From the navigation's start to the first contentful paint. */
  paintMs: number;
  /** Long tasks' time before the first contentful paint, summed. */
  beforePaintMs: number;
  /** Total blocking time until every island hydrated: each long task's time beyond 50 ms, summed. */
  tbtMs: number;
  /** From the navigation's start until every island hydrated. */
  hydratedMs: number;
}

/** One cold load of `url` under the phone's conditions, measured until its islands have hydrated. */
export async function loadOnce(browser: Browser, url: string, network: NetworkName): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const conditions = NETWORKS[network];
    if (conditions) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", conditions);
    }
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __bootTwin?: { hydratedAt?: number } }).__bootTwin?.hydratedAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    // Long tasks are reported once they end: give the last one its turn.
    await page.waitForTimeout(100);
    return await page.evaluate(() => {
      const bench = (window as unknown as { __bootTwin: { longTasks: [number, number][]; hydratedAt: number } })
        .__bootTwin;
      const tbtMs = bench.longTasks
        .filter(([start]) => start < bench.hydratedAt)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? bench.hydratedAt;
      const beforePaintMs = bench.longTasks
        .filter(([start]) => start < paint)
        .reduce((sum, [, duration]) => sum + duration, 0);
      return { paintMs: paint, beforePaintMs, tbtMs, hydratedMs: bench.hydratedAt };
    });
  } finally {
    await context.close();
  }
}

export interface BootTwinFigure {
  page: string;
  network: NetworkName;
  /** Twin off / twin on, mean time to the first contentful paint, one per round. */
  paint: number[];
  /** Twin off / twin on, mean long-task time before the first paint, one per round. */
  beforePaint: number[];
  /** Twin off / twin on, mean total blocking time until hydration, one per round. */
  tbt: number[];
  /** Twin off / twin on, mean time to hydration, one per round. */
  hydrated: number[];
  /** Means over every round of the twin on and off, ms. */
  on: PageLoad;
  off: PageLoad;
  failures: number;
}

/** The twin's own attribute (`IslandBootScript`). */
const TWIN = "data-island-boot-deferred";

const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
/** Off over on; two zeros (no long task on either side) are no difference. */
const ratio = (off: number, on: number) => (off === 0 && on === 0 ? 1 : off / on);
const means = (loads: readonly PageLoad[]): PageLoad => ({
  paintMs: mean(loads.map((l) => l.paintMs)),
  beforePaintMs: mean(loads.map((l) => l.beforePaintMs)),
  tbtMs: mean(loads.map((l) => l.tbtMs)),
  hydratedMs: mean(loads.map((l) => l.hydratedMs)),
});

/**
 * The twin's A/B: a worker with the twin off beside `worker` (every device
 * on), `rounds` rounds of `loads` loads of each page from each, alternating
 * which goes first so that neither always meets the machine after the other.
 */
export async function bootTwinFigures(options: {
  worker: WranglerDev;
  bindings: Record<string, string>;
  rounds: number;
  loads: number;
  /** The networks to load over; all by default. */
  networks?: readonly NetworkName[];
}): Promise<BootTwinFigure[]> {
  const off = await startWranglerDev({ bindings: { ...options.bindings, PERF_DEVICES_OFF: "boot-twin" } });
  const browser = await launchChromium();
  try {
    const figures: BootTwinFigure[] = [];
    for (const network of options.networks ?? (Object.keys(NETWORKS) as NetworkName[])) {
      for (const { name, path } of BOOT_TWIN_PAGES) {
        const urls = [`${options.worker.url}${path}`, `${off.url}${path}`] as const;
        // The first visit fills the worker's caches (content, search, page cache): what is measured is the
        // browser's part. It also checks that the A/B compares what it names: the twin on one side only.
        const twins = await Promise.all(urls.map(async (url) => (await (await fetch(url)).text()).includes(TWIN)));
        if (!twins[0] || twins[1]) throw new Error(`${name}: the twin is not on one side only (${twins.join(", ")})`);
        const figure: Omit<BootTwinFigure, "on" | "off"> = {
          page: name,
          network,
          paint: [],
          beforePaint: [],
          tbt: [],
          hydrated: [],
          failures: 0,
        };
        const all: PageLoad[][] = [[], []];
        for (let round = 0; round < options.rounds; round++) {
          const loads: PageLoad[][] = [[], []];
          for (let i = 0; i < options.loads; i++) {
            for (const side of i % 2 === 0 ? [0, 1] : [1, 0]) {
              try {
                const load = await loadOnce(browser, urls[side] as string, network);
                loads[side]?.push(load);
                all[side]?.push(load);
              } catch {
                figure.failures++;
              }
            }
          }
          const [on, without] = loads.map(means) as [PageLoad, PageLoad];
          figure.paint.push(ratio(without.paintMs, on.paintMs));
          figure.beforePaint.push(ratio(without.beforePaintMs, on.beforePaintMs));
          figure.tbt.push(ratio(without.tbtMs, on.tbtMs));
          figure.hydrated.push(ratio(without.hydratedMs, on.hydratedMs));
        }
        figures.push({ ...figure, on: means(all[0] ?? []), off: means(all[1] ?? []) });
      }
    }
    return figures;
  } finally {
    await browser.close();
    await off.stop();
  }
}
