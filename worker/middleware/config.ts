import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { ConfigError, loadConfig } from "../config";

export interface ConfigOptions {
  /** Answers a request the configuration cannot serve (the 503 error page in the app). */
  onInvalid: (c: Parameters<MiddlewareHandler<AppEnv>>[0], error: ConfigError) => Response | Promise<Response>;
}

/**
 * Validates the bindings (once per isolate, see `loadConfig`) and exposes
 * them as `c.var.config`. A bad configuration is logged by field name, never
 * by value, and answered by `onInvalid`.
 */
export function configLoader(options: ConfigOptions): MiddlewareHandler<AppEnv> {
  return async function configMiddleware(c, next) {
    try {
      c.set("config", loadConfig(c.env as unknown as Record<string, unknown>));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      c.get("logger").error("Invalid configuration", { fields: error.fields });
      return options.onInvalid(c, error);
    }
    await next();
  };
}
