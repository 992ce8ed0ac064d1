/**
 * Where a page's CPU time goes inside workerd: runs the production build
 * under `wrangler dev` against the emulators, takes a CPU profile through
 * wrangler's DevTools inspector while one URL is asked again and again, and
 * prints self time by function and by module. Wall time on a shared machine
 * cannot split the page path (inside workerd `Date.now()` does not move
 * during CPU work); a sampling profile can.
 *
 *   NODE_ENV=production tsx --tsconfig tsconfig.base.json test/bench/profile.ts [cached|uncached|miss|distinct] [requests]
 *
 * `distinct` asks another product page each time, over every site in `en`
 * and `de` (a visitor stream's uncached page: its data misses too);
 * `DEMO_SCALE` sizes the catalogue.
 *
 * `PROFILE_IN_PROCESS=n` asks the worker from inside itself instead
 * (`app-loop-worker.ts`), n pages per request: the profile then holds the
 * app's own work, not the request's way in and out through `wrangler dev`.
 */
import WebSocket from "ws";
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "../support/bindings.ts";
import { ensureClientBuild } from "../support/client-build.ts";
import { startWranglerDev } from "../support/wrangler-dev.ts";
import { writeAppLoopWorker } from "./constant-worker.ts";
import { GAP_FACTOR, GAP_MIN_US } from "./inspector.ts";
import { productsBySite, productUrl } from "./product-page.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; scriptId: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One DevTools session: numbered commands, answers matched by id. */
async function devtools(inspectorPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0]?.webSocketDebuggerUrl;
  if (!target) throw new Error("no inspector target");
  const socket = new WebSocket(target);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve) => {
        const id = ++next;
        pending.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/**
 * The source module of each line of a bundled script: esbuild writes a
 * `// path/of/module.ts` comment before every module it inlines.
 */
function moduleLines(source: string): string[] {
  const out: string[] = [];
  let current = "(bundle)";
  for (const line of source.split("\n")) {
    const marker = /^\/\/ ((?:node_modules|worker|shared|\.\.\/)[^\s]*\.[cm]?[jt]sx?)$/.exec(line);
    if (marker?.[1]) current = marker[1];
    out.push(current);
  }
  return out;
}

/** Module names short enough to read: a package, or a source file of the catalogue. */
const shortModule = (path: string) => path.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, "$1");

const SAMPLING_US = 100;

function summarise(profile: Profile, sources: Map<string, string[]>, top = Number(process.env.PROFILE_TOP ?? 30)) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  // A sampler gap (the isolate waiting, the thread not running JavaScript) counts as one interval, as in the limits bench.
  const gapUs = Math.max(GAP_MIN_US, GAP_FACTOR * SAMPLING_US);
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + (us > gapUs ? SAMPLING_US : us));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const lines = sources.get(frame.scriptId);
    const module = frame.url ? shortModule(lines?.[frame.lineNumber] ?? frame.url) : "(runtime)";
    const fn = `${frame.functionName || "(anonymous)"} ${module}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byModule.set(module, (byModule.get(module) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const list = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${pct(us)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`)
      .join("\n");
  return `sampled ${(total / 1000).toFixed(0)} ms\n\nby module\n${list(byModule)}\n\nby function (self time)\n${list(byFunction)}`;
}

const modes = ["cached", "miss", "distinct"] as const;
const mode = modes.find((m) => m === process.argv[2]) ?? "uncached";
const requests = Number(process.argv[3] ?? 300);
const inProcess = Number(process.env.PROFILE_IN_PROCESS ?? 0);

ensureClientBuild();
const emulators = await startEmulators({ port: 0, scale: Number(process.env.DEMO_SCALE ?? 1) });
const emulatorBase = `http://127.0.0.1:${emulators.port}`;
const worker = await startWranglerDev({
  bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" },
  ...(inProcess > 0 ? writeAppLoopWorker() : {}),
});
try {
  const bySite = await productsBySite(emulatorBase);
  const [site, products] = [...bySite.entries()][0] ?? [];
  if (!site || !products?.[0]) throw new Error("no products");
  const page = productUrl(worker.url, site, products[0].ID);
  const asked = mode === "uncached" ? `${page}?_storyblok_tk[token]=bench` : page;
  const path = new URL(asked);
  const url =
    inProcess > 0
      ? `${worker.url}/loop?n=${inProcess}&u=${encodeURIComponent(`${path.pathname}${path.search}`)}${mode === "miss" ? "&miss=1" : ""}`
      : asked;
  // A miss asked from outside is another page-cache key each time (inside, the loop worker makes its own).
  let n = 0;
  const distinct = [...bySite.entries()].flatMap(([s, list]) =>
    list.flatMap((p) => ["en", "de"].map((lang) => productUrl(worker.url, s, p.ID).replace("/en/", `/${lang}/`))),
  );
  const next = () =>
    mode === "distinct"
      ? (distinct[n++ % distinct.length] ?? url)
      : mode === "miss" && inProcess === 0
        ? `${url}?miss=${Date.now().toString(36)}-${++n}`
        : url;
  for (let i = 0; i < 30; i++) await (await fetch(next())).arrayBuffer();
  const session = await devtools(worker.inspectorPort);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: SAMPLING_US });
  await session.send("Profiler.start");
  for (let i = 0; i < requests; i++) await (await fetch(next())).arrayBuffer();
  const { profile } = await session.send<{ profile: Profile }>("Profiler.stop");
  await session.send("Debugger.enable");
  const sources = new Map<string, string[]>();
  for (const scriptId of new Set(profile.nodes.map((n) => n.callFrame.scriptId))) {
    if (!scriptId || scriptId === "0") continue;
    const { scriptSource } = await session.send<{ scriptSource: string }>("Debugger.getScriptSource", { scriptId });
    sources.set(scriptId, moduleLines(scriptSource ?? ""));
  }
  session.close();
  console.log(
    `${mode} product page, ${requests} requests${inProcess > 0 ? ` of ${inProcess} pages each` : ""}, ${url}\n`,
  );
  console.log(summarise(profile, sources));
} finally {
  await worker.stop();
  await emulators.close();
}
