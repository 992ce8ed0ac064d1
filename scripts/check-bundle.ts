/**
 * `npm run check:bundle`: bundles the worker as `wrangler deploy` would, for
 * the top level and every `[env.*]` of wrangler.toml, without deploying (no
 * account, no network), prints the upload's size and fails when the worker
 * does not bundle, its gzip size passes the bound, its `ASSETS` binding
 * names another worker than the static files of the same environment, or
 * those static files would get a URL of their own.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { assetsBindingProblem, assetsExposureProblem } from "./assets-binding";

/**
 * The bound on the worker's compressed upload (docs/decisions/0015). Far under
 * the platform's limit (3 MiB free, 10 MiB paid): what is parsed at every cold
 * start is what the bound keeps small.
 */
export const BUNDLE_GZIP_LIMIT_KIB = 400;

const root = join(import.meta.dirname, "..");
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The static-files worker's config (ADR 0051): no code, checked only to deploy for every environment. */
const ASSETS_CONFIG = "config/wrangler.assets.toml";

/** `--env=` names the top level: wrangler asks for a target once environments exist. */
function dryRun(outdir: string, env?: string, config = "wrangler.toml"): { ok: boolean; output: string } {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "deploy",
      "--dry-run",
      "--config",
      config,
      "--outdir",
      outdir,
      `--env=${env ?? ""}`,
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CI: "1" },
    },
  );
  return { ok: run.status === 0, output: `${run.stdout ?? ""}${run.stderr ?? ""}` };
}

/** Environment names of wrangler.toml: its `[env.NAME]` tables. */
function environments(): string[] {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  return [...new Set([...toml.matchAll(/^\[env\.([\w-]+)\]\s*$/gm)].map((m) => m[1] as string))];
}

if (!existsSync(join(root, "dist/client/assets-manifest.json"))) {
  console.log("▸ No client build yet: vite build");
  const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const work = mkdtempSync(join(tmpdir(), "catalogue-bundle-"));
let failed = false;
try {
  for (const env of [undefined, ...environments()]) {
    const label = env ? `--env ${env}` : "top level";
    const assets = dryRun(join(work, `assets-${env ?? "default"}`), env, ASSETS_CONFIG);
    if (!assets.ok) {
      console.error(assets.output);
      console.error(`✗ The static-files worker does not deploy (${ASSETS_CONFIG}, ${label}).`);
      failed = true;
    }
    const binding = assetsBindingProblem(
      { catalogue: join(root, "wrangler.toml"), assets: join(root, ASSETS_CONFIG) },
      env,
    );
    if (binding) {
      console.error(`✗ ${binding}: its pages would have no stylesheet or scripts.`);
      failed = true;
    }
    const exposure = assetsExposureProblem(join(root, ASSETS_CONFIG), env);
    if (exposure) {
      console.error(`✗ ${exposure}: the static files would have a public URL of their own.`);
      failed = true;
    }
    const outdir = join(work, env ?? "default");
    const run = dryRun(outdir, env);
    if (!run.ok) {
      console.error(run.output);
      console.error(`✗ The worker does not bundle (wrangler deploy --dry-run, ${label}).`);
      failed = true;
      continue;
    }
    // The upload is every module wrangler wrote, source maps and its README aside.
    const modules = readdirSync(outdir).filter((f) => !f.endsWith(".map") && f !== "README.md");
    let raw = 0;
    let gzip = 0;
    for (const file of modules) {
      const bytes = readFileSync(join(outdir, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    const over = gzip > BUNDLE_GZIP_LIMIT_KIB * 1024;
    const line = `${label}: ${modules.length} module(s), ${kib(raw)} KiB, gzip ${kib(gzip)} KiB (bound ${BUNDLE_GZIP_LIMIT_KIB} KiB)`;
    if (over) {
      console.error(`✗ ${line}: the worker's bundle is over its bound`);
      failed = true;
    } else {
      console.log(`✓ ${line}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
