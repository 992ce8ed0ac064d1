import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What the constant worker answers at one path: the bytes and content type of a page. */
export interface ConstantPage {
  body: string;
  contentType: string;
}

/**
 * Writes a worker that answers each path with the bytes given for it (the
 * page as the catalogue worker served it): the floor a page can be measured
 * against on the same runtime and server. Returns the path of its wrangler config.
 */
export function writeConstantWorker(pages: Record<string, ConstantPage>, compatibilityDate: string): string {
  const dir = mkdtempSync(join(tmpdir(), "catalogue-constant-"));
  writeFileSync(
    join(dir, "constant.js"),
    `const PAGES = new Map(Object.entries(${JSON.stringify(pages)}).map(([path, page]) => [
  path,
  { body: page.body, headers: { "content-type": page.contentType } },
]));
export default {
  fetch(request) {
    const page = PAGES.get(new URL(request.url).pathname);
    if (!page) return new Response("ok");
    return new Response(page.body, { headers: page.headers });
  },
};
`,
  );
  const config = join(dir, "wrangler.toml");
  writeFileSync(config, `name = "constant-page"\nmain = "constant.js"\ncompatibility_date = "${compatibilityDate}"\n`);
  return config;
}
