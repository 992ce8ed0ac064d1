import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, inject, it } from "vitest";
import type { AppEnv } from "../../worker/app-env";
import { loadConfig } from "../../worker/config";
import { createLogger } from "../../worker/logger";
import { pageCache } from "../../worker/middleware/page-cache";
import { contextForUrl } from "../../worker/middleware/request-context";
import { requestServices } from "../../worker/middleware/request-services";
import { signWebhookBody, webhookRoutes } from "../../worker/routes/webhooks";
import { cachedContentService, isolateCvTracker } from "../../worker/services/cache";
import { createContentService } from "../../worker/services/content";

// The worker tsconfig does not see the global setup that declares what it provides.
const emulatorBase = () => (inject as (key: string) => string)("emulatorBase");

const SECRET = "demo-webhook-secret";
const logger = createLogger({ level: "error" });

/** Webhook, page cache and a page that renders a story through the cached content service. */
function webhookApp() {
  const app = new Hono<AppEnv>();
  app.route("/", webhookRoutes);
  app.use("/pim/*", async (c, next) => {
    c.set("logger", logger);
    c.set("ctx", contextForUrl(new URL(c.req.url), { requestId: "webhook", logLevel: "error" }));
    c.set("config", loadConfig(c.env as unknown as Record<string, unknown>));
    await next();
  });
  app.use("/pim/*", requestServices());
  app.use("/pim/*", pageCache());
  app.get("/pim/story/:slug{.+}", async (c) => {
    const ctx = c.get("ctx");
    const content = cachedContentService(
      createContentService({
        config: c.var.config,
        version: "published",
        language: ctx.language,
        logger,
        cache: {
          get: async () => undefined,
          set: async () => {},
          getAll: async () => ({}) as never,
          flush: async () => {},
        },
      }),
      { cache: c.var.services.dataCache, ctx, cv: await isolateCvTracker(c.env).current() },
    );
    const story = await content.getStory(c.req.param("slug"));
    return c.html(`<h1>${story?.name ?? "none"}</h1>`);
  });
  return app;
}

async function send(app: Hono<AppEnv>, request: Request) {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

async function storyCalls(slug: string): Promise<number> {
  const body = (await (await fetch(`${emulatorBase()}/__control/calls`)).json()) as {
    calls: { path: string }[];
  };
  return body.calls.filter((c) => c.path.endsWith(`/cdn/stories/${slug}`)).length;
}

async function firstStorySlug(): Promise<string> {
  const res = await fetch(`${emulatorBase()}/storyblok/v2/cdn/stories?token=demo-published&per_page=100`);
  const { stories } = (await res.json()) as { stories: { full_slug: string; is_folder?: boolean }[] };
  const story = stories.at(-1);
  if (!story) throw new Error("the demo space has no published story");
  return story.full_slug.replace(/\/+$/, "");
}

const hook = async (body: string, signature: string) =>
  new Request("https://catalogue.test/pim/webhooks/storyblok", {
    method: "POST",
    headers: { "content-type": "application/json", "webhook-signature": signature },
    body,
  });

describe("Storyblok publish webhook", () => {
  it("refuses a bad signature with 401 and changes nothing; a valid one moves the cv and the next request reloads content", async () => {
    const app = webhookApp();
    const slug = await firstStorySlug();
    const page = `https://catalogue.test/pim/story/${slug}?t=${Date.now()}`;

    const first = await send(app, new Request(page));
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    const calls = await storyCalls(slug);
    expect((await send(app, new Request(page))).res.headers.get("X-Cache-Status")).toBe("HIT");

    const cvBefore = await isolateCvTracker(env).current();
    const body = JSON.stringify({ action: "published", story_id: 1, space_id: 100000, full_slug: slug });
    const forged = await send(app, await hook(body, await signWebhookBody("not-the-secret", body)));
    expect(forged.res.status).toBe(401);
    const unsigned = await send(app, await hook(body, ""));
    expect(unsigned.res.status).toBe(401);
    expect(await isolateCvTracker(env).current()).toBe(cvBefore);
    expect((await send(app, new Request(page))).res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(await storyCalls(slug)).toBe(calls);

    // Storyblok moves its cv on publish; the emulator does the same here.
    await fetch(`${emulatorBase()}/__control/storyblok/cv`, { method: "POST" });
    const valid = await send(app, await hook(body, await signWebhookBody(SECRET, body)));
    expect(valid.res.status).toBe(200);
    const { cv } = JSON.parse(valid.text) as { cv: number };
    expect(cv).toBeGreaterThan(cvBefore ?? 0);
    expect(await isolateCvTracker(env).current()).toBe(cv);

    const after = await send(app, new Request(page));
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(after.text).toBe(first.text);
    expect(await storyCalls(slug)).toBeGreaterThan(calls);
  });

  it("acknowledges events that do not change published content without moving the cv", async () => {
    const app = webhookApp();
    const before = await isolateCvTracker(env).current();
    const body = JSON.stringify({ action: "workflow_stage_changed", story_id: 1 });
    const res = await send(app, await hook(body, await signWebhookBody(SECRET, body)));
    expect(res.res.status).toBe(202);
    expect(await isolateCvTracker(env).current()).toBe(before);
  });
});
