import { Hono } from "hono";
import * as v from "valibot";
import type { DatasheetTable } from "./types.ts";

const productIdSchema = v.pipe(v.string(), v.regex(/^PR_\d{8}$/));

/**
 * The data-sheet storage service: `POST /api/datasheets/productId/{productId}`
 * (no body) answers `{ datasheets: [...] }`, empty for an unknown product and
 * 400 for an id that is not `PR_` + 8 digits. Relative download paths come
 * back as absolute URLs on the emulator's own origin, as a real storage
 * service hands out absolute links. Mounted at `/datasheets`.
 */
export function createDatasheetsApp(datasheets: DatasheetTable): Hono {
  const app = new Hono();
  app.post("/api/datasheets/productId/:productId", (c) => {
    const productId = c.req.param("productId");
    if (!v.is(productIdSchema, productId)) {
      return c.json({ error: "productId must be PR_ followed by 8 digits" }, 400);
    }
    const origin = new URL(c.req.url).origin;
    const entries = Object.hasOwn(datasheets, productId) ? (datasheets[productId] ?? []) : [];
    return c.json({
      datasheets: entries.map((entry) => ({
        language: entry.language,
        region: entry.region,
        fileName: entry.fileName,
        url: entry.url.startsWith("/") ? `${origin}${entry.url}` : entry.url,
        version: entry.version,
        issuedAt: entry.issuedAt,
      })),
    });
  });
  app.notFound((c) => c.json({ error: "Not found" }, 404));
  return app;
}
