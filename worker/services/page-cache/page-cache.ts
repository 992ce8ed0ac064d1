import type { Logger } from "../../logger";
import { type PageRender, renderOf } from "../../model/rendered-page";
import { coalesce } from "../cache/coalesce";
import { isolateMemoryTier } from "../cache/memory-tier";
import { type CacheStrategy, STRATEGIES } from "../cache/strategies";
import { type AskedPages, isolateAskedPages } from "./asked-pages";
import { isolatePageMemory, type PageMemory, type StoredAs } from "./page-memory";
import { isStorablePage, readPage, type StoredPage, sharePage, writePage } from "./page-store";

export type { StoredPage } from "./page-store";

/** What the page cache does in the background: the request's `waitUntil`. */
type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * How a stored page reaches the Cache API (ADR 0081): `second-ask`, a page
 * goes there once this isolate has been asked for it twice (until then its
 * memory holds it alone); `every-miss`, every stored page goes there at once.
 */
export type EdgeAdmission = "second-ask" | "every-miss";

/**
 * The page cache of published public pages: one interface, its tiers behind
 * it (the isolate's page memory, the data centre's Cache API). Keys come from
 * `pageKey`, which gives none for a draft, editor, internal or debug page.
 */
export interface PageCache {
  /**
   * The page stored under `key`, fresh or stale within the strategy's
   * windows; null on a miss. A page this isolate's memory holds alone is now
   * asked a second time: it is put in the Cache API too, in the background.
   */
  lookUp(key: Request, waitUntil: WaitUntil): Promise<StoredPage | null>;
  /**
   * Keeps the page that `response` answers, in the background, and returns
   * the response to send on. Once its body has ended: a page that deferred
   * nothing (no section went out as its fallback) is stored from the bytes
   * the visitor received (one render); a page that streamed a fallback is,
   * from its second ask on (every miss under `every-miss`, and a stale copy
   * being renewed), rendered again complete from the loads it already has,
   * and that is stored (ADR 0086). Either is kept only once its body has
   * ended without a degraded section (DESIGN section 6). A response not made by the renderer is
   * stored as it is, unless it is HTML: an HTML page that cannot say whether
   * it is complete is never kept. `admission` says whether the Cache API
   * gets it now; `asked: "again"` when the page is known to be asked before
   * (a stale copy being renewed), which admits it at once.
   */
  store(
    key: Request,
    response: Response,
    how: { waitUntil: WaitUntil; logger: Logger; admission: EdgeAdmission; asked?: "again" },
  ): Response;
  /**
   * Answers a stale page and refreshes it in the background: `refresh` runs
   * the app again for the page (see `pageRefreshContext`), which stores it;
   * concurrent answers of one stale page share one refresh.
   */
  serveStale(key: Request, stored: StoredPage, refresh: () => Promise<unknown>, waitUntil: WaitUntil): Response;
  /** `lookups=…, hits=…, entries=…, bytes=…` of the data memory tier, then the same of page memory, each prefixed `page-`. */
  figures(): string;
}

export interface PageCacheOptions {
  strategy?: CacheStrategy;
  now?: () => number;
  memory?: PageMemory;
  asked?: AskedPages;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const strategy = options.strategy ?? STRATEGIES.page;
  const now = options.now ?? Date.now;
  const memory = options.memory ?? isolatePageMemory;
  const asked = options.asked ?? isolateAskedPages;

  /**
   * Whether a page stored now goes to the Cache API too, and whether one that streamed a fallback is
   * worth a second, complete render: both wait for the page's second ask (ADR 0081, ADR 0086). Notes
   * that it was asked either way.
   */
  function admitted(key: Request, how: { admission: EdgeAdmission; asked?: "again" }): boolean {
    const before = asked.note(key.url);
    return how.admission === "every-miss" || how.asked === "again" || before;
  }

