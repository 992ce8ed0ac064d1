/**
 * Product page bench: how many backend calls an uncached product page makes
 * before its first byte (target: at most 4), and how long the worker takes to
 * answer a warm page against a bare React render of the same tree.
 *
 * The bench runner calls `benchProductPage({ workerBase, emulatorBase })`
 * with a running worker (production build) and the emulators; standalone:
 * `tsx test/bench/product-page.ts http://127.0.0.1:8787 http://127.0.0.1:8790`.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import type { ProductDocument } from "../../shared/catalogue/documents";
import { loadConfig } from "../../worker/config";
import { createLogger } from "../../worker/logger";
import { createDatasheetService } from "../../worker/services/datasheets/index";
import { createSearchClient } from "../../worker/services/search/client";
import { loadProduct, loadRelations } from "../../worker/services/search/product-data";
import { ProductPage } from "../../worker/views/product/ProductPage";
import { readTemplate } from "../../worker/views/product/sections";
import { demoBindings } from "../support/bindings";

export interface ProductBenchOptions {
  /** Base URL of the running catalogue worker. */
  workerBase: string;
  /** Base URL of the running emulators (call log, demo catalogue). */
  emulatorBase: string;
  /** Products measured cold (each one only once, so no cache tier holds it). Default 5. */
  coldSamples?: number;
  /** Warm repetitions for the render comparison. Default 20. */
  warmRuns?: number;
}

export interface ProductBenchResult {
  /**
   * Per cold product page (each of another area, so its stories are cold too):
   * backend calls started before the first byte (emulator call log), and the
   * part of them the first byte waited for. Deferred loads (related documents,
   * data sheets) start as soon as the product is known but are streamed later.
   */
  callsBeforeFirstByte: {
    productId: string;
    started: number;
    awaited: number;
    awaitedPaths: string[];
  }[];
  /** The largest awaited count: the number to hold against the target. */
  maxCallsBeforeFirstByte: number;
  target: number;
  /** Median time to first byte and to the last byte of a warm page, ms. */
  workerTtfbMs: number;
  workerTotalMs: number;
  /** Median time of a bare React stream render of the same page body, all data at hand, ms. */
  bareRenderMs: number;
}

interface CallRecord {
  service: string;
  path: string;
  at: number;
}

/** Calls of the deferred loaders: data sheets and the related-document lookups. */
const DEFERRED =
  /^\/datasheets\/|^\/search\/[a-z]+\/indexes\/(plants|assets|contacts|packagingmaterials|articles|classifications)-/;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function emulatorProducts(emulatorBase: string): Promise<ProductDocument[]> {
  const res = await fetch(`${emulatorBase}/search/public/indexes/products-en-us/docs/search?api-version=2020-06-30`, {
    method: "POST",
    headers: { "content-type": "application/json", "api-key": "demo-public-key" },
    body: JSON.stringify({ top: 1000, select: "ID, AT_Websites, AT_Visibility", orderby: "ID desc" }),
  });
  return ((await res.json()) as { value: ProductDocument[] }).value.filter((p) => p.AT_Visibility.includes("Public"));
}

/** Fetches a page; resolves with the time of the first and of the last byte (epoch ms and durations). */
async function timedFetch(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`no body from ${url}`);
  const first = await reader.read();
  const firstByteAt = Date.now();
  const ttfb = performance.now() - started;
  let done = first.done;
  while (!done) done = (await reader.read()).done;
  return { status: res.status, firstByteAt, ttfb, total: performance.now() - started };
}

async function calls(emulatorBase: string): Promise<CallRecord[]> {
  const res = await fetch(`${emulatorBase}/__control/calls`);
  return ((await res.json()) as { calls: CallRecord[] }).calls;
}

