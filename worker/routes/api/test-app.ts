import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { configLoader } from "../../middleware/config";
import { intranetGate } from "../../middleware/intranet-gate";
import { requestContext } from "../../middleware/request-context";
import { requestServices } from "../../middleware/request-services";
import { securityHeaders } from "../../middleware/security-headers";
import { apiRoutes } from "./index";

/**
 * The tool API behind the same request context, headers, configuration,
 * intranet gate and request services as the catalogue app, for tests; the app mounts it the same way
 * (`app.route("/pim/api", apiRoutes)`).
 */
export function createApiTestApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestContext({ sink: () => {} }));
  app.use(securityHeaders());
  app.use(configLoader({ onInvalid: (c) => c.json({ error: { message: "Service unavailable" } }, 503) }));
  app.use(intranetGate({ onDenied: (c) => c.json({ error: { message: "Forbidden" } }, 403) }));
  app.use(requestServices());
  app.route("/pim/api", apiRoutes);
  return app;
}
