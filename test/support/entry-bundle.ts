import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

/** Where the worker tier's global setup bundles the entry for the auxiliary workers (`entry-variants.ts`). */
export const ENTRY_BUNDLE_DIR = join(root, ".wrangler", "test-entry");
export const ENTRY_BUNDLE = join(ENTRY_BUNDLE_DIR, "index.js");

/**
 * Bundles `worker/index.ts` as `wrangler deploy` would, without deploying
 * (no account, no network): an auxiliary worker of the test pool runs
 * JavaScript as built, not the sources the pool transforms for SELF.
 */
export function bundleEntry(): void {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "deploy",
      "--dry-run",
      "--config",
      "wrangler.toml",
      "--outdir",
      ENTRY_BUNDLE_DIR,
      "--env=",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CI: "1" },
    },
  );
  if (run.status !== 0 || !existsSync(ENTRY_BUNDLE))
    throw new Error(`The worker's entry did not bundle:\n${run.stdout ?? ""}${run.stderr ?? ""}`);
}
