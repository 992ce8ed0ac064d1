import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { configLoader } from "./config";
import { requestContext } from "./request-context";
import { testBindings } from "./testing";

function app(lines: string[]) {
  const a = new Hono<AppEnv>();
  a.use(requestContext({ sink: (line) => lines.push(line) }));
  a.use(configLoader({ onInvalid: (c, error) => c.text(`unavailable (${error.fields.length})`, 503) }));
  a.get("*", (c) => c.json({ token: c.get("config").STORYBLOK_TOKEN === "test-published" }));
  return a;
}

describe("configLoader", () => {
  it("exposes a valid configuration", async () => {
    const res = await app([]).request("/", {}, testBindings());
    expect(await res.json()).toEqual({ token: true });
  });

  it("answers onInvalid and logs the bad names, never the values", async () => {
    const lines: string[] = [];
    const bindings = testBindings({ SEARCH_PUBLIC_URL: "not a url secret-ish", LOG_LEVEL: "error" });
    delete bindings.STORYBLOK_TOKEN;
    const res = await app(lines).request("/", {}, bindings);
    expect(res.status).toBe(503);
    const logged = lines.join("\n");
    expect(logged).toContain("STORYBLOK_TOKEN is required");
    expect(logged).toContain("SEARCH_PUBLIC_URL must be an absolute URL");
    expect(logged).not.toContain("secret-ish");
  });
});
