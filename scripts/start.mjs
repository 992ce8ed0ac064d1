#!/usr/bin/env node
/**
 * `npm start`: builds the client, starts the emulators (127.0.0.1:8790) and
 * the catalogue worker under `wrangler dev` (127.0.0.1:8787, production
 * React, config/demo.env), waits until both answer, prints where to go, and
 * stops both on Ctrl-C or when either one exits.
 */
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT ?? 8790);
const WORKER_PORT = Number(process.env.PORT ?? 8787);
const emulatorUrl = `http://127.0.0.1:${EMULATOR_PORT}`;
const workerUrl = `http://127.0.0.1:${WORKER_PORT}`;

function step(message) {
  console.log(`\u25b8 ${message}`);
}

step("Building the client (vite build)");
const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
let stopping = false;

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    // Own process group: wrangler starts workerd, and both must stop together.
    detached: true,
  });
  child.once("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const exits = children
    .filter((c) => c.exitCode === null && c.signalCode === null)
    .map((c) => new Promise((resolve) => c.once("exit", resolve)));
  for (const child of children) kill(child, "SIGTERM");
  const force = setTimeout(() => {
    for (const child of children) kill(child, "SIGKILL");
  }, 5000);
  await Promise.all(exits);
  clearTimeout(force);
  process.exit(code);
}

process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

async function waitFor(url, name, accept) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url);
      if (accept(res.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`${name} did not answer at ${url} within 120 s`);
  await stop(1);
}

step(`Starting the emulators on ${emulatorUrl}`);
start("emulators", process.execPath, ["node_modules/tsx/dist/cli.mjs", "emulators/main.ts"], {
  EMULATOR_PORT: String(EMULATOR_PORT),
});
await waitFor(`${emulatorUrl}/storyblok/v2/cdn/spaces/me?token=demo-published`, "emulators", (s) => s < 500);

step(`Starting the catalogue worker on ${workerUrl} (wrangler dev, production build of React)`);
start(
  "wrangler dev",
  process.execPath,
  [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    "--env-file",
    "config/demo.env",
    "--ip",
    "127.0.0.1",
    "--port",
    String(WORKER_PORT),
    "--show-interactive-dev-session=false",
  ],
  { NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" },
);
await waitFor(`${workerUrl}/healthz`, "catalogue worker", (s) => s === 200);

if (!stopping) {
  console.log("");
  console.log("  The catalogue is running. Open:");
  console.log(`    ${workerUrl}/pim/fragment/pu-additives/en/`);
  console.log(`    ${workerUrl}/            (all areas)`);
  console.log(`    ${workerUrl}/pim/fragment/intranet/en/   (intranet; INTRANET_GATE=off in config/demo.env)`);
  console.log("  Press Ctrl-C to stop both.");
  console.log("");
}
