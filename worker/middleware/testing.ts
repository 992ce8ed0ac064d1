import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { type Config, loadConfig } from "../config";
import { requestContext } from "./request-context";

/** Bindings that validate; tests override what they exercise. */
export function testBindings(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    STORYBLOK_TOKEN: "test-published",
    STORYBLOK_PREVIEW_TOKEN: "test-preview",
    STORYBLOK_API_URL: "http://127.0.0.1:9/storyblok/v2",
    SEARCH_PUBLIC_URL: "http://127.0.0.1:9/search/public",
    SEARCH_PUBLIC_KEY: "k",
    DATASHEET_API_URL: "http://127.0.0.1:9/datasheets",
    PRODUCT_CONNECTOR_URL: "http://127.0.0.1:9/connector",
    LOG_LEVEL: "error",
    ...overrides,
  };
}

/** A small app with the request context and a validated config, then the middleware under test. */
export function appWith(
  bindings: Record<string, string>,
  ...middleware: MiddlewareHandler<AppEnv>[]
): { app: Hono<AppEnv>; config: Config; env: Env } {
  const env = bindings as unknown as Env;
  const config = loadConfig(bindings);
  const app = new Hono<AppEnv>();
  app.use(requestContext({ sink: () => {} }));
  app.use(async (c, next) => {
    c.set("config", config);
    await next();
  });
  for (const m of middleware) app.use(m);
  app.get("*", (c) => c.json(c.get("ctx")));
  return { app, config, env };
}
