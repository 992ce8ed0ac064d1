#!/usr/bin/env node
/**
 * `npm run deploy -- [--env NAME] [wrangler deploy options]`: builds the
 * client, deploys the static-files worker (config/wrangler.assets.toml) and
 * then the catalogue worker. In this order, the files a new catalogue
 * version links to are served before it answers its first page, and the
 * catalogue's `ASSETS` binding names a worker that exists (ADR 0051). Both
 * are dry-run first, so a catalogue that would not deploy leaves the static
 * files as they were. The static-files worker gets only `--env` (and
 * `--dry-run`): the other options (a name, routes, secrets) are the
 * catalogue's.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const passed = process.argv.slice(2);
const WRANGLER = "node_modules/wrangler/bin/wrangler.js";
const ASSETS_CONFIG = "config/wrangler.assets.toml";

/** The options that also apply to the static-files worker: its environment, a dry run. */
function forStaticFiles(args) {
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--env" || arg === "-e") kept.push(arg, args[++i] ?? "");
    else if (arg.startsWith("--env=") || arg === "--dry-run") kept.push(arg);
  }
  return kept;
}

function run(label, args, env = {}) {
  console.log(`\u25b8 ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function stop(message) {
  console.error(`npm run deploy: ${message}`);
  process.exit(1);
}

const staticArgs = forStaticFiles(passed);
// React's production build, whatever NODE_ENV the shell has.
if (!run("Building the client (vite build)", ["node_modules/vite/bin/vite.js", "build"], { NODE_ENV: "production" }))
  stop("the client build failed; nothing was deployed");
if (!passed.includes("--dry-run")) {
  const checked =
    run("Checking the static files (dry run)", [
      WRANGLER,
      "deploy",
      "--config",
      ASSETS_CONFIG,
      "--dry-run",
      ...staticArgs,
    ]) && run("Checking the catalogue worker (dry run)", [WRANGLER, "deploy", "--dry-run", ...passed]);
  if (!checked) stop("a dry run failed; nothing was deployed");
}
if (
  !run("Deploying the static files (config/wrangler.assets.toml)", [
    WRANGLER,
    "deploy",
    "--config",
    ASSETS_CONFIG,
    ...staticArgs,
  ])
)
  stop("the static files did not deploy; the catalogue was not deployed");
if (!run("Deploying the catalogue worker (wrangler.toml)", [WRANGLER, "deploy", ...passed]))
  stop(
    `the catalogue worker did not deploy, while the static files did. Deploy it again, or return the static files to their previous version: npx wrangler rollback --config ${ASSETS_CONFIG} ${staticArgs.join(" ")}`.trim(),
  );
