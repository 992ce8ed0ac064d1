import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { demoBindings } from "./test/support/bindings.ts";
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
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              workers: [assetsWorker()],
              bindings: {
                ...demoBindings(`http://127.0.0.1:${inject("emulatorPort")}`),
                // Tests run side by side on a shared machine: a quick search must count as quick.
                TOOL_ANSWER_BUDGET_MS: "2000",
                // Above the longest wait the tests inject on purpose (6 s of latency, or of retries).
                BACKEND_DEADLINE_MS: "9000",
              },
            },
          })),
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
