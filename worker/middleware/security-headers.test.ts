import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { editorCheck } from "./editor-check";
import { requestContext } from "./request-context";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";
import { appWith, testBindings } from "./testing";

async function headersOf(path: string, overrides: Record<string, string> = {}) {
  const { app, env } = appWith(testBindings(overrides), securityHeaders(), editorCheck());
  return (await app.request(path, {}, env)).headers;
}

describe("securityHeaders", () => {
  it("sets a strict CSP with a nonce, parents and the content origin, and no X-Frame-Options", async () => {
    const h = await headersOf("/pim/fragment/vestamid/en/", {
      PARENT_ORIGINS: "https://www.example.com https://shop.example.com",
    });
    const csp = h.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toContain("app.storyblok.com");
    expect(csp).toContain("frame-ancestors 'self' https://www.example.com https://shop.example.com");
    expect(csp).toContain("img-src 'self' data: https: http://127.0.0.1:9");
    expect(h.get("X-Frame-Options")).toBeNull();
    expect(h.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("X-Content-Type-Options")).toBe("nosniff");
    expect(h.get("X-Robots-Tag")).toBeNull();
    // Published and public: other caches ask again, the edge's page cache answers them.
    expect(h.get("Cache-Control")).toBe("no-cache");
  });

  it("keeps a Cache-Control an answer names, and sends no-store with a server error", async () => {
    const app = new Hono<AppEnv>();
    app.use(requestContext({ sink: () => {} }));
    app.use(securityHeaders());
    app.get("/own", (c) => c.json({}, 200, { "Cache-Control": "public, max-age=60" }));
    app.get("/failed", (c) => c.text("down", 503));
    app.get("/missing", (c) => c.text("nothing here", 404));
    const { env } = appWith(testBindings());
    expect((await app.request("/own", {}, env)).headers.get("Cache-Control")).toBe("public, max-age=60");
    expect((await app.request("/failed", {}, env)).headers.get("Cache-Control")).toBe("no-store");
    expect((await app.request("/missing", {}, env)).headers.get("Cache-Control")).toBe("no-cache");
  });

  it("marks intranet answers noindex and private", async () => {
    const h = await headersOf("/pim/fragment/intranet/en/");
    expect(h.get("X-Robots-Tag")).toBe("noindex");
    expect(h.get("Cache-Control")).toBe("private, no-store");
  });

  it("marks editor answers noindex, private, and allows the bridge", async () => {
    const h = await headersOf("/pim/editor/anything");
    expect(h.get("X-Robots-Tag")).toBe("noindex");
    expect(h.get("Cache-Control")).toBe("private, no-store");
    expect(h.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
    expect(h.get("Content-Security-Policy")).toContain("https://app.storyblok.com");
  });

  it("marks a rejected editor link's and a debug answer noindex and private: one visitor's view", async () => {
    for (const path of [
      "/pim/fragment/vestamid/en/?_storyblok=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1700000000&_storyblok_tk[token]=x",
      "/pim/fragment/vestamid/en/?debug=true",
    ]) {
      const h = await headersOf(path);
      expect(h.get("X-Robots-Tag"), path).toBe("noindex");
      expect(h.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("sends a page from the page cache as stored, under a policy without a nonce", async () => {
    const app = new Hono<AppEnv>();
    app.use(requestContext({ sink: () => {} }));
    app.use(securityHeaders());
    const stored =
      '<p>x</p><script type="application/json">{}</script><script type="module" src="/assets/a.js"></script>';
    app.get("/cached", (c) => c.html(stored, 200, { "X-Cache-Status": "HIT" }));
    const res = await app.request("/cached", {}, testBindings());
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce-");
    expect(await res.text()).toBe(stored);
  });

  it("builds the policy from its inputs", () => {
    const csp = contentSecurityPolicy({ nonce: undefined, editor: false, parentOrigins: [], contentOrigin: undefined });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'self';");
    expect(csp).toContain("object-src 'none'");
  });
});
