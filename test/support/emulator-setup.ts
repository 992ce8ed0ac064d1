import type { TestProject } from "vitest/node";
import { startEmulators } from "../../emulators/server.ts";
import { bundleEntry } from "./entry-bundle.ts";

/**
 * Starts the emulators on a free loopback port for the workerd test tier,
 * and bundles the worker's entry for the auxiliary workers that run it with
 * other bindings (`entry-variants.ts`).
 */
export default async function setup(project: TestProject) {
  bundleEntry();
  const emulators = await startEmulators({ port: 0 });
  project.provide("emulatorPort", emulators.port);
  project.provide("emulatorBase", `http://127.0.0.1:${emulators.port}`);
  return async () => {
    await emulators.close();
  };
}
