import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/app-env";
import { pageCache } from "../../worker/middleware/page-cache";
import { contextForUrl } from "../../worker/middleware/request-context";
import { pageKey } from "../../worker/services/cache/keys";
import { edgeCache } from "../../worker/services/cache/page-store";

const CV = 4242;

function tierApp() {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    const editor = url.searchParams.has("_storyblok");
    c.set("ctx", {
      ...contextForUrl(url, { requestId: "tiers", logLevel: "error" }),
      version: editor ? "draft" : "published",
      editor,
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

/** The context a public visitor's request for `url` would have. */
const publicCtx = (url: string) => ({
  ...contextForUrl(new URL(url), { requestId: "tiers", logLevel: "error" }),
  audience: "public" as const,
});

describe("cache tiers", () => {
  it("keeps published public pages in the Cache API", async () => {
    const url = `https://tiers.test/pim/fragment/vestamid/en/contact-${Date.now()}`;
    await visit(tierApp(), url);
    const key = pageKey(publicCtx(url), url, CV);
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
    // An intranet path has no page key even for a public audience; under the key a public draft would use, nothing was stored.
    expect(pageKey(publicCtx(internal), internal, CV)).toBeNull();
    expect(await edgeCache().match(pageKey(publicCtx(draft), draft, CV) as Request)).toBeUndefined();
  });
});
