import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { ASSETS_WORKER_CONFIG } from "../support/wrangler-dev.ts";

/** What the constant worker answers at one path: the bytes and content type of a page. */
export interface ConstantPage {
  body: string;
  contentType: string;
  /**
   * The page's response headers as the catalogue answered them (values fixed
   * as they came). When given, the constant worker also answers them under
   * `WITH_HEADERS_PREFIX` + path.
   */
  headers?: [string, string][];
}

/** Path prefix under which the constant worker answers a page with the catalogue's own headers. */
export const WITH_HEADERS_PREFIX = "/with-headers";

/** Headers the runtime and its proxy set for every answer themselves; the constant worker leaves them to it. */
const TRANSPORT_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);

/** A response's headers as the constant worker should repeat them: every one but the transport's own. */
export function repeatableHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !TRANSPORT_HEADERS.has(name.toLowerCase()));
}

/**
 * What the constant worker runs under. The compatibility date always matches
 * the catalogue's; its flags only for the floor that runs under the
 * catalogue's whole platform configuration. The catalogue has no static
 * assets of its own (ADR 0051), so no asset router stands before either.
 */
export interface ConstantPlatform {
  compatibilityDate: string;
  compatibilityFlags?: string[];
  /** esbuild's keep_names, as the catalogue bundles (wrangler's default is on). */
  keepNames?: boolean;
}

/** The catalogue's own platform configuration, read from its wrangler.toml by wrangler itself. */
export function catalogueConstantPlatform(): { plain: ConstantPlatform; full: ConstantPlatform } {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const compatibilityDate = rawConfig.compatibility_date ?? "2026-04-20";
  return {
    plain: { compatibilityDate },
    full: {
      compatibilityDate,
      compatibilityFlags: rawConfig.compatibility_flags ?? [],
      keepNames: rawConfig.keep_names ?? true,
    },
  };
}

/**
 * Writes a worker that answers each path with the bytes given for it (the
 * page as the catalogue worker served it): the floor a page can be measured
 * against on the same runtime and server. At the path itself the answer has
 * a content type only; under `WITH_HEADERS_PREFIX` it carries the page's
 * whole header set, so the two floors tell how much the headers cost every
 * layer of `wrangler dev`. Returns the path of its wrangler config.
 */
export function writeConstantWorker(pages: Record<string, ConstantPage>, platform: ConstantPlatform): string {
  const dir = mkdtempSync(join(tmpdir(), "catalogue-constant-"));
  const entries: [string, { body: string; headers: [string, string][] }][] = [];
  for (const [path, page] of Object.entries(pages)) {
    entries.push([path, { body: page.body, headers: [["content-type", page.contentType]] }]);
    if (page.headers) entries.push([`${WITH_HEADERS_PREFIX}${path}`, { body: page.body, headers: page.headers }]);
  }
  writeFileSync(
    join(dir, "constant.js"),
    `const PAGES = new Map(${JSON.stringify(entries)});
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
  const lines = [
    'name = "constant-page"',
    'main = "constant.js"',
    `compatibility_date = ${JSON.stringify(platform.compatibilityDate)}`,
  ];
  if (platform.compatibilityFlags?.length)
    lines.push(`compatibility_flags = ${JSON.stringify(platform.compatibilityFlags)}`);
  writeFileSync(config, `${lines.join("\n")}\n`);
  return config;
}

/**
 * Writes the config of `bare-worker.ts` under the catalogue's platform
 * configuration, in a directory of its own from which `wrangler dev` must
 * run (`cwd`): wrangler resolves the worker tsconfig (automatic JSX runtime)
 * against the config's directory. Returns the config's path and that
 * directory.
 */
export function writeBareWorker(platform: ConstantPlatform): { config: string; cwd: string } {
  const dir = mkdtempSync(join(tmpdir(), "catalogue-bare-"));
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  const lines = [
    'name = "bare-render"',
    `main = ${JSON.stringify(resolve("test/bench/bare-worker.ts"))}`,
    `compatibility_date = ${JSON.stringify(platform.compatibilityDate)}`,
    `compatibility_flags = ${JSON.stringify(platform.compatibilityFlags ?? [])}`,
    `tsconfig = ${JSON.stringify(relative(dir, resolve("tsconfig.worker.json")))}`,
    `keep_names = ${platform.keepNames ?? true}`,
  ];
  const config = join(dir, "wrangler.toml");
  writeFileSync(config, `${lines.join("\n")}\n`);
  return { config, cwd: dir };
}

/**
 * Writes the config of `app-loop-worker.ts` (or another entry wrapping the
 * catalogue, `main`): the catalogue's own wrangler
 * config as wrangler reads it (bindings, flags), with that worker as its
 * entry, in a directory of its own from which `wrangler dev` must run (`cwd`,
 * see `writeBareWorker`). Its `ASSETS` binding needs the static-files worker
 * alongside (`alongside`).
 */
export function writeAppLoopWorker(main = "test/bench/app-loop-worker.ts"): {
  config: string;
  cwd: string;
  alongside: string[];
} {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const dir = mkdtempSync(join(tmpdir(), "catalogue-loop-"));
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  const { env: _environments, ...local } = rawConfig;
  const config = {
    ...local,
    name: "catalogue-in-process",
    main: resolve(main),
    tsconfig: relative(dir, resolve("tsconfig.worker.json")),
  };
  const path = join(dir, "wrangler.json");
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return { config: path, cwd: dir, alongside: [resolve(ASSETS_WORKER_CONFIG)] };
}
