import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { MemoRouter } from "./route-memo";

const PATHS = [
  "/healthz",
  "/",
  "/robots.txt",
  "/pim/fragment/",
  "/pim/fragment/pu-additives/en/",
  "/pim/fragment/pu-additives/en/products",
  "/pim/fragment/pu-additives/de/product/PR_12345678",
  "/pim/fragment/pu-additives/en/formulation/FO_12345678",
  "/pim/api/pu-additives/en/products",
  "/pim/api/pu-additives/en/compare",
  "/pim/webhooks/storyblok",
  "/pim/editor/render",
  "/nowhere",
];

/** Handlers and parameters of a match, by the index of the route that added them. */
function shape(app: ReturnType<typeof createApp>, result: ReturnType<TrieRouter<unknown>["match"]>) {
  const [handlers, stash] = result;
  return handlers.map(([handler, params]) => [
    app.routes.findIndex((r) => r.handler === (handler as [unknown])[0]),
    stash ? Object.fromEntries(Object.entries(params).map(([k, i]) => [k, stash[i as number]])) : params,
  ]);
}

describe("route memo", () => {
  it("matches every path like Hono's own router, the first time and when kept", () => {
    const app = createApp();
    const plain = new TrieRouter<unknown>();
    for (const r of app.routes) plain.add(r.method, r.path, [r.handler, r]);
    const memo = app.router as MemoRouter<unknown>;
    expect(memo).toBeInstanceOf(MemoRouter);
    for (const method of ["GET", "POST", "HEAD"]) {
      for (const path of PATHS) {
        const expected = shape(app, plain.match(method, path));
        expect(shape(app, memo.match(method, path))).toEqual(expected);
        expect(shape(app, memo.match(method, path))).toEqual(expected);
      }
    }
  });

  it("keeps a bounded number of paths and forgets them when a route is added", () => {
    const router = new MemoRouter<string>(undefined, 3);
    router.add("GET", "/a/:id", "a");
    for (let i = 0; i < 10; i++) expect(router.match("GET", `/a/${i}`)[0][0]?.[0]).toBe("a");
    expect(router.size).toBe(3);
    const trie = new MemoRouter<string>(new TrieRouter<string>());
    trie.add("GET", "/b", "first");
    expect(trie.match("GET", "/b")[0].map(([h]) => h)).toEqual(["first"]);
    trie.add("GET", "/b", "second");
    expect(trie.match("GET", "/b")[0].map(([h]) => h)).toEqual(["first", "second"]);
  });
});
