import { describe, expect, inject, it } from "vitest";

/**
 * How the built worker serves its static files under `wrangler dev`: a file
 * whose name carries a content hash is cached for good, what can change under
 * the same name (the manifest, the pages) is not.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const base = () => inject("baseUrl");

/** The `/assets/` URLs a page links to: stylesheet, preloaded fonts, favicon, island code. */
async function linkedAssets(path: string): Promise<string[]> {
  const html = await (await fetch(`${base()}${path}`)).text();
  return [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string))];
}

describe("static asset headers", () => {
  it("serve every hashed file under /assets/, fonts included, as immutable", async () => {
    // A finder page links the island loader as well as the stylesheet, fonts and favicon.
    const linked = await linkedAssets("/pim/fragment/vestakeep/en/contact");
    const manifest = (await (await fetch(`${base()}/assets-manifest.json`)).json()) as Record<string, { file: string }>;
    const built = Object.values(manifest).map((entry) => `/${entry.file}`);
    const urls = [...new Set([...linked, ...built])];
    expect(urls.filter((url) => url.endsWith(".woff2"))).toHaveLength(3);
    expect(urls.some((url) => url.endsWith(".css"))).toBe(true);
    expect(urls.some((url) => url.endsWith(".svg"))).toBe(true);
    expect(urls.some((url) => url.endsWith(".js"))).toBe(true);
    for (const url of urls) {
      expect(url, "a content hash in the name").toMatch(/-[\w-]{8}\.[a-z0-9]+$/);
      const res = await fetch(`${base()}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("Cache-Control"), url).toBe(IMMUTABLE);
      await res.body?.cancel();
    }
  });

  it("keep the manifest and the pages revalidating", async () => {
    for (const path of ["/assets-manifest.json", "/pim/fragment/vestakeep/en/contact"]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control") ?? "", path).not.toContain("immutable");
      await res.body?.cancel();
    }
    // The rules file itself is not served.
    const rules = await fetch(`${base()}/_headers`);
    expect(rules.headers.get("Cache-Control") ?? "").not.toContain("immutable");
    expect(await rules.text()).not.toContain(IMMUTABLE);
  });
});