  /** Writes the page under `key` from its bytes, unless a section of it degraded. */
  async function keep(
    key: Request,
    page: {
      body: ArrayBuffer | Uint8Array<ArrayBuffer>;
      response: Response;
      degraded: ReadonlySet<string> | undefined;
      storedAs: StoredAs;
      onlyHere: boolean;
    },
    logger: Logger,
  ): Promise<void> {
    if (page.degraded && page.degraded.size > 0) {
      logger.info("Degraded page not stored", { sections: [...page.degraded] });
      return;
    }
    const response = new Response(page.body, page.response);
    await writePage(key, response, strategy, now(), memory, page.storedAs, page.onlyHere);
  }

  /**
   * The same page rendered again complete, stored in both tiers (only a page asked before is rendered
   * again); concurrent misses of one page share it.
   */
  function keepComplete(key: Request, renderComplete: () => Promise<Response>, logger: Logger): Promise<void> {
    return coalesce(`page:${key.url}`, async () => {
      const complete = await renderComplete();
      if (!isStorablePage(complete)) return void (await complete.body?.cancel());
      const body = await complete.arrayBuffer();
      const degraded = renderOf(complete)?.degraded;
      await keep(key, { body, response: complete, degraded, storedAs: "rendered-complete", onlyHere: false }, logger);
    });
  }

  /**
   * Reads the visitor's bytes to their end; keeps them, or a complete render where a section fell back.
   * A page asked for the first time that fell back is not rendered again: most such pages are asked once
   * (a visitor stream spreads over the whole catalogue), and its second ask finds its data in the caches,
   * renders complete within the deferred budget and is kept then (ADR 0086).
   */
  async function keepSent(
    key: Request,
    sent: Response,
    render: PageRender | undefined,
    onlyHere: boolean,
    logger: Logger,
  ) {
    const body = await sent.arrayBuffer();
    if (render?.fellBack && render.renderComplete) {
      // Not admitted to the Cache API: the isolate's first ask of this page.
      if (onlyHere) return void logger.info("Streamed page not stored on its first ask");
      return keepComplete(key, render.renderComplete, logger);
    }
    await keep(key, { body, response: sent, degraded: render?.degraded, storedAs: "sent", onlyHere }, logger);
  }

  return {
    async lookUp(key, waitUntil) {
      const stored = await readPage(key, strategy, now(), memory);
      // A stale copy is renewed by its refresh, which stores it in both tiers; a fresh one is shared as it is.
      if (stored?.onlyHere && stored.freshness === "fresh") {
        asked.note(key.url);
        waitUntil(coalesce(`share:${key.url}`, () => sharePage(key, strategy, memory)).catch(() => {}));
      }
      return stored;
    },
    store(key, response, how) {
      const { waitUntil, logger } = how;
      if (!isStorablePage(response)) return response;
      const render = renderOf(response);
      if (!render && /^text\/html/i.test(response.headers.get("Content-Type") ?? "")) {
        logger.warn("Page not stored: its render is unknown");
        return response;
      }
      const onlyHere = !admitted(key, how);
      if (render?.body) {
        // A complete render's bytes, whole already: kept as they are, with the headers as they are now.
        const page = { body: render.body, response: new Response(null, response), storedAs: "sent" as const };
        waitUntil(keep(key, { ...page, degraded: render.degraded, onlyHere }, logger).catch(() => {}));
        return response;
      }
      // The visitor's bytes, read a second time for the store as they go out.
      waitUntil(keepSent(key, response.clone(), render, onlyHere, logger).catch(() => {}));
      return response;
    },
    serveStale(key, stored, refresh, waitUntil) {
      waitUntil(coalesce(`page:${key.url}`, refresh).catch(() => {}));
      return stored.response;
    },
    figures() {
      const data = { ...isolateMemoryTier.stats(), ...isolateMemoryTier.sizes() };
      const pages = { ...memory.stats(), ...memory.sizes() };
      return [
        `lookups=${data.lookups}, hits=${data.hits}, entries=${data.entries}, bytes=${data.bytes}`,
        `page-lookups=${pages.lookups}, page-hits=${pages.hits}, page-entries=${pages.entries}, page-bytes=${pages.bytes}`,
      ].join(", ");
    },
  };
}

/** The isolate's page cache, shared by every request. */
export const isolatePageCache: PageCache = createPageCache();
