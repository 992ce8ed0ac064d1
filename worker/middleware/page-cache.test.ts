import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { timing } from "hono/timing";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import type { Config, PerfDevice } from "../config";
import { renderBuildOf } from "../loaders/page-assets";
import { createLogger } from "../logger";
import { withRender } from "../model/rendered-page";
import type { RequestContext } from "../model/request-context";
import { pageKey } from "../services/cache/keys";
import { edgeCache } from "../services/page-cache/page-store";
import { isPageRefresh } from "../services/page-cache/refresh";
import { CACHE_STATUS_HEADER, pageCache } from "./page-cache";
import { contextForUrl, renderModeOf } from "./request-context";

/**
 * A tiny app: Server-Timing, request context from the path, the page cache, and a counting renderer that
 * answers as the real one does: its response says whether it went out complete, which sections degraded,
 * and (streamed) how to render it again complete. A streamed page with `fallback` set carries a fallback.
 */
function makeApp(options: { cv?: () => number; now?: () => number; devicesOff?: PerfDevice[] } = {}) {
  const state = { renders: 0, body: "v1", status: 200, degraded: false, complete: false, fallback: false };
  const app = new Hono<AppEnv>();
  app.use(timing());
  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const draft = url.searchParams.has("_storyblok");
    const render = renderModeOf(url, { refresh: isPageRefresh(c.executionCtx) });
    const ctx: RequestContext = {
      ...contextForUrl(url, { requestId: "test", logLevel: "error", render }),
      version: draft ? "draft" : "published",
      editor: draft,
    };
    c.set("ctx", ctx);
    c.set("logger", createLogger({ level: "error" }));
    if (options.devicesOff) c.set("config", { PERF_DEVICES_OFF: new Set(options.devicesOff) } as Config);
    await next();
  });
  app.use(
    "/pim/*",
    pageCache({
      cv: async () => options.cv?.() ?? 1,
      revalidate: (request, e, ctx) => app.fetch(request, e, ctx),
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  app.get("/pim/*", (c) => {
    const page = (complete: boolean): Response => {
      state.renders++;
      const degraded = new Set<string>();
      const html = `<p>${state.body}</p>${!complete && state.fallback ? "<p>fallback</p>" : ""}`;
      const body = state.degraded ? degradedStream(degraded, state.body) : html;
      const res = new Response(body, { status: state.status, headers: { "Content-Type": "text/html" } });
      const fellBack = !complete && state.fallback;
      return withRender(res, { fellBack, degraded, ...(complete ? {} : { renderComplete: async () => page(true) }) });
    };
    return page(state.complete || c.var.ctx.render === "complete");
  });
  return { app, state };
}

/**
 * A body that streams like the renderer's: the shell goes out first, and a
 * section only fails (and says so) when the reader asks for the next part,
 * long after the page cache has seen the response's headers.
 */
function degradedStream(degraded: Set<string>, body: string): ReadableStream<Uint8Array> {
  const parts = [`<p>${body}</p>`, "<p>Not available at the moment.</p>"];
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      const part = parts[pulls++];
      if (part === undefined) return controller.close();
      if (pulls === 2) degraded.add("section");
      controller.enqueue(new TextEncoder().encode(part));
    },
  });
}

let path = 0;
const unique = (prefix = "/pim/fragment/vestamid/en/page") => `https://catalogue.test${prefix}-${++path}`;

