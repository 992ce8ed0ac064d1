/**
 * In-flight work of this isolate by key. A Worker isolate serves many
 * requests at once; when they all miss the same key, one backend call is
 * enough and the others wait for it.
 *
 * The Workers runtime cancels a request as hung when nothing of its own is
 * pending, and a promise settled by another request's I/O does not count as
 * its own. So a follower never awaits the leader's promise: it watches the
 * leader's outcome from a timer of its own and settles from there. If the
 * leading request goes away before its work settles (a cancelled client),
 * the follower stops waiting and does the work itself.
 *
 * A visitor who leaves takes their request's pending I/O with them. Shared
 * work must not go with it: the leader hands the flight to its `keepAlive`
 * (the request's `waitUntil`), so the work finishes for the followers still
 * waiting on it even when the leading client is gone.
 */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Flight<T> {
  promise: Promise<T>;
  outcome?: Outcome<T>;
}

const inflight = new Map<string, Flight<unknown>>();

/** How long a follower waits for the leader before doing the work itself. */
const FOLLOW_LIMIT_MS = 10_000;
/** Interval of the follower's own timer; short, so it adds next to no latency. */
const TICK_MS = 2;

export interface CoalesceOptions {
  /** The calling request's `waitUntil`: keeps the work running if that request's client goes away. */
  keepAlive?: (promise: Promise<unknown>) => void;
}

/**
 * Runs `work` once per key at a time: callers that arrive while it runs get
 * its result (and its rejection). The key is free again as soon as the work
 * settles, so a failure is never remembered.
 */
export function coalesce<T>(key: string, work: () => Promise<T>, options: CoalesceOptions = {}): Promise<T> {
  const running = inflight.get(key) as Flight<T> | undefined;
  if (running) return follow(running, work);
  const flight: Flight<T> = { promise: Promise.resolve() as Promise<never> };
  flight.promise = (async () => {
    try {
      const value = await work();
      flight.outcome = { ok: true, value };
      return value;
    } catch (error) {
      flight.outcome = { ok: false, error };
      throw error;
    } finally {
      inflight.delete(key);
    }
  })();
  inflight.set(key, flight as Flight<unknown>);
  options.keepAlive?.(flight.promise.catch(() => {}));
  return flight.promise;
}

function follow<T>(flight: Flight<T>, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const startedAt = Date.now();
    const tick = () => {
      const outcome = flight.outcome;
      if (outcome) {
        if (outcome.ok) resolve(outcome.value);
        else reject(outcome.error);
        return;
      }
      if (Date.now() - startedAt >= FOLLOW_LIMIT_MS) {
        work().then(resolve, reject);
        return;
      }
      setTimeout(tick, TICK_MS);
    };
    tick();
  });
}

/** How many keys are being loaded right now (for tests and diagnostics). */
export function inflightCount(): number {
  return inflight.size;
}
