import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * The client build reaches visitors through the catalogue's hostname, served
 * by the static-files worker behind the `ASSETS` binding (ADR 0051): pages
 * link to its files, the worker hands their requests on, and a path the
 * build has no file for is the catalogue's own 404.
 */

const BASE = "http://catalogue.test";

/** The build's manifest as the worker hands it on: entry name to hashed file. */
async function manifest(): Promise<Record<string, { file: string }>> {
  const res = await SELF.fetch(`${BASE}/assets-manifest.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, { file: string }>;
}

describe("static files of the client build", () => {
  it("are handed on to the static-files worker, byte for byte, for GET and HEAD", async () => {
    const files = Object.values(await manifest()).map((entry) => `/${entry.file}`);
    const stylesheet = files.find((file) => file.endsWith(".css"));
    expect(stylesheet).toMatch(/^\/assets\/catalogue-[\w-]{8}\.css$/);
    const res = await SELF.fetch(`${BASE}${stylesheet}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/css");
    expect((await res.text()).length).toBeGreaterThan(1000);
    const head = await SELF.fetch(`${BASE}${stylesheet}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    // Tracking parameters on a file's URL change nothing.
    const tracked = await SELF.fetch(`${BASE}${stylesheet}?utm_source=mail`);
    expect(tracked.status).toBe(200);
    await tracked.body?.cancel();
  });

  it("are the files the pages link to", async () => {
    const html = await (await SELF.fetch(`${BASE}/pim/fragment/vestenamer/en/`)).text();
    const linked = [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string))];
    expect(linked.length).toBeGreaterThanOrEqual(5);
    for (const path of linked) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(200);
      await res.body?.cancel();
    }
  });

  it("answer a path the build has no file for with the catalogue's 404 page, escaped", async () => {
    for (const path of ["/assets/no-such-file-12345678.js", "/assets/%3Cscript%3Ealert(1)%3C/script%3E.css"]) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).toContain("<!DOCTYPE html>");
      expect(body).not.toContain("<script>alert(1)");
    }
  });

  it("leave other methods and paths that only start alike to the catalogue", async () => {
    // Files are only read: the catalogue refuses another method with a plain 405, never the static-files worker.
    const posted = await SELF.fetch(`${BASE}/assets-manifest.json`, { method: "POST", body: "{}" });
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, HEAD");
    expect(await posted.text()).toContain("only read");
    const alike = await SELF.fetch(`${BASE}/assetsx/catalogue.css`);
    expect(alike.status).toBe(404);
    expect(await alike.text()).toContain("<!DOCTYPE html>");
  });
});
