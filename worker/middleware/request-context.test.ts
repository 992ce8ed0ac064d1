import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { requestContext } from "./request-context";

async function contextOf(path: string, env: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const lines: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(requestContext({ sink: (line) => lines.push(line) }));
  app.get("*", (c) => {
    c.get("logger").info("hello");
    c.get("logger").warn("careful");
    return c.json({ ...c.get("ctx"), nonce: c.get("cspNonce") });
  });
  const res = await app.request(path, { headers }, env);
  return { res, ctx: (await res.json()) as Record<string, unknown>, lines };
}

describe("requestContext", () => {
  it("reads audience and language from the path", async () => {
    expect((await contextOf("/pim/fragment/pu-additives/en/")).ctx).toMatchObject({
      audience: "public",
      language: "en-us",
    });
    expect((await contextOf("/pim/fragment/intranet/de/products")).ctx).toMatchObject({
      audience: "internal",
      language: "de-de",
    });
    expect((await contextOf("/pim/fragment/INTRANET/en/")).ctx).toMatchObject({ audience: "internal" });
  });

  it("starts every request as published, not editor", async () => {
    const { ctx } = await contextOf("/pim/fragment/vestamid/en/?_storyblok=1&version=draft");
    expect(ctx).toMatchObject({ version: "published", editor: false, editorRejected: false });
    expect(ctx).not.toHaveProperty("release");
  });

  it("takes the request id from cf-ray when it is well formed, and answers it", async () => {
    const { ctx, res } = await contextOf("/", {}, { "cf-ray": "8abc123-FRA" });
    expect(ctx.requestId).toBe("8abc123-FRA");
    expect(res.headers.get("X-Request-Id")).toBe("8abc123-FRA");
    const other = await contextOf("/", {}, { "cf-ray": "<script>" });
    expect(other.ctx.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs at or above LOG_LEVEL, everything with ?debug=true, with the request id", async () => {
    const warnOnly = await contextOf("/", { LOG_LEVEL: "warn" });
    expect(warnOnly.lines.map((l) => JSON.parse(l).message)).toEqual(["careful"]);
    const debug = await contextOf("/?debug=true", { LOG_LEVEL: "error" });
    expect(debug.lines).toHaveLength(2);
    expect(JSON.parse(debug.lines[0] ?? "{}")).toMatchObject({ level: "info", requestId: debug.ctx.requestId });
    const fallback = await contextOf("/", { LOG_LEVEL: "loud" });
    expect(fallback.ctx.logLevel).toBe("warn");
  });

  it("makes a fresh nonce per request", async () => {
    const a = await contextOf("/");
    const b = await contextOf("/");
    expect(a.ctx.nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(a.ctx.nonce).not.toBe(b.ctx.nonce);
  });
});
