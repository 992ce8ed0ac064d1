import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Writes a worker that answers `body` with `contentType` for every request:
 * the floor a page can be measured against on the same runtime and server.
 * Returns the path of its wrangler config.
 */
export function writeConstantWorker(body: string, contentType: string, compatibilityDate: string): string {
  const dir = mkdtempSync(join(tmpdir(), "catalogue-constant-"));
  writeFileSync(
    join(dir, "constant.js"),
    `const BODY = ${JSON.stringify(body)};
const HEADERS = { "content-type": ${JSON.stringify(contentType)} };
export default {
  fetch(request) {
    if (new URL(request.url).pathname === "/healthz") return new Response("ok");
    return new Response(BODY, { headers: HEADERS });
  },
};
`,
  );
  const config = join(dir, "wrangler.toml");
  writeFileSync(config, `name = "constant-page"\nmain = "constant.js"\ncompatibility_date = "${compatibilityDate}"\n`);
  return config;
}
