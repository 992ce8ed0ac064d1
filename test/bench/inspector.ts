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

export interface Session {
  send: <T>(method: string, params?: Record<string, unknown>) => Promise<T>;
  /** Calls `listener` with the params of every event `method` the inspector sends from now on. */
  on: (method: string, listener: (params: unknown) => void) => void;
}

/** How long one command may go unanswered: an isolate the runtime replaced (a reload) never answers. */
const ANSWER_TIMEOUT_MS = 120_000;

/** Runs `use` on a fresh connection to the first target (`wrangler dev` lists its worker only), then closes it. */
export async function withSession<T>(inspectorPort: number, use: (session: Session) => Promise<T>): Promise<T> {
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
    const listeners = new Map<string, (params: unknown) => void>();
    socket.on("message", (data) => {
      const text = String(data);
      if (text.startsWith('{"id":')) {
        const message = JSON.parse(text) as { id: number; result?: unknown };
        pending.get(message.id)?.(message.result);
        return;
      }
      // Snapshot chunks and network events are most of the traffic: events are parsed only when listened to.
      if (listeners.size === 0) return;
      const event = JSON.parse(text) as { method?: string; params?: unknown };
      if (event.method) listeners.get(event.method)?.(event.params);
    });
    // A sample fails rather than hang the bench.
    const send = <R>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<R>((resolve, reject) => {
        const id = ++next;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`no inspector answer to ${method} within ${ANSWER_TIMEOUT_MS / 1000} s`));
        }, ANSWER_TIMEOUT_MS).unref();
        pending.set(id, (result) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(result as R);
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    const on = (method: string, listener: (params: unknown) => void) => void listeners.set(method, listener);
    return await use({ send, on });
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
  callFrame: { functionName: string; lineNumber?: number };
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

/** A spacing this many times the sampling interval asked for, and at least `GAP_MIN_US`, is a gap of the sampler. */
export const GAP_FACTOR = 8;
export const GAP_MIN_US = 1_000;
/**
 * A sample counts at most this many intervals asked for in `ownCpuMs`: on a
 * request that runs only JavaScript (`/__limits/spin`) the sampler spaced
 * its samples 150 to 200 µs apart at an interval of 100 µs, almost never
 * more (the limits bench checks this in every run, `spinCalibration`).
 */
export const SPACING_CAP_FACTOR = 3;

export interface ProfileCpu {
  /** The request's JavaScript and GC, a sampler gap counted as one interval, ms. */
  cpuMs: number;
  /** The same with every gap counted whole: an upper bound, ms. */
  rawCpuMs: number;
  /**
   * The isolate's own JavaScript and GC: each sample counted up to
   * `SPACING_CAP_FACTOR` intervals, ms. workerd runs the local runtime's KV,
   * Cache API and entry workers as isolates of their own on the same thread;
   * while one of them runs, the sampler skips this isolate (it does not hold
   * the thread's lock), and the next sample of this isolate would otherwise
   * carry that foreign time. What Cloudflare bills is this isolate's time.
   */
  ownCpuMs: number;
  /** Of `cpuMs`, garbage collection, ms. */
  gcMs: number;
  /** Sampler gaps that ended on the request's JavaScript, and the time they spanned beyond one spacing, ms. */
  gaps: number;
  gapMs: number;
  /** The profile's median spacing between samples, µs. */
  medianUs: number;
  sampledMs: number;
}

/**
 * Milliseconds of a profile's samples spent in the request's JavaScript (and
 * its GC). A sample stands for the time since the one before it. On a shared
 * machine the whole workerd process is at times not run for tens of
 * milliseconds (another job has the core): the sampler takes no sample, and
 * the isolate's thread runs no JavaScript either, so such a gap is not CPU
 * the request spent. A spacing of `GAP_FACTOR` times the interval asked for
 * (and at least `GAP_MIN_US`) is taken as such a gap: the sample after it
 * counts as one interval, and the rest is reported as `gapMs` (with `gaps`,
 * their number), never billed. The bound follows the interval asked for, not
 * the profile's median: a profile starved throughout has a median of
 * milliseconds, and a bound of eight of them would let its gaps through.
 * `rawCpuMs` counts every gap whole, an upper bound.
 */
export function profileCpuMs(profile: CpuProfile, intervalUs: number): ProfileCpu {
  const frame = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  const sorted = [...profile.timeDeltas].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const gapUs = Math.max(GAP_MIN_US, GAP_FACTOR * intervalUs);
  const capUs = SPACING_CAP_FACTOR * intervalUs;
  let own = 0;
  let cpu = 0;
  let raw = 0;
  let gc = 0;
  let gaps = 0;
  let gapped = 0;
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const name = frame.get(id) ?? "";
    sampled += us;
    if (NOT_THE_REQUEST.has(name)) return;
    raw += us;
    own += Math.min(us, capUs);
    const weight = us > gapUs ? intervalUs : us;
    if (us > gapUs) {
      gaps++;
      gapped += us - intervalUs;
    }
    cpu += weight;
    if (name === "(garbage collector)") gc += weight;
  });
  return {
    cpuMs: cpu / 1000,
    rawCpuMs: raw / 1000,
    ownCpuMs: own / 1000,
    gcMs: gc / 1000,
    gaps,
    gapMs: gapped / 1000,
    medianUs: median,
    sampledMs: sampled / 1000,
  };
}

/**
 * The frames with the most self time in a profile, gaps weighed as in
 * `profileCpuMs`: `name:line ms`, heaviest first (line of the bundle).
 */
export function heaviestFrames(profile: CpuProfile, intervalUs: number, top = 6): string[] {
  const frame = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const gapUs = Math.max(GAP_MIN_US, GAP_FACTOR * intervalUs);
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = frame.get(id);
    if (!f || NOT_THE_REQUEST.has(f.functionName)) return;
    const us = profile.timeDeltas[i] ?? 0;
    const name = `${f.functionName || "(anonymous)"}:${(f.lineNumber ?? -1) + 1}`;
    self.set(name, (self.get(name) ?? 0) + (us > gapUs ? intervalUs : us));
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
}

/**
 * The isolate's JavaScript CPU for whatever `run` makes it do: a sampling
 * profile (every `intervalUs`) started before and stopped after, on a
 * connection of its own. `run` should ask one request and wait for its
 * waitUntil work. A longer interval asks less of a loaded machine's cores
 * (the sampler is a thread of its own) at the price of coarser figures.
 */
export function isolateCpu<T>(
  inspectorPort: number,
  run: () => Promise<T>,
  intervalUs = 100,
): Promise<{ result: T; profile: CpuProfile } & ProfileCpu> {
  return withSession(inspectorPort, async ({ send }) => {
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: intervalUs });
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
    return { result, profile, ...profileCpuMs(profile, intervalUs) };
  });
}
