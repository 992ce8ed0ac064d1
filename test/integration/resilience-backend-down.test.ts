import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { AppEnv } from "../../worker/app-env";
import { loadConfig } from "../../worker/config";
import { createLogger } from "../../worker/logger";
import { pageCache } from "../../worker/middleware/page-cache";
import { contextForUrl } from "../../worker/middleware/request-context";
import { requestServices } from "../../worker/middleware/request-services";
import { isBackendUnavailable, kvOutboundCache } from "../../worker/services/cache";
import { createDatasheetService } from "../../worker/services/datasheets";

// The worker tsconfig does not see the global setup that declares what it provides.
const emulatorBase = () => (inject as (key: string) => string)("emulatorBase");

const logger = createLogger({ level: "error" });
const control = (path: string, body?: unknown) =>
  fetch(`${emulatorBase()}/__control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });

/** A product page whose data comes from the data-sheet service through the caches. */
function productApp() {
  const app = new Hono<AppEnv>();
  app.use("/pim/*", async (c, next) => {
    c.set("logger", logger);
    c.set("ctx", contextForUrl(new URL(c.req.url), { requestId: "resilience", logLevel: "error" }));
    c.set("config", loadConfig(c.env as unknown as Record<string, unknown>));
    await next();
  });
  app.use("/pim/*", requestServices());
  app.use("/pim/*", pageCache({ cv: async () => 1 }));
  app.get("/pim/fragment/:site/en/product/:id", async (c) => {
    const sheets = createDatasheetService({
      config: c.var.config,
      logger,
      retryDelayMs: 0,
      cache: kvOutboundCache(c.var.services.dataCache, c.var.ctx),
    });
    const list = await sheets.forProduct(c.req.param("id"));
    return c.html(`<p>${list.length} data sheets</p>`);
  });
  app.onError((error, c) =>
    isBackendUnavailable(error)
      ? c.html("<h1>Temporarily unavailable</h1>", 503, { "Retry-After": "30" })
      : c.html("<h1>Error</h1>", 500),
  );
  return app;
}

async function visit(app: Hono<AppEnv>, url: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const id = (n: number) => `PR_8${String(Date.now() % 1e6).padStart(6, "0")}${n}`;

describe("with a backend down", () => {
  afterEach(async () => {
    await control("faults/datasheets", {});
  });

  it("serves every page seen before from cache and answers a never-seen page with 503, not 500", async () => {
    const app = productApp();
    const seen = `https://catalogue.test/pim/fragment/vestamid/en/product/${id(1)}`;
    const unseen = `https://catalogue.test/pim/fragment/vestamid/en/product/${id(2)}`;
    const first = await visit(app, seen);
    expect(first.res.status).toBe(200);

    // Every attempt of the client (first try and 3 retries) fails.
    await control("faults/datasheets", { rate5xx: 1 });
    const again = await visit(app, seen);
    expect(again.res.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");

    const never = await visit(app, unseen);
    expect(never.res.status).toBe(503);
    expect(never.text).toContain("Temporarily unavailable");
    // Not stored: the error page is rendered again, never served from cache.
    expect(never.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect((await visit(app, unseen)).res.headers.get("X-Cache-Status")).toBe("MISS");
  });
});