async function get(app: Hono<AppEnv>, url: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

describe("page cache middleware", () => {
  let clock = Date.now();
  beforeEach(() => {
    clock = Date.now();
  });

  it("renders on a miss, then answers from the cache", async () => {
    const { app, state } = makeApp();
    const url = unique();
    const first = await get(app, url);
    expect(first.res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    state.body = "v2";
    const second = await get(app, url);
    expect(second.res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(second.text).toBe("<p>v1</p>");
    expect(second.res.headers.get("Server-Timing")).toMatch(/(^|,)page-cache;dur=\d+\.\d;desc="HIT"(,|$)/);
    // Nothing went out as a fallback: the bytes the visitor was sent are the page kept, from one render.
    expect(second.res.headers.get("Server-Timing")).toMatch(/(^|,)page-stored;desc="sent"(,|$)/);
    expect(state.renders).toBe(1);
  });

  it("puts a page in the Cache API on its second ask, or on its first with the edge admission switched off", async () => {
    const keyOf = async (url: string) =>
      pageKey(contextForUrl(new URL(url), { requestId: "test", logLevel: "error" }), url, 1, await renderBuildOf(env));
    const { app } = makeApp();
    const url = unique();
    await get(app, url);
    expect(await edgeCache().match((await keyOf(url)) as Request)).toBeUndefined();
    expect((await get(app, url)).res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(await (await edgeCache().match((await keyOf(url)) as Request))?.text()).toBe("<p>v1</p>");

    const off = makeApp({ devicesOff: ["edge-admission"] }).app;
    const other = unique();
    await get(off, other);
    expect(await (await edgeCache().match((await keyOf(other)) as Request))?.text()).toBe("<p>v1</p>");
  });

  it("renders a page that streamed a fallback again complete from its second ask, never storing the streamed bytes", async () => {
    const { app, state } = makeApp();
    const url = unique();
    state.fallback = true;
    const first = await get(app, url);
    expect(first.text).toBe("<p>v1</p><p>fallback</p>");
    // Asked once: only the visitor's render, nothing stored.
    expect(state.renders).toBe(1);
    const second = await get(app, url);
    expect(second.res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(second.text).toBe("<p>v1</p><p>fallback</p>");
    const third = await get(app, url);
    expect(third.res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(third.text).toBe("<p>v1</p>");
    expect(third.res.headers.get("Server-Timing")).toMatch(/(^|,)page-stored;desc="rendered-complete"(,|$)/);
    // Two visitors' streamed renders, and one complete render in the background for the cache.
    expect(state.renders).toBe(3);
    // Kept in both tiers: the Cache API has the complete copy too.
    const key = pageKey(
      contextForUrl(new URL(url), { requestId: "test", logLevel: "error" }),
      url,
      1,
      await renderBuildOf(env),
    );
    expect(await (await edgeCache().match(key as Request))?.text()).toBe("<p>v1</p>");
  });

  it("renders a page that streamed a fallback again complete on its first ask with the edge admission switched off", async () => {
    const { app, state } = makeApp({ devicesOff: ["edge-admission"] });
    const url = unique();
    state.fallback = true;
    await get(app, url);
    const second = await get(app, url);
    expect(second.res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(second.res.headers.get("Server-Timing")).toMatch(/(^|,)page-stored;desc="rendered-complete"(,|$)/);
    expect(state.renders).toBe(2);
  });

  it("never stores an HTML page whose render is unknown", async () => {
    const app = new Hono<AppEnv>();
    app.use(timing());
    app.use("*", async (c, next) => {
      c.set("ctx", contextForUrl(new URL(c.req.url), { requestId: "test", logLevel: "error" }));
      c.set("logger", createLogger({ level: "error" }));
      await next();
    });
    app.use("/pim/*", pageCache({ cv: async () => 1 }));
    app.get("/pim/*", (c) => c.html("<p>made without the renderer</p>"));
    const url = unique();
    await get(app, url);
    expect((await get(app, url)).res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
  });

  it("keeps a visitor's complete render as it is, without rendering the page again", async () => {
    const { app, state } = makeApp();
    const url = unique();
    state.complete = true;
    const first = await get(app, url);
    expect(first.res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    state.body = "v2";
    const second = await get(app, url);
    expect(second.res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(second.text).toBe("<p>v1</p>");
    expect(state.renders).toBe(1);
  });

  it("serves a stale page and refreshes it in the background", async () => {
    const { app, state } = makeApp({ now: () => clock });
    const url = unique();
    await get(app, url);
    state.body = "v2";
    clock += 6 * 60 * 1000;
    const stale = await get(app, url);
    expect(stale.res.headers.get(CACHE_STATUS_HEADER)).toBe("STALE");
    expect(stale.text).toBe("<p>v1</p>");
    // The first visitor's render, and the refresh's.
    expect(state.renders).toBe(2);
    const fresh = await get(app, url);
    expect(fresh.res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(fresh.text).toBe("<p>v2</p>");
  });

  it("keeps serving the stored page when rendering fails past the refresh window", async () => {
    const { app, state } = makeApp({ now: () => clock });
    const url = unique();
    await get(app, url);
    state.status = 503;
    state.body = "down";
    clock += 3 * 60 * 60 * 1000;
    const res = await get(app, url);
    expect(res.res.status).toBe(200);
    expect(res.res.headers.get(CACHE_STATUS_HEADER)).toBe("STALE");
    expect(res.text).toBe("<p>v1</p>");
  });

  it("serves a page whose section failed after the first byte, and does not store it", async () => {
    const { app, state } = makeApp();
    const url = unique();
    state.degraded = true;
    const degraded = await get(app, url);
    expect(degraded.res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(degraded.text).toContain("Not available at the moment.");
    state.degraded = false;
    state.body = "v2";
    const recovered = await get(app, url);
    expect(recovered.res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(recovered.text).toBe("<p>v2</p>");
    expect((await get(app, url)).res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
  });

  it("keeps the stale page when its background refresh renders degraded", async () => {
    const { app, state } = makeApp({ now: () => clock });
    const url = unique();
    await get(app, url);
    state.degraded = true;
    state.body = "v2";
    clock += 6 * 60 * 1000;
    expect((await get(app, url)).text).toBe("<p>v1</p>");
    expect(state.renders).toBe(2);
    // The degraded refresh was not stored: the page is still stale and refreshed again.
    const again = await get(app, url);
    expect(again.res.headers.get(CACHE_STATUS_HEADER)).toBe("STALE");
    expect(again.text).toBe("<p>v1</p>");
    state.degraded = false;
    state.body = "v3";
    await get(app, url);
    const fresh = await get(app, url);
    expect(fresh.res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    expect(fresh.text).toBe("<p>v3</p>");
  });

  it("never stores error answers", async () => {
    const { app, state } = makeApp();
    const url = unique();
    state.status = 404;
    await get(app, url);
    await get(app, url);
    expect(state.renders).toBe(2);
  });

  it("bypasses draft, editor, internal and debug requests and marks private ones no-store", async () => {
    const { app, state } = makeApp();
    // A debug request of a public page is not private: it only skips the cache.
    for (const [url, cacheControl] of [
      [`${unique()}?_storyblok=1`, "private, no-store"],
      [unique("/pim/fragment/intranet/en/page"), "private, no-store"],
      [`${unique()}?debug=true`, null],
    ] as const) {
      const before = state.renders;
      const a = await get(app, url);
      const b = await get(app, url);
      expect(a.res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(b.res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(state.renders - before).toBe(2);
      expect(a.res.headers.get("Cache-Control"), url).toBe(cacheControl);
    }
  });

  it("never answers a draft or debug request of a path whose public page is held", async () => {
    const { app, state } = makeApp();
    const url = unique();
    await get(app, url);
    expect((await get(app, url)).res.headers.get(CACHE_STATUS_HEADER)).toBe("HIT");
    state.body = "draft";
    for (const other of [`${url}?_storyblok=1`, `${url}?debug=true`]) {
      const res = await get(app, other);
      expect(res.res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(res.text).toBe("<p>draft</p>");
    }
    expect((await get(app, url)).text).toBe("<p>v1</p>");
  });

  it("keys pages by cv: a new cv renders again", async () => {
    let cv = 10;
    const { app, state } = makeApp({ cv: () => cv });
    const url = unique();
    await get(app, url);
    state.body = "v2";
    cv = 11;
    const res = await get(app, url);
    expect(res.res.headers.get(CACHE_STATUS_HEADER)).toBe("MISS");
    expect(res.text).toBe("<p>v2</p>");
  });
});
