import { Hono } from "hono";
import * as v from "valibot";
import { type IndexDefinition, InvalidIndexDefinition, parseIndexDefinition } from "./index-definition.ts";
import type { SearchServices } from "./services.ts";

const DeriveBody = v.object({
  from: v.string(),
  indexes: v.record(v.string(), v.unknown()),
});

/**
 * Test controls of the search emulator, mounted at `/__control/search`:
 * `PUT /services/{name}` with `{ from, indexes: { "{index}": definition } }`
 * starts a service at `/search/{name}` that holds `from`'s documents under the
 * given index definitions (the JSON `GET /indexes/{index}` answers). The demo
 * services themselves never change, so tests running side by side are not
 * affected.
 */
export function createSearchControl(services: SearchServices): Hono {
  const app = new Hono();
  app.put("/services/:name", async (c) => {
    const name = c.req.param("name");
    if (!/^[a-z0-9-]{1,60}$/.test(name))
      return c.json({ error: "service names are lower-case letters, digits and -" }, 400);
    const body = v.safeParse(DeriveBody, await c.req.json().catch(() => null));
    if (!body.success)
      return c.json({ error: "body must be JSON { from: string, indexes: { [index]: definition } }" }, 400);
    try {
      const definitions: Record<string, IndexDefinition> = {};
      for (const [index, json] of Object.entries(body.output.indexes)) definitions[index] = parseIndexDefinition(json);
      services.derive(name, body.output.from, definitions);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return c.json({ error: message }, error instanceof InvalidIndexDefinition ? 400 : 404);
    }
    return c.json({ ok: true, service: name, path: `/search/${name}` });
  });
  return app;
}
