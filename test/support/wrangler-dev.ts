import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** A free loopback port, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` (or when `alive()` turns false). */
export async function waitForOk(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`Process for ${url} exited before it answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/** The static-files worker's config (ADR 0051), relative to a checkout. */
export const ASSETS_WORKER_CONFIG = "config/wrangler.assets.toml";

/**
 * The catalogue's configs in the checkout at `cwd`: its own and the
 * static-files worker's, which serves the client build through the `ASSETS`
 * binding. An older tree (a bench baseline) without the latter runs as it is.
 */
function catalogueConfigs(cwd = process.cwd()): string[] {
  const assets = resolve(cwd, ASSETS_WORKER_CONFIG);
  return existsSync(assets) ? ["--config", "wrangler.toml", "--config", assets] : [];
}

export interface WranglerDev {
  url: string;
  /** Wrangler's DevTools inspector (CPU profiles of the worker: `test/bench/profile.ts`). */
  inspectorPort: number;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Runs the catalogue worker under `wrangler dev` on a free port with the given
 * bindings (written to a private env file) and the production build of React
 * (`NODE_ENV=production`), and waits for `/healthz`.
 */
export async function startWranglerDev(options: {
  bindings: Record<string, string>;
  port?: number;
  cwd?: string;
  timeoutMs?: number;
  config?: string;
  /** More arguments for `wrangler dev`, e.g. `--tsconfig` for a worker whose config lives elsewhere. */
  args?: string[];
  /** More workers of the same session, reached by service bindings (their wrangler configs). */
  alongside?: string[];
}): Promise<WranglerDev> {
  const port = options.port ?? (await freePort());
  const inspectorPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "catalogue-dev-"));
  const envFile = join(dir, "bindings.env");
  writeFileSync(
    envFile,
    `${Object.entries(options.bindings)
      .map(([k, v]) => `${k}=${v}`)
      .join("\n")}\n`,
  );
  const args = [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    ...(options.config ? ["--config", options.config] : catalogueConfigs(options.cwd)),
    ...(options.alongside ?? []).flatMap((config) => ["--config", config]),
    "--env-file",
    envFile,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    join(dir, "state"),
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    ...(options.args ?? []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false", CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  let exited = false;
  // If the test runner itself is killed, no teardown runs: take wrangler and workerd along.
  const onExit = () => {
    try {
      if (!exited && child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  process.once("exit", onExit);
  child.once("exit", () => {
    exited = true;
    process.removeListener("exit", onExit);
    // The bindings file and the local state (KV, Cache API) belong to this run only.
    rmSync(dir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const done = new Promise<void>((r) => child.once("exit", () => r()));
    // wrangler starts workerd as a child: stop the whole group it leads.
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, 5_000);
    await done;
    clearTimeout(timer);
  };
  try {
    await waitForOk(`${url}/healthz`, options.timeoutMs ?? 90_000, () => !exited);
  } catch (error) {
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : error}\n--- wrangler output ---\n${output.slice(-4000)}`,
    );
  }
  return { url, inspectorPort, process: child, output: () => output, stop };
}
