import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, waitForOk } from "../test/support/wrangler-dev.ts";

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` as a user runs it, with the given environment. */
function npmStart(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Two distinct free ports. */
async function twoPorts(): Promise<[number, number]> {
  const a = await freePort();
  let b = await freePort();
  while (b === a) b = await freePort();
  return [a, b];
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

let running: Started | undefined;
afterEach(async () => {
  // start.mjs stops its emulators and wrangler on SIGTERM, as on Ctrl-C.
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill("SIGTERM");
    await running.exited;
  }
  running = undefined;
});

describe("npm start", () => {
  it("names a port that is already in use and stops, without a stack trace", async () => {
    const [emulatorPort, busyPort] = await twoPorts();
    const busy = await listen(busyPort);
    try {
      running = npmStart({ EMULATOR_PORT: String(emulatorPort), PORT: String(busyPort) });
      expect(await running.exited).toBe(1);
      expect(running.output()).toContain(`port ${busyPort} (PORT) is already in use`);
      expect(running.output()).not.toMatch(/\n\s+at /);
    } finally {
      busy.close();
    }
  });

  it("serves pages from the emulators on the ports the user chose, and stops both on Ctrl-C", {
    timeout: 300_000,
  }, async () => {
    const [emulatorPort, workerPort] = await twoPorts();
    const emulators = `http://127.0.0.1:${emulatorPort}`;
    const worker = `http://127.0.0.1:${workerPort}`;
    running = npmStart({ EMULATOR_PORT: String(emulatorPort), PORT: String(workerPort) });
    const started = running;
    await waitForOk(`${worker}/healthz`, 240_000, () => started.child.exitCode === null);

    // Only calls from the page below count: start.mjs itself asked the content API whether it was up.
    await fetch(`${emulators}/__control/calls`, { method: "DELETE" });
    const page = await fetch(`${worker}/pim/fragment/pu-additives/en/`);
    const html = await page.text();
    expect(page.status, started.output().slice(-2000)).toBe(200);
    expect(html).toContain("<title>PU Additives");
    // Story images carry the address of the emulators that answered.
    expect(html).toContain(`${emulators}/a/`);
    const calls = (await (await fetch(`${emulators}/__control/calls`)).json()) as { counts: { storyblok: number } };
    expect(calls.counts.storyblok).toBeGreaterThan(0);

    started.child.kill("SIGINT");
    expect(await started.exited).toBe(0);
    // Both ports are free again: nothing was left behind.
    for (const port of [emulatorPort, workerPort]) (await listen(port)).close();
  });
});
