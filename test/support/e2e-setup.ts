import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { TestProject } from "vitest/node";
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "./bindings.ts";
import { ensureClientBuild } from "./client-build.ts";
import { startWranglerDev } from "./wrangler-dev.ts";

export const CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * An embedding page for the data-layer tests: frames `?src=`, records the
 * messages it receives. Served on loopback like the worker, so the browser
 * lets it frame a loopback address.
 */
async function startParentPage(): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const src = new URL(req.url ?? "/", "http://parent").searchParams.get("src") ?? "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><title>Parent</title><script>
      window.received = [];
      addEventListener("message", (e) => window.received.push({ origin: e.origin, data: e.data }));
    </script><iframe src="${src.replace(/[^\w:/.?=&%-]/g, "")}" width="1200" height="3000"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no port for the parent page");
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    e2eEmulatorBase: string;
    /** The embedding page, on the one origin allowed to frame the catalogue. */
    parentUrl: string;
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
  const parent = await startParentPage();
  const parentOrigin = `http://127.0.0.1:${parent.port}`;
  let worker: Awaited<ReturnType<typeof startWranglerDev>>;
  try {
    worker = await startWranglerDev({
      bindings: {
        ...demoBindings(base),
        INTRANET_GATE: "off",
        LOG_LEVEL: "warn",
        PARENT_ORIGINS: parentOrigin,
        // The browser shares the machine's two cores with the worker and the emulators: a search that takes
        // 300 ms only because of that must still count as quick (a page without JavaScript then has its
        // results in place). Below every slow search the tests inject on purpose (1.5 s and more).
        TOOL_ANSWER_BUDGET_MS: "1000",
        // The demo catalogue's longest value list (the intranet's 443 products of documents) cut as the spec's
        // 1000 cuts one 20 times the size, so the browser tests search it on the server (ADR 0077); every
        // public area's list stays whole but personal-care's (182).
        FACET_COUNT_LIMIT: "100",
      },
    });
  } catch (error) {
    await emulators.close();
    await parent.close();
    throw error;
  }
  project.provide("baseUrl", worker.url);
  project.provide("e2eEmulatorBase", base);
  project.provide("parentUrl", parentOrigin);
  return async () => {
    await worker.stop();
    await emulators.close();
    await parent.close();
  };
}
