#!/usr/bin/env node
/**
 * `npm start`: builds the client, starts the emulators (127.0.0.1:8790, or
 * EMULATOR_PORT) and the catalogue worker under `wrangler dev` (127.0.0.1:8787,
 * or PORT; production React), waits until both answer, prints where to go,
 * and stops both on Ctrl-C or when either one exits. The worker reads
 * config/demo.env with its emulator addresses moved to the emulators' port.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The emulator origin config/demo.env is written for (the local contract). */
const DEMO_EMULATOR_ORIGIN = "http://127.0.0.1:8790";

function step(message) {
  console.log(`\u25b8 ${message}`);
}

/** A user's mistake gets one clear line and exit 1, never a stack trace. */
function refuse(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function portFrom(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    refuse(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  return port;
}

/** Resolves when 127.0.0.1:port can be listened on; otherwise says which port and why, and exits. */
function ensureFree(port, name) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => {
      if (error.code === "EADDRINUSE")
        refuse(
          `port ${port} (${name}) is already in use on 127.0.0.1. Stop what listens there, or choose another: ${name}=<free port> npm start`,
        );
      refuse(`cannot listen on 127.0.0.1:${port} (${name}): ${error.code ?? error.message}`);
    });
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

const EMULATOR_PORT = portFrom("EMULATOR_PORT", 8790);
const WORKER_PORT = portFrom("PORT", 8787);
if (EMULATOR_PORT === WORKER_PORT)
  refuse(`EMULATOR_PORT and PORT are both ${WORKER_PORT}; they need two different ports`);
const emulatorUrl = `http://127.0.0.1:${EMULATOR_PORT}`;
const workerUrl = `http://127.0.0.1:${WORKER_PORT}`;

// Before the build, so a busy port is reported at once.
await ensureFree(EMULATOR_PORT, "EMULATOR_PORT");
await ensureFree(WORKER_PORT, "PORT");

/** config/demo.env pointing at the emulators' actual port, in a private file of this run. */
const runDir = mkdtempSync(join(tmpdir(), "catalogue-start-"));
const envFile = join(runDir, "demo.env");
writeFileSync(
  envFile,
  readFileSync(join(root, "config/demo.env"), "utf8").replaceAll(DEMO_EMULATOR_ORIGIN, emulatorUrl),
);
process.once("exit", () => rmSync(runDir, { recursive: true, force: true }));

step("Building the client (vite build)");
// Always React's production build: an inherited NODE_ENV (a test runner sets "test") would bundle the
// development build, more than twice the size, into the same dist/ the browser tests and the bench read.
const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
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
    // The catalogue, and beside it the worker that serves the client build to it (ADR 0051).
    "--config",
    "wrangler.toml",
    "--config",
    "config/wrangler.assets.toml",
    "--env-file",
    envFile,
    // Caches of this run only: stored stories carry the address of the emulators that served them.
    "--persist-to",
    join(runDir, "state"),
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
