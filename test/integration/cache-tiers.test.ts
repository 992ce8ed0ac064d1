import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { audienceFromPath, languageFromPath } from "../../shared/context";
import type { AppEnv } from "../../worker/app-env";
import { pageCache } from "../../worker/middleware/page-cache";
import { edgeCache, pageKey } from "../../worker/services/cache";

const CV = 4242;

function tierApp() {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const editor = url.searchParams.has("_storyblok");
    c.set("ctx", {
      audience: audienceFromPath(url.pathname),
      language: languageFromPath(url.pathname),
      version: editor ? "draft" : "published",
      release: undefined,
      editor,
      editorRejected: false,
      requestId: "tiers",
      logLevel: "error",
      debug: false,
    });
    await next();
  });
  app.use("/pim/*", pageCache({ cv: async () => CV }));
  app.get("/pim/*", (c) => c.html("<p>page</p>"));
  return app;
}

async function visit(app: Hono<AppEnv>, url: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url), env, ctx);
  await res.text();
  await waitOnExecutionContext(ctx);
  return res;
}

const publicCtx = {
  audience: "public",
  language: "en-us",
  version: "published",
  release: undefined,
  editor: false,
} as const;

describe("cache tiers", () => {
  it("keeps published public pages in the Cache API", async () => {
    const url = `https://tiers.test/pim/fragment/vestamid/en/contact-${Date.now()}`;
    await visit(tierApp(), url);
    const key = pageKey(publicCtx, url, CV);
    expect(key).not.toBeNull();
    expect(await edgeCache().match(key as Request)).toBeDefined();
  });

  it("never puts internal or editor pages in the Cache API, under any key", async () => {
    const app = tierApp();
    const internal = `https://tiers.test/pim/fragment/intranet/en/tools-${Date.now()}`;
    const draft = `https://tiers.test/pim/fragment/vestamid/en/draft-${Date.now()}?_storyblok=1`;
    const a = await visit(app, internal);
    const b = await visit(app, draft);
    for (const res of [a, b]) {
      expect(res.headers.get("X-Cache-Status")).toBe("BYPASS");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // Even under the key a public request would use, nothing was stored.
    expect(await edgeCache().match(pageKey(publicCtx, internal, CV) as Request)).toBeUndefined();
    expect(await edgeCache().match(pageKey(publicCtx, draft, CV) as Request)).toBeUndefined();
  });
});
