import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";
import { LRUCache } from "lru-cache";

/** Distinct paths whose match is kept: the demo catalogue's pages in two languages fit, a crawl of odd paths does not grow it. */
export const ROUTE_MEMO_MAX_PATHS = 2_000;

/**
 * Hono's own router (the same choice of RegExpRouter or TrieRouter), with
 * each path's match kept. The catalogue's routes make Hono fall back to the
 * TrieRouter, whose search walks every middleware and route on each request:
 * a large share of a page-cache hit. A match depends only on the method, the
 * path and the routes, which are all added before the first request; adding
 * one later forgets every kept match. Hono reads a match, never changes it.
 */
export class MemoRouter<T> implements Router<T> {
  name = "MemoRouter";
  readonly #router: Router<T>;
  readonly #matches: LRUCache<string, Result<T>>;

  constructor(router?: Router<T>, maxPaths = ROUTE_MEMO_MAX_PATHS) {
    this.#router = router ?? new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
    this.#matches = new LRUCache({ max: maxPaths });
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const kept = this.#matches.get(key);
    if (kept) return kept;
    const result = this.#router.match(method, path);
    this.#matches.set(key, result);
    return result;
  }

  /** Paths whose match is kept. */
  get size(): number {
    return this.#matches.size;
  }
}
