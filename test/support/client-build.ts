import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Builds the client (Vite) unless a build is already there, so pages have their styles and islands. */
export function ensureClientBuild(cwd = process.cwd()): void {
  if (existsSync(`${cwd}/dist/client/assets-manifest.json`)) return;
  // The test runner's NODE_ENV ("test") would otherwise bundle React's development build.
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    cwd,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
