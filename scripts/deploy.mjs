#!/usr/bin/env node
/**
 * `npm run deploy -- [--env NAME] [wrangler deploy options]`: builds the
 * client, deploys the static-files worker (config/wrangler.assets.toml) and
 * then the catalogue worker, each with the same options. In this order, the
 * files a new catalogue version links to are served before it answers its
 * first page, and the catalogue's `ASSETS` binding names a worker that
 * exists (ADR 0051). Stops at the first step that fails.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const passed = process.argv.slice(2);

function run(label, args, env = {}) {
  console.log(`\u25b8 ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`npm run deploy: ${label} failed; nothing after it was deployed`);
    process.exit(result.status ?? 1);
  }
}

// React's production build, whatever NODE_ENV the shell has.
run("Building the client (vite build)", ["node_modules/vite/bin/vite.js", "build"], { NODE_ENV: "production" });
run("Deploying the static files (config/wrangler.assets.toml)", [
  "node_modules/wrangler/bin/wrangler.js",
  "deploy",
  "--config",
  "config/wrangler.assets.toml",
  ...passed,
]);
run("Deploying the catalogue worker (wrangler.toml)", ["node_modules/wrangler/bin/wrangler.js", "deploy", ...passed]);
