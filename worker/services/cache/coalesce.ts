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
 *
 * The table is bounded: a flight whose work has not settled within the
 * follower limit is abandoned (its I/O context may have been torn down, so
 * it may never settle) and the next caller leads anew; and past
 * `MAX_FLIGHTS` keys, or `MAX_FLIGHT_BYTES` of keys, the least recently
 * joined flight is dropped from the table. Followers already watching a
 * dropped flight keep their reference to it; only later callers start the
 * work again.
 *
 * The table holds only work still running: a flight leaves it in the same
 * step that records its outcome, so no settled value stays behind (an answer's
 * bytes belong to the caches that keep it, which are bounded themselves).
 * What the table holds is its keys, which callers build from visitors'
 * input (a search text, a slug), so they are what its byte bound counts.
 */
import { keyedEntryBytes } from "./entry-bytes";

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Flight<T> {
  promise: Promise<T>;
  outcome?: Outcome<T>;
  startedAt: number;
}

/** Most keys in flight at once in one isolate. */
export const MAX_FLIGHTS = 2_000;

/** How long a follower waits for the leader before doing the work itself. */
export const FOLLOW_LIMIT_MS = 10_000;

/** Bytes the table's keys and flights may take (2,000 usual keys take about a third of it). */
export const MAX_FLIGHT_BYTES = 1024 * 1024;
/** A flight record and its pending promise, beside the table's entry; an estimate on the high side. */
const FLIGHT_RECORD_BYTES = 192;

/** What one flight is counted as against `MAX_FLIGHT_BYTES`. */
export const flightBytes = (key: string) => FLIGHT_RECORD_BYTES + keyedEntryBytes(key);

/**
 * The flights by key, the least recently joined first: a Map keeps its keys
 * in insertion order, and a join moves its key to the end. Not an LRU cache
 * of the library's: this table empties many times per page (whenever the
 * last load of the moment settles), and the library clears its whole
 * capacity (every slot of `MAX_FLIGHTS`, and a new free-slot stack) when its
 * last entry is deleted: 60 kB a page, for a table of a few keys.
 */
const inflight = new Map<string, Flight<unknown>>();
let inflightBytes = 0;

/** The flight under `key`, moved to the most recently joined end. */
function join(key: string): Flight<unknown> | undefined {
  const flight = inflight.get(key);
  if (flight) {
    inflight.delete(key);
    inflight.set(key, flight);
  }
  return flight;
}

function drop(key: string): void {
  if (inflight.delete(key)) inflightBytes -= flightBytes(key);
}

/** Holds `flight` under `key`, dropping the least recently joined while the table is past either bound. */
function hold(key: string, flight: Flight<unknown>): void {
  drop(key);
  const bytes = flightBytes(key);
  // A key larger than the whole budget is not held: its work runs for its caller alone.
  if (bytes > MAX_FLIGHT_BYTES) return;
  for (const oldest of inflight.keys()) {
    if (inflight.size < MAX_FLIGHTS && inflightBytes + bytes <= MAX_FLIGHT_BYTES) break;
    drop(oldest);
  }
  inflight.set(key, flight);
  inflightBytes += bytes;
}
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
  const running = join(key) as Flight<T> | undefined;
  if (running && Date.now() - running.startedAt < FOLLOW_LIMIT_MS) return follow(running, work);
  const flight: Flight<T> = { promise: Promise.resolve() as Promise<never>, startedAt: Date.now() };
  // In the table before the work starts: work that fails at once still frees its own key.
  hold(key, flight as Flight<unknown>);
  flight.promise = (async () => {
    try {
      const value = await work();
      flight.outcome = { ok: true, value };
      return value;
    } catch (error) {
      flight.outcome = { ok: false, error };
      throw error;
    } finally {
      // Only this flight's own entry: an abandoned flight settling late must not free its successor's key.
      if (inflight.get(key) === flight) drop(key);
    }
  })();
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
