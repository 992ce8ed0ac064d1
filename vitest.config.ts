import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import type { Json, WorkerOptions } from "miniflare";
import { defineConfig } from "vitest/config";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { demoBindings } from "./test/support/bindings.ts";
import { ENTRY_BUNDLE } from "./test/support/entry-bundle.ts";
import { ENTRY_VARIANTS, type EntryVariant, entryBindingName, entryWorkerName } from "./test/support/entry-variants.ts";
import { ASSETS_WORKER_CONFIG } from "./test/support/wrangler-dev.ts";

/**
 * The static-files worker the catalogue's `ASSETS` binding names (ADR 0051),
 * as wrangler reads its config: the client build, no code of its own.
 */
function assetsWorker() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(ASSETS_WORKER_CONFIG);
  return {
    ...workerOptions,
    name: "product-catalogue-assets",
    modules: true,
    // Asked only for what the build lacks: the asset router answers every file itself.
    script: "export default { fetch() { return new Response(null, { status: 404 }); } };",
  };
}

/**
 * The catalogue worker as deployed (its entry, bundled by the worker tier's
 * global setup) once per variant of `entry-variants.ts`: the project's
 * bindings with the variant's changes, beside the static-files worker.
 */
function entryWorkers(projectBindings: Record<string, string>, emulatorBase: string): WorkerOptions[] {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  return (Object.keys(ENTRY_VARIANTS) as EntryVariant[]).map((variant) => {
    const bindings: Record<string, Json> = { ...workerOptions.bindings, ...projectBindings };
    for (const [name, value] of Object.entries(ENTRY_VARIANTS[variant](emulatorBase))) {
      if (value === undefined) delete bindings[name];
      else bindings[name] = value;
    }
    return {
      ...workerOptions,
      name: entryWorkerName(variant),
      // The bundle as one module: Miniflare would otherwise walk its imports, and refuses the
      // search box's import by a URL the page names.
      modules: [{ type: "ESModule" as const, path: ENTRY_BUNDLE }],
      bindings,
    };
  });
}

/** The test worker's service bindings to the entry's variants. */
const entryServiceBindings = () =>
  Object.fromEntries(
    (Object.keys(ENTRY_VARIANTS) as EntryVariant[]).map((variant) => [
      entryBindingName(variant),
      entryWorkerName(variant),
    ]),
  );

/**
 * Three tiers, one runner:
 * - unit: pure logic in shared/, emulators/ and client/ under Node;
 * - worker: the catalogue worker inside workerd, talking to the emulators
 *   that the global setup starts on a free loopback port;
 * - e2e: the built worker under `wrangler dev`, driven by Debian's chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "shared/**/*.test.{ts,tsx}",
            "emulators/**/*.test.{ts,tsx}",
            "client/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "test/bench/**/*.test.ts",
          ],
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => {
            const emulatorBase = `http://127.0.0.1:${inject("emulatorPort")}`;
            const bindings = {
              ...demoBindings(emulatorBase),
              // Tests run side by side on a shared machine: a quick search must count as quick.
              TOOL_ANSWER_BUDGET_MS: "2000",
              // Above the longest wait the tests inject on purpose (6 s of latency, or of retries).
              BACKEND_DEADLINE_MS: "9000",
            };
            return {
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                workers: [assetsWorker(), ...entryWorkers(bindings, emulatorBase)],
                bindings,
                serviceBindings: entryServiceBindings(),
              },
            };
          }),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.{ts,tsx}", "test/integration/**/*.test.{ts,tsx}"],
          // Whole-catalogue tests render hundreds of pages; on a shared 2-core machine 5 s is not a bound on behaviour.
          testTimeout: 60_000,
          globalSetup: ["./test/support/emulator-setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["./test/support/e2e-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for what the page will show; on a shared 2-core machine an answer can take
          // longer than the default second without anything being wrong.
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
