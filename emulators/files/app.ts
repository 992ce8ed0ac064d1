import { Hono } from "hono";
import { placeholderSvg } from "../content/placeholder-image.ts";
import { renderPdf } from "./pdf.ts";
import type { FileTable } from "./types.ts";

/**
 * Serves the catalogue's downloadable files (asset and data-sheet PDFs) as
 * small generated PDFs (and SVG logos as placeholder images). Mounted at `/files`; the table's keys are full paths
 * (`/files/...`), and keys without the prefix are accepted too.
 */
export function createFilesApp(files: FileTable): Hono {
  const app = new Hono();
  const rendered = new Map<string, Uint8Array>();
  app.get("/*", (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.json({ error: "Not found" }, 404);
    }
    const key = path in files ? path : path.replace(/^\/files(?=\/)/, "");
    const file = files[key];
    if (!file) return c.json({ error: `No file at ${path}` }, 404);
    if (file.contentType === "image/svg+xml") {
      return c.body(placeholderSvg(320, 120, file.title), 200, {
        "Content-Type": "image/svg+xml",
        "Cache-Control": "public, max-age=86400",
      });
    }
    let bytes = rendered.get(key);
    if (!bytes) {
      const lines = [file.language ? `Language: ${file.language}` : "", `Document: ${key.split("/").at(-1) ?? key}`];
      bytes = renderPdf({ title: file.title, lines: lines.filter(Boolean) });
      rendered.set(key, bytes);
    }
    const fileName = (key.split("/").at(-1) ?? "document.pdf").replace(/[^\w.-]/g, "_");
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
