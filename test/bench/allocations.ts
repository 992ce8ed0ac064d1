/**
 * Where an uncached product page's allocations come from: V8's sampling heap
 * profiler through the inspector of `wrangler dev`, over distinct product
 * pages of a worker whose KV and Cache API live in its memory
 * (`limits-stand-ins.ts`), objects collected by either garbage collector
 * counted too. Prints sampled bytes per page by module and by function.
 *
 *   NODE_ENV=production tsx --tsconfig tsconfig.base.json test/bench/allocations.ts [pages]
 *
 * `DEMO_SCALE` sizes the catalogue. `ALLOCATIONS_LIVE=1` counts only what is
 * still alive when the pages are done, on a worker with the local KV and
 * Cache API (nothing of the bench's kept in the isolate), after enough pages
 * to fill the isolate's caches: what each page adds to the long-lived
 * structures, which is what the old generation grows by and what its full
 * collections are paid for (docs/operations.md, "What sets that p99").
 */
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "../support/bindings.ts";
import { startWranglerDev } from "../support/wrangler-dev.ts";
import { writeAppLoopWorker } from "./constant-worker.ts";
import { withSession } from "./inspector.ts";
import { benchPaths } from "./limits-paths.ts";

const LIVE = process.env.ALLOCATIONS_LIVE === "1";
/** Pages asked before sampling: the live count wants the caches full (page memory 200 pages, the memory tier 1,000 answers). */
const WARM = LIVE ? 400 : 40;
const emulators = await startEmulators({ port: 0, scale: Number(process.env.DEMO_SCALE ?? 1) });
const base = `http://127.0.0.1:${emulators.port}`;
const w = await startWranglerDev({
  bindings: { ...demoBindings(base), LOG_LEVEL: "error", ...(LIVE ? {} : { LIMITS_STAND_INS: "1" }) },
  ...writeAppLoopWorker("test/bench/limits-worker.ts"),
});
interface AllocationNode {
  callFrame: { functionName: string; lineNumber: number; scriptId: string };
  selfSize: number;
  children: AllocationNode[];
}
try {
  const N = Number(process.argv[2] ?? 200);
  const products = ((await benchPaths(base, 1)).get("product") ?? []).slice(0, WARM + 10 + N);
  for (const p of products.slice(0, WARM)) await (await fetch(`${w.url}${p}`)).arrayBuffer();
  await withSession(w.inspectorPort, async ({ send, on }) => {
    const scripts = new Set<string>();
    on("Debugger.scriptParsed", (params) => scripts.add((params as { scriptId: string }).scriptId));
    await send("HeapProfiler.enable");
    await send("HeapProfiler.startSampling", {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: !LIVE,
      includeObjectsCollectedByMinorGC: !LIVE,
    });
    for (const p of products.slice(WARM + 10, WARM + 10 + N)) {
      await (await fetch(`${w.url}${p}`)).arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));
    const { profile } = await send<{ profile: { head: AllocationNode } }>("HeapProfiler.getSamplingProfile");
    await send("HeapProfiler.stopSampling");
    await send("Debugger.enable");
    await new Promise((r) => setTimeout(r, 500));
    const lineMod = new Map<string, string[]>();
    for (const id of scripts) {
      const { scriptSource } = await send<{ scriptSource: string }>("Debugger.getScriptSource", { scriptId: id });
      const mods: string[] = [];
      let cur = "(bundle)";
      for (const l of String(scriptSource).split("\n")) {
        const m = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(l);
        if (m?.[1])
          cur = m[1]
            .replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, "$1")
            .replace(/^(?:\.\.\/)+(?:[^/]+\/)*?(?=(?:worker|shared)\/)/, "");
        mods.push(cur);
      }
      lineMod.set(id, mods);
    }
    const byFn = new Map<string, number>();
    const byMod = new Map<string, number>();
    let total = 0;
    const walk = (n: AllocationNode) => {
      const f = n.callFrame;
      const mod = lineMod.get(f.scriptId)?.[f.lineNumber] ?? "(runtime)";
      const key = `${f.functionName || "(anon)"} ${mod}:${f.lineNumber + 1}`;
      byFn.set(key, (byFn.get(key) ?? 0) + n.selfSize);
      byMod.set(mod, (byMod.get(mod) ?? 0) + n.selfSize);
      total += n.selfSize;
      for (const c of n.children) walk(c);
    };
    walk(profile.head);
    const show = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([n, b]) => `  ${(b / N / 1024).toFixed(1).padStart(7)} kB/page  ${n}`)
        .join("\n");
    console.log(
      `${LIVE ? "still alive at the end" : "sampled allocation"} ${(total / N / 1024).toFixed(LIVE ? 1 : 0)} kB per page over ${N} pages\nby module\n${show(byMod, 25)}\nby function\n${show(byFn, 40)}`,
    );
  });
} finally {
  await w.stop();
  await emulators.close();
}
