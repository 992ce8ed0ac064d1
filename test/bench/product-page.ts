/**
 * Product page figures of `npm run bench` (issues 5 and 7), against a running
 * worker (production build) and the emulators, whose call log tells which
 * backend calls a page made and when:
 * - backend calls before the first byte of an uncached page (target <= 4) and
 *   of a cached one (0);
 * - the worker's time for an uncached page against a bare React render of the
 *   same tree in Node (target <= 1.3x);
 * - time to first byte with a 2 s data-sheet service;
 * - backend calls for 100 concurrent requests of one uncached page.
 * Each figure uses products no earlier figure touched, so no tier holds them.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { ProductDocument } from "../../shared/catalogue/documents";
import { scriptSafeJson } from "../../shared/script-safe-json";
import { loadConfig } from "../../worker/config";
import { assetsFromManifest } from "../../worker/loaders/page-assets";
import { loadProduct, loadRelations } from "../../worker/loaders/product";
import { createLogger } from "../../worker/logger";
import { createContentService } from "../../worker/services/content/index";
import { createDatasheetService } from "../../worker/services/datasheets/index";
import { createSearchClient } from "../../worker/services/search/client";
import { productDescription } from "../../worker/views/product/description";
import { productJsonLd } from "../../worker/views/product/json-ld";
import { readTemplate } from "../../worker/views/product/sections";
import { canonicalUrl, languageAlternates } from "../../worker/views/shell/seo";
import { demoBindings } from "../support/bindings";
import { VISITOR_USER_AGENT } from "../support/visitor";
import { type BareProductData, renderBareProduct } from "./bare-tree";

interface CallRecord {
  service: string;
  path: string;
  at: number;
}

/** Calls of the deferred loaders: data sheets and the related-document lookups (streamed after the shell). */
const DEFERRED = /^\/datasheets\/|^\/search\/[a-z]+\/indexes\/(?!products-)/;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Public products by area, from the search emulator. */
export async function productsBySite(emulatorBase: string): Promise<Map<string, ProductDocument[]>> {
  const res = await fetch(`${emulatorBase}/search/public/indexes/products-en-us/docs/search?api-version=2020-06-30`, {
    method: "POST",
    headers: { "content-type": "application/json", "api-key": "demo-public-key" },
    body: JSON.stringify({ top: 1000, select: "ID, AT_Websites, AT_Visibility", orderby: "ID desc" }),
  });
  const all = ((await res.json()) as { value: ProductDocument[] }).value.filter((p) =>
    p.AT_Visibility.includes("Public"),
  );
  const bySite = new Map<string, ProductDocument[]>();
  for (const p of all) {
    const site = p.AT_Websites.find((s) => s !== "intranet");
    if (!site) continue;
    bySite.set(site, [...(bySite.get(site) ?? []), p]);
  }
  return bySite;
}

/** Hands out products no figure has used yet. */
export class ProductPicker {
  private used = new Set<string>();
  constructor(private readonly bySite: Map<string, ProductDocument[]>) {}
  sites(): string[] {
    return [...this.bySite.keys()];
  }
  next(site: string): ProductDocument {
    const product = this.bySite.get(site)?.find((p) => !this.used.has(p.ID));
    if (!product) throw new Error(`no unused product on ${site}`);
    this.used.add(product.ID);
    return product;
  }
}

export const productUrl = (base: string, site: string, id: string) => `${base}/pim/fragment/${site}/en/product/${id}`;

/** Fetches a page; the time of the first and of the last byte (epoch ms, and durations from the start). */
export async function timedFetch(url: string, acceptEncoding?: string) {
  const started = performance.now();
  const headers = {
    "user-agent": VISITOR_USER_AGENT,
    ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
  };
  const res = await fetch(url, { headers });
  const reader = res.body?.getReader();
  if (!reader) throw new Error(`no body from ${url}`);
  const first = await reader.read();
  const firstByteAt = Date.now();
  const ttfb = performance.now() - started;
  let done = first.done;
  while (!done) done = (await reader.read()).done;
  return {
    status: res.status,
    cache: res.headers.get("x-cache-status"),
    firstByteAt,
    ttfb,
    total: performance.now() - started,
  };
}

