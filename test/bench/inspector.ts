/**
 * The worker isolate seen through the DevTools inspector `wrangler dev`
 * opens: its JavaScript heap after a full garbage collection, and the CPU
 * time its JavaScript spent on one request. One connection per sample,
 * closed at once: a client held open through a crawl made the local runtime
 * log "Too many open files" until it stopped answering.
 */
import WebSocket from "ws";

interface Target {
  webSocketDebuggerUrl?: string;
}

interface Session {
  send: <T>(method: string, params?: Record<string, unknown>) => Promise<T>;
}

/** Runs `use` on a fresh connection to the first target (`wrangler dev` lists its worker only), then closes it. */
async function withSession<T>(inspectorPort: number, use: (session: Session) => Promise<T>): Promise<T> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Target[];
  const target = targets[0]?.webSocketDebuggerUrl;
  if (!target) throw new Error(`no inspector target among ${JSON.stringify(targets)}`);
  const socket = new WebSocket(target);
  try {
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    let next = 0;
    const pending = new Map<number, (message: unknown) => void>();
    socket.on("message", (data) => {
      const text = String(data);
      // Snapshot chunks and network events are most of the traffic: only answers are parsed.
      if (!text.startsWith('{"id":')) return;
      const message = JSON.parse(text) as { id: number; result?: unknown };
      pending.get(message.id)?.(message.result);
    });
    // An isolate the runtime replaced (a reload) never answers: a sample fails rather than hang the bench.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("no inspector answer within 120 s")), 120_000).unref(),
    );
    const send = <R>(method: string, params: Record<string, unknown> = {}) =>
      Promise.race([
        new Promise<R>((resolve) => {
          const id = ++next;
          pending.set(id, resolve as (result: unknown) => void);
          socket.send(JSON.stringify({ id, method, params }));
        }),
        timeout,
      ]);
    return await use({ send });
  } finally {
    socket.close();
  }
}

/**
 * Bytes of JS heap in use after a full garbage collection. workerd leaves
 * `HeapProfiler.collectGarbage` unanswered (and the heap as it was); a heap
 * snapshot collects garbage first, so one is taken (its chunks dropped) and
 * the heap read after it.
 */
export function heapAfterGc(inspectorPort: number): Promise<number> {
  return withSession(inspectorPort, async ({ send }) => {
    await send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    const usage = await send<{ usedSize: number }>("Runtime.getHeapUsage");
    return usage.usedSize;
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Frames V8 samples when the isolate runs no JavaScript of the request:
 * `(idle)` is waiting (for the backend, KV, the next request), `(program)`
 * is the runtime's own native work outside any script (workerd's I/O,
 * streams, the inspector answering). What production bills is the rest:
 * the request's JavaScript and the garbage collection it causes (counted,
 * so the figure errs high rather than low).
 */
const NOT_THE_REQUEST = new Set(["(idle)", "(program)"]);

/**
 * Milliseconds of a profile's samples spent in the request's JavaScript (and
 * its GC). A sample stands for the time since the one before it, but at
 * most twice the profile's median spacing: on a shared machine the sampler
 * thread is at times not run for tens of milliseconds (another job has the
 * core), and the whole gap would otherwise go to whichever frame the next
 * sample lands on (mostly the first frame after an idle wait). `rawCpuMs`
 * is the same sum without that bound, an upper bound of the figure.
 */
export function profileCpuMs(profile: CpuProfile): {
  cpuMs: number;
  rawCpuMs: number;
  gcMs: number;
  sampledMs: number;
} {
  const frame = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  const sorted = [...profile.timeDeltas].sort((a, b) => a - b);
  const bound = 2 * (sorted[Math.floor(sorted.length / 2)] ?? 0);
  let cpu = 0;
  let raw = 0;
  let gc = 0;
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const name = frame.get(id) ?? "";
    sampled += us;
    if (NOT_THE_REQUEST.has(name)) return;
    cpu += Math.min(us, bound);
    raw += us;
    if (name === "(garbage collector)") gc += Math.min(us, bound);
  });
  return { cpuMs: cpu / 1000, rawCpuMs: raw / 1000, gcMs: gc / 1000, sampledMs: sampled / 1000 };
}

/**
 * The isolate's JavaScript CPU for whatever `run` makes it do: a sampling
 * profile (every 50 µs) started before and stopped after, on a connection
 * of its own. `run` should ask one request and wait for its waitUntil work.
 */
export function isolateCpu<T>(
  inspectorPort: number,
  run: () => Promise<T>,
): Promise<{ result: T; profile: CpuProfile } & ReturnType<typeof profileCpuMs>> {
  return withSession(inspectorPort, async ({ send }) => {
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: 50 });
    await send("Profiler.start");
    // Stopped whatever `run` did, so the next sample's connection finds no profile running.
    const outcome = await run().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const { profile } = await send<{ profile: CpuProfile }>("Profiler.stop");
    await send("Profiler.disable");
    if (!outcome.ok) throw outcome.error;
    const result = outcome.value;
    return { result, profile, ...profileCpuMs(profile) };
  });
}
