/**
 * The worker isolate's JavaScript heap after a full garbage collection, read
 * through the DevTools inspector `wrangler dev` opens. One connection per
 * sample, closed at once: a client held open through a crawl made the local
 * runtime log "Too many open files" until it stopped answering.
 */
import WebSocket from "ws";

interface Target {
  webSocketDebuggerUrl?: string;
}

/**
 * Bytes of JS heap in use after a full garbage collection. workerd leaves
 * `HeapProfiler.collectGarbage` unanswered (and the heap as it was); a heap
 * snapshot collects garbage first, so one is taken (its chunks dropped) and
 * the heap read after it. The target is the first one (`wrangler dev` lists
 * its worker only).
 */
export async function heapAfterGc(inspectorPort: number): Promise<number> {
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
    const send = <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve) => {
        const id = ++next;
        pending.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      });
    // An isolate the runtime replaced (a reload) never answers: a sample fails rather than hang the crawl.
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("no heap sample within 120 s")), 120_000).unref(),
    );
    await Promise.race([send("HeapProfiler.takeHeapSnapshot", { reportProgress: false }), timeout]);
    const usage = await Promise.race([send<{ usedSize: number }>("Runtime.getHeapUsage"), timeout]);
    return usage.usedSize;
  } finally {
    socket.close();
  }
}