async function bareRender(emulatorBase: string, product: ProductDocument, site: string, runs: number) {
  const config = loadConfig({
    STORYBLOK_REGION: "",
    STORYBLOK_OAUTH_TOKEN: "",
    SEARCH_API_VERSION: "",
    INTRANET_ACCESS_TEAM_DOMAIN: "",
    INTRANET_ACCESS_AUD: "",
    PARENT_ORIGINS: "",
    ...demoBindings(emulatorBase),
  });
  const logger = createLogger({ level: "error" });
  const search = createSearchClient({ config, audience: "public", language: "en-us", logger });
  const doc = await loadProduct(search, product.ID);
  if (!doc) throw new Error(`product ${product.ID} not found`);
  const relations = await loadRelations(search, doc, "public");
  const datasheets = await createDatasheetService({ config, logger }).forProduct(doc.ID);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const stream = await renderToReadableStream(
      createElement(ProductPage, {
        site,
        lang: "en",
        internal: false,
        product: doc,
        template: readTemplate(
          { component: "product-template", variant: "advanced", sections: [] },
          "product-template",
        ),
        relations: Promise.resolve(relations),
        datasheets: Promise.resolve(datasheets),
        storageBase: config.DATASHEET_API_URL,
      }),
    );
    await stream.allReady;
    await new Response(stream).text();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Runs the product page bench against a running worker and emulators. */
export async function benchProductPage(options: ProductBenchOptions): Promise<ProductBenchResult> {
  const { workerBase, emulatorBase } = options;
  const products = await emulatorProducts(emulatorBase);
  // One product per area, so the area's chrome and template stories are cold as well.
  const firstOfSite = new Map<string, ProductDocument>();
  for (const p of products) {
    const site = p.AT_Websites.find((s) => s !== "intranet");
    if (site && !firstOfSite.has(site)) firstOfSite.set(site, p);
  }
  const cold = [...firstOfSite.values()].slice(0, options.coldSamples ?? 5);
  const pageUrl = (p: ProductDocument) => {
    const site = p.AT_Websites.find((s) => s !== "intranet") ?? "personal-care";
    return { site, url: `${workerBase}/pim/fragment/${site}/en/product/${p.ID}` };
  };

  const callsBeforeFirstByte: ProductBenchResult["callsBeforeFirstByte"] = [];
  for (const product of cold) {
    await fetch(`${emulatorBase}/__control/calls`, { method: "DELETE" });
    const { url } = pageUrl(product);
    const { status, firstByteAt } = await timedFetch(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    const before = (await calls(emulatorBase)).filter((c) => c.at <= firstByteAt);
    const awaited = before.filter((c) => !DEFERRED.test(c.path));
    callsBeforeFirstByte.push({
      productId: product.ID,
      started: before.length,
      awaited: awaited.length,
      awaitedPaths: awaited.map((c) => c.path),
    });
  }

  const warm = cold[0];
  if (!warm) throw new Error("no products");
  const { site, url } = pageUrl(warm);
  const runs = options.warmRuns ?? 20;
  const ttfbs: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < runs; i++) {
    const timing = await timedFetch(url);
    ttfbs.push(timing.ttfb);
    totals.push(timing.total);
  }
  return {
    callsBeforeFirstByte,
    maxCallsBeforeFirstByte: Math.max(...callsBeforeFirstByte.map((c) => c.awaited)),
    target: 4,
    workerTtfbMs: median(ttfbs),
    workerTotalMs: median(totals),
    bareRenderMs: await bareRender(emulatorBase, warm, site, runs),
  };
}

/** One line per figure, for the bench runner's report. */
export function formatProductBench(result: ProductBenchResult): string {
  const worst = result.callsBeforeFirstByte.reduce((a, b) => (b.awaited > a.awaited ? b : a));
  return [
    `product page: backend calls the first byte waits for (uncached): max ${result.maxCallsBeforeFirstByte} (target <= ${result.target}); worst ${worst.productId}: ${worst.awaitedPaths.join(", ")}`,
    `product page: calls started before the first byte, deferred ones included: ${result.callsBeforeFirstByte.map((c) => c.started).join(", ")}`,
    `product page: warm worker TTFB ${result.workerTtfbMs.toFixed(1)} ms, complete ${result.workerTotalMs.toFixed(1)} ms; bare React render ${result.bareRenderMs.toFixed(1)} ms`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [workerBase = "http://127.0.0.1:8787", emulatorBase = "http://127.0.0.1:8790"] = process.argv.slice(2);
  benchProductPage({ workerBase, emulatorBase })
    .then((result) => console.log(formatProductBench(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
