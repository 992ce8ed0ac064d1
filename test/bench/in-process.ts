/**
 * The uncached product page against a bare React render of the same tree,
 * both asked from inside workerd (`app-loop-worker.ts`, `bare-worker.ts`):
 * each request runs the page (or the render) N = 40 times, so what a request
 * costs on its way in and out (the proxy of `wrangler dev`, headers,
 * compression) is paid once per N and taken out by
 * subtracting the same worker's request that runs it zero times. What is
 * left is the app's own CPU per page, next to React's own per render.
 */
import type { ProductDocument } from "../../shared/catalogue/documents";
import { demoBindings } from "../support/bindings.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";
import type { BareProductData } from "./bare-tree.tsx";
import { catalogueConstantPlatform, writeAppLoopWorker, writeBareWorker } from "./constant-worker.ts";
import { cpuPerRequest } from "./cpu.ts";
import { bareProductData, median, productUrl } from "./product-page.ts";

/** Pages per request: enough that a tick of /proc's clock is a small part of one. */
const PER_REQUEST = 40;
const REQUESTS = 25;

export interface InProcessFigure {
  /** The app's CPU per uncached product page, ms, median of the rounds. */
  appMs: number;
  /** A bare render's CPU, ms, median of the rounds. */
  bareMs: number;
  appRounds: number[];
  bareRounds: number[];
}

/** `bare-worker.ts` under the catalogue's platform configuration, warmed, with `data` loaded; the caller stops it. */
export async function startBareWorker(data: BareProductData): Promise<WranglerDev> {
  const bare = await startWranglerDev({ bindings: {}, ...writeBareWorker(catalogueConstantPlatform().full) });
  try {
    const loaded = await fetch(`${bare.url}/load`, { method: "POST", body: JSON.stringify(data) });
    if (!loaded.ok) throw new Error(`bare worker: ${loaded.status} ${await loaded.text()}`);
    for (let i = 0; i < 20; i++) await (await fetch(`${bare.url}/render`)).arrayBuffer();
    return bare;
  } catch (error) {
    await bare.stop();
    throw error;
  }
}

/** CPU per iteration of `url` (which takes `n`), over the same request with `n=0`. */
async function perIteration(dev: WranglerDev, url: (n: number) => string): Promise<number> {
  const many = await cpuPerRequest(dev, url(PER_REQUEST), { requests: REQUESTS, concurrency: 1 });
  const none = await cpuPerRequest(dev, url(0), { requests: REQUESTS * 4, concurrency: 1 });
  return (many - none) / PER_REQUEST;
}

export async function inProcessAgainstBareRender(
  emulatorBase: string,
  site: string,
  product: ProductDocument,
  rounds = 7,
): Promise<InProcessFigure> {
  const servers: WranglerDev[] = [];
  try {
    const app = await startWranglerDev({
      bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" },
      ...writeAppLoopWorker(),
    });
    servers.push(app);
    const bare = await startBareWorker(await bareProductData(emulatorBase, site, product));
    servers.push(bare);
    // Past the page cache, as the bench's uncached figure: editor parameters that fail the check.
    const page = new URL(`${productUrl("http://x", site, product.ID)}?_storyblok_tk[token]=bench`);
    const appUrl = (n: number) => `${app.url}/loop?n=${n}&u=${encodeURIComponent(`${page.pathname}${page.search}`)}`;
    const bareUrl = (n: number) => `${bare.url}/render?n=${n}`;
    for (let i = 0; i < 5; i++) {
      await (await fetch(appUrl(PER_REQUEST))).arrayBuffer();
      await (await fetch(bareUrl(PER_REQUEST))).arrayBuffer();
    }
    const appRounds: number[] = [];
    const bareRounds: number[] = [];
    for (let round = 0; round < rounds; round++) {
      appRounds.push(await perIteration(app, appUrl));
      bareRounds.push(await perIteration(bare, bareUrl));
    }
    return { appMs: median(appRounds), bareMs: median(bareRounds), appRounds, bareRounds };
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
