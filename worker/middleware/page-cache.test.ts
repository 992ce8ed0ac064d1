import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv, RequestContext } from "../app-env";
import { createLogger } from "../logger";
import { CACHE_STATUS_HEADER, pageCache } from "./page-cache";
import { contextForUrl } from "./request-context";

/** A tiny app: request context from the path, the page cache, and a counting renderer. */
function makeApp(options: { cv?: () => number; now?: () => number } = {}) {
  const state = { renders: 0, body: "v1", status: 200 };
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const draft = url.searchParams.has("_storyblok");
    const ctx: RequestContext = {
      ...contextForUrl(new URL(c.req.url), { requestId: "test", logLevel: "error" }),
      version: draft ? "draft" : "published",
      editor: draft,
    };
    c.set("ctx", ctx);
    c.set("logger", createLogger({ level: "error" }));
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
    state.renders++;
    return c.html(`<p>${state.body}</p>`, state.status as 200);
  });
  return { app, state };
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
    expect(second.res.headers.get("Server-Timing")).toMatch(/page-cache;desc="HIT"/);
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
    for (const url of [
      `${unique()}?_storyblok=1`,
      unique("/pim/fragment/intranet/en/page"),
      `${unique()}?debug=true`,
    ]) {
      const before = state.renders;
      const a = await get(app, url);
      const b = await get(app, url);
      expect(a.res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(b.res.headers.get(CACHE_STATUS_HEADER)).toBe("BYPASS");
      expect(state.renders - before).toBe(2);
      if (!url.includes("debug")) expect(a.res.headers.get("Cache-Control")).toBe("private, no-store");
    }
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