async function callLog(emulatorBase: string): Promise<CallRecord[]> {
  const res = await fetch(`${emulatorBase}/__control/calls`);
  return ((await res.json()) as { calls: CallRecord[] }).calls;
}

const clearCalls = (emulatorBase: string) => fetch(`${emulatorBase}/__control/calls`, { method: "DELETE" });

const setFault = (emulatorBase: string, service: string, rule: Record<string, number>) =>
  fetch(`${emulatorBase}/__control/faults/${service}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(rule),
  });

export interface CallsFigure {
  /** Per cold page: the calls the first byte waited for, and all calls started before it. */
  pages: { productId: string; awaited: string[]; started: number }[];
  maxAwaited: number;
  /** Calls made while a cached page was answered (first request to last byte). */
  cachedCalls: string[];
}

/** Backend calls before the first byte: cold pages of several areas (so their stories are cold too), then a cached one. */
export async function callsBeforeFirstByte(
  workerBase: string,
  emulatorBase: string,
  picker: ProductPicker,
  samples = 4,
): Promise<CallsFigure> {
  const pages: CallsFigure["pages"] = [];
  let last = "";
  for (const site of picker.sites().slice(0, samples)) {
    const product = picker.next(site);
    await clearCalls(emulatorBase);
    last = productUrl(workerBase, site, product.ID);
    const { status, firstByteAt } = await timedFetch(last);
    if (status !== 200) throw new Error(`${last} answered ${status}`);
    const before = (await callLog(emulatorBase)).filter((c) => c.at <= firstByteAt);
    pages.push({
      productId: product.ID,
      awaited: before.filter((c) => !DEFERRED.test(c.path)).map((c) => c.path),
      started: before.length,
    });
  }
  // The last page is kept now, or, if it went out streamed, from its second ask (ADR 0086): ask until the
  // page cache answers it, and count every call made while it does.
  let hit = { cache: null as string | null };
  for (let ask = 0; ask < 4 && hit.cache !== "HIT"; ask++) {
    if (ask > 0) await new Promise((r) => setTimeout(r, 50));
    await clearCalls(emulatorBase);
    hit = await timedFetch(last);
  }
  if (hit.cache !== "HIT") throw new Error(`${last} was not answered from the page cache (${hit.cache})`);
  const cachedCalls = (await callLog(emulatorBase)).map((c) => c.path);
  return { pages, maxAwaited: Math.max(...pages.map((p) => p.awaited.length)), cachedCalls };
}

export interface RenderFigure {
  /** Median time of the worker for the whole uncached page (data in its KV cache), ms. */
  workerMs: number;
  /** Median time of the constant worker for the same bytes: transport and runtime floor, ms. */
  floorMs: number;
  /** Median time of a bare React render of the same tree in Node, all data at hand, ms. */
  bareMs: number;
  /**
   * The same bare render asked of a worker inside workerd as a request of its
   * own (`bare-worker.ts`: `/render` to the end of the render, `/ok`, the
   * same request without the render, and `/stream`, React's stream of the
   * render as the answer), when that worker is given, ms.
   */
  bareWorker?: { renderMs: number; okMs: number; streamMs: number; streamBytes: number };
  bytes: number;
}

/**
 * An uncached product page against a bare render of the same tree. The
 * worker page is asked with editor parameters that fail the check: published
 * content, never from the page cache, data from its KV cache (warm). The
 * constant worker serving the same bytes gives the transport floor, which the
 * bare render does not pay.
 */
export async function uncachedAgainstBareRender(
  servers: { worker: string; constant: string; emulatorBase: string; bareWorker?: string },
  site: string,
  product: ProductDocument,
  runs = 100,
): Promise<RenderFigure> {
  const uncached = `${productUrl(servers.worker, site, product.ID)}?_storyblok_tk[token]=bench`;
  const floorUrl = productUrl(servers.constant, site, product.ID);
  const bare = await bareRenderer(servers.emulatorBase, site, product, new URL(servers.worker).origin);
  const bareWorker = servers.bareWorker;
  let streamBytes = 0;
  const timedPlain = async (url: string) => {
    const started = performance.now();
    const res = await fetch(url, { headers: { "user-agent": VISITOR_USER_AGENT } });
    const length = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    // Only the stream's answer is the page; `/render` and `/ok` answer "ok".
    if (url.endsWith("/stream")) streamBytes = length;
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) {
    await timedFetch(uncached);
    await timedFetch(floorUrl);
    await bare();
    if (bareWorker) {
      await timedPlain(`${bareWorker}/render`);
      await timedPlain(`${bareWorker}/ok`);
      await timedPlain(`${bareWorker}/stream`);
    }
  }
  // In turn, so that all three see the shared machine alike, and each in every place of the turn:
  // what runs right after the bench's own process was busy, or right after another server, pays for it.
  const worker: number[] = [];
  const floor: number[] = [];
  const bareTimes: number[] = [];
  let bytes = 0;
  const steps: (() => Promise<void>)[] = [
    async () => {
      worker.push((await timedFetch(uncached)).total);
    },
    async () => {
      floor.push((await timedFetch(floorUrl)).total);
    },
    async () => {
      const started = performance.now();
      bytes = await bare();
      bareTimes.push(performance.now() - started);
    },
  ];
  const bareRender: number[] = [];
  const bareOk: number[] = [];
  const bareStream: number[] = [];
  if (bareWorker) {
    steps.push(
      async () => {
        bareStream.push(await timedPlain(`${bareWorker}/stream`));
      },
      async () => {
        bareRender.push(await timedPlain(`${bareWorker}/render`));
      },
      async () => {
        bareOk.push(await timedPlain(`${bareWorker}/ok`));
      },
    );
  }
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]?.();
  }
  return {
    workerMs: median(worker),
    floorMs: median(floor),
    bareMs: median(bareTimes),
    ...(bareWorker
      ? {
          bareWorker: {
            renderMs: median(bareRender),
            okMs: median(bareOk),
            streamMs: median(bareStream),
            streamBytes,
          },
        }
      : {}),
    bytes,
  };
}

/** Loads what the bare render of a product page needs, from the emulators, as the worker's loaders do. */
export async function bareProductData(
  emulatorBase: string,
  site: string,
  product: ProductDocument,
  /** The worker's origin, which the page's canonical and alternate links name. */
  origin = "http://127.0.0.1:8787",
): Promise<BareProductData> {
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
  const content = createContentService({ config, version: "published", language: "en-us", logger });
  const doc = await loadProduct(search, product.ID);
  if (!doc) throw new Error(`product ${product.ID} not found`);
  const [relations, datasheets, stories] = await Promise.all([
    loadRelations(search, doc, "public"),
    createDatasheetService({ config, logger }).forProduct(doc.ID),
    content.getStoriesBySlugs([
      `${site}/settings/navbar`,
      `${site}/settings/footer`,
      `${site}/settings/product-template`,
    ]),
  ]);
  const find = (suffix: string) => stories.find((s) => s.full_slug.endsWith(suffix)) ?? null;
  const lang = "en";
  const page = `product/${doc.ID}`;
  const canonical = canonicalUrl(origin, site, lang, page);
  return {
    seo: {
      description: productDescription(doc, site, lang),
      canonical,
      alternates: languageAlternates(origin, site, page),
      jsonLd: scriptSafeJson(productJsonLd(doc, canonical, site, lang)),
    },
    site,
    lang,
    path: `/pim/fragment/${site}/${lang}/product/${doc.ID}`,
    product: doc,
    template: readTemplate(find("/settings/product-template")?.content, "product-template"),
    relations,
    datasheets,
    storageBase: config.DATASHEET_API_URL,
    // What worker/loaders/page-assets.ts reads from the same manifest (that module needs Workers types).
    assets: assetsFromManifest(JSON.parse(readFileSync("dist/client/assets-manifest.json", "utf8"))),
    navbar: find("/settings/navbar"),
    footer: find("/settings/footer"),
  };
}

/** Renders the tree `renderPage` builds for a product page with React's edge renderer in Node, once per call; the HTML's length. */
export async function bareRenderer(emulatorBase: string, site: string, product: ProductDocument, origin?: string) {
  const data = await bareProductData(emulatorBase, site, product, origin);
  const logger = createLogger({ level: "error" });
  return () => renderBareProduct(data, logger);
}

export interface SlowSheetsFigure {
  latencyMs: number;
  /** Median TTFB of cold pages with the slow data-sheet service, uncompressed answers, ms. */
  slowTtfbMs: number;
  /** The same with `Accept-Encoding: gzip` (the runtime compresses the answer), ms. */
  slowGzipTtfbMs: number;
  slowTotalMs: number;
  /** Median TTFB of cold pages of the same area with the data-sheet service at its normal speed, uncompressed, ms. */
  normalTtfbMs: number;
}

/**
 * Time to first byte of cold product pages while the data-sheet service
 * takes `latencyMs` per answer, against cold pages of the same area with the
 * service at its normal speed. Measured without compression (what the worker
 * streams) and with gzip accepted (what workerd's response compression makes of it).
 */
export async function ttfbWithSlowDatasheets(
  workerBase: string,
  emulatorBase: string,
  picker: ProductPicker,
  site: string,
  samples = 3,
  latencyMs = 2000,
): Promise<SlowSheetsFigure> {
  const cold = () => productUrl(workerBase, site, picker.next(site).ID);
  const normal: number[] = [];
  for (let i = 0; i < samples; i++) normal.push((await timedFetch(cold(), "identity")).ttfb);
  const ttfb: number[] = [];
  const gzip: number[] = [];
  const total: number[] = [];
  await setFault(emulatorBase, "datasheets", { latencyMs });
  try {
    for (let i = 0; i < samples; i++) {
      const t = await timedFetch(cold(), "identity");
      if (t.status !== 200) throw new Error(`slow data sheets: page answered ${t.status}`);
      ttfb.push(t.ttfb);
      total.push(t.total);
      gzip.push((await timedFetch(cold(), "gzip, deflate, br")).ttfb);
    }
  } finally {
    await setFault(emulatorBase, "datasheets", {});
  }
  return {
    latencyMs,
    slowTtfbMs: median(ttfb),
    slowGzipTtfbMs: median(gzip),
    slowTotalMs: median(total),
    normalTtfbMs: median(normal),
  };
}

export interface ConcurrentFigure {
  requests: number;
  statuses: Record<string, number>;
  /** Backend calls of the burst, by path. */
  burstCalls: Record<string, number>;
  /** Backend calls of one request of a sibling cold page (same area, same shape). */
  singleCalls: number;
}

/**
 * 100 concurrent requests of one uncached page (wrangler dev runs one
 * isolate): the backend calls they make together, against one request of
 * a sibling page that is just as cold.
 */
export async function concurrentUncached(
  workerBase: string,
  emulatorBase: string,
  picker: ProductPicker,
  site: string,
  requests = 100,
): Promise<ConcurrentFigure> {
  await clearCalls(emulatorBase);
  await timedFetch(productUrl(workerBase, site, picker.next(site).ID));
  // Background work (cache writes, the cv refresh) is not a backend call of the page.
  const singleCalls = (await callLog(emulatorBase)).filter((c) => !c.path.endsWith("/cdn/spaces/me")).length;
  const url = productUrl(workerBase, site, picker.next(site).ID);
  await clearCalls(emulatorBase);
  const results = await Promise.all(Array.from({ length: requests }, () => timedFetch(url)));
  const statuses: Record<string, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const burstCalls: Record<string, number> = {};
  for (const c of await callLog(emulatorBase)) {
    if (c.path.endsWith("/cdn/spaces/me")) continue;
    burstCalls[c.path] = (burstCalls[c.path] ?? 0) + 1;
  }
  return { requests, statuses, burstCalls, singleCalls };
}
