import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { createRequestServices } from "../services/request-services";
import { waitUntilOf } from "./wait-until";

/**
 * Puts the request's backend clients in `c.var.services`, the way Hydrogen's
 * `createAppLoadContext` hands its clients to every loader. Runs after the
 * editor check, so the content client reads the version the check settled.
 * Every client is made on first use (`services/request-services.ts`): a page
 * cache hit, a redirect or a refusal pays for none.
 */
export function requestServices(): MiddlewareHandler<AppEnv> {
  return async function requestServicesMiddleware(c, next) {
    c.set(
      "services",
      createRequestServices({
        env: c.env,
        config: c.get("config"),
        ctx: c.get("ctx"),
        logger: c.get("logger"),
        waitUntil: waitUntilOf(c),
      }),
    );
    await next();
  };
}
