import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { checkConfig } from "../config";
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

  it("reads the waits in milliseconds, within their ranges, with their defaults when unset", () => {
    const issues = (overrides: Record<string, string>) => {
      const checked = checkConfig(testBindings(overrides));
      return checked.ok ? [] : checked.issues.map((issue) => issue.message);
    };
    const defaults = checkConfig(testBindings());
    expect(defaults.ok && [defaults.config.TOOL_ANSWER_BUDGET_MS, defaults.config.BACKEND_DEADLINE_MS]).toEqual([
      300, 10_000,
    ]);
    expect(issues({ BACKEND_DEADLINE_MS: "500" })).toEqual(["BACKEND_DEADLINE_MS must be between 1000 and 60000"]);
    expect(issues({ BACKEND_DEADLINE_MS: "ten" })).toEqual(["BACKEND_DEADLINE_MS must be a number of milliseconds"]);
    expect(issues({ TOOL_ANSWER_BUDGET_MS: "2.5" })).toEqual([
      "TOOL_ANSWER_BUDGET_MS must be a whole number of milliseconds",
    ]);
    expect(issues({ TOOL_ANSWER_BUDGET_MS: "20000" })).toEqual(["TOOL_ANSWER_BUDGET_MS must be between 0 and 10000"]);
  });
});
