/**
 * In-flight work of this isolate by key. A Worker isolate serves many
 * requests at once; when they all miss the same key, one backend call is
 * enough and the others wait for it.
 */
const inflight = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key at a time: callers that arrive while it runs get
 * the same promise (and the same rejection). The key is free again as soon as
 * the work settles, so a failure is never remembered.
 */
export function coalesce<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const started = (async () => {
    try {
      return await work();
    } finally {
      inflight.delete(key);
    }
  })();
  inflight.set(key, started);
  return started;
}

/** How many keys are being loaded right now (for tests and diagnostics). */
export function inflightCount(): number {
  return inflight.size;
}
