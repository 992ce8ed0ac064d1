import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "./bindings.ts";
import { ensureClientBuild } from "./client-build.ts";
import { startWranglerDev } from "./wrangler-dev.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eEmulatorBase: string;
  }
}

/**
 * The browser tier: the emulators on a free port, the built worker under
 * `wrangler dev` (production React) pointing at them, the base URL provided
 * to the tests. Nothing starts when chromium is missing.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error("Chromium not found: apt-get install -y chromium");
  ensureClientBuild();
  const emulators = await startEmulators({ port: 0 });
  const base = `http://127.0.0.1:${emulators.port}`;
  let worker: Awaited<ReturnType<typeof startWranglerDev>>;
  try {
    worker = await startWranglerDev({
      bindings: { ...demoBindings(base), INTRANET_GATE: "off", LOG_LEVEL: "warn" },
    });
  } catch (error) {
    await emulators.close();
    throw error;
  }
  project.provide("baseUrl", worker.url);
  project.provide("e2eEmulatorBase", base);
  return async () => {
    await worker.stop();
    await emulators.close();
  };
}
