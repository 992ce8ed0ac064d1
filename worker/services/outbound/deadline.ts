/**
 * How long one request waits for its backends. The clients set no timeout
 * of their own (the content client's is 0, as the specification has it, and
 * a search or data-sheet call is retried for about 6 s), so a backend that
 * holds the connection would hold the visitor's page as long: 70 s for a
 * story, 40 s for a product page with a slow search. Every load a request's
 * data cache makes (all of its backend calls go through it) settles by the
 * request's deadline; past it the load fails like a backend failure (a 503
 * page for critical data, the "not available at the moment" note for a
 * section, the finder's "could not be loaded"), while the load itself goes on
 * and fills the cache for the requests after it.
 */
import { BackendUnavailableError } from "../cache/errors";

/**
 * A backend call still unanswered at the request's deadline: for this
 * request the backend is unavailable, and every handler already answers
 * that (the app's error handler with a 503 page, never a 500).
 */
export class BackendDeadlineError extends BackendUnavailableError {
  constructor(readonly service: string) {
    super(service);
    this.message = `${service} did not answer within the request's deadline`;
    this.name = "BackendDeadlineError";
  }
}

/** Settles like `promise`, or rejects with BackendDeadlineError at the deadline, whichever comes first. */
export interface Deadline {
  <T>(service: string, promise: Promise<T>): Promise<T>;
  /** Whether the deadline has passed: a call not yet made is then not made at all. */
  passed(): boolean;
  /** The error of a call refused because the deadline has passed. */
  refuse(service: string): BackendDeadlineError;
}

/** The deadline of a request that started now and may wait `ms` for its backends. */
export function requestDeadline(
  ms: number,
  options: { now?: () => number; onExpired?: (service: string) => void } = {},
): Deadline {
  const now = options.now ?? Date.now;
  const end = now() + ms;
  const expire = (service: string) => {
    options.onExpired?.(service);
    return new BackendDeadlineError(service);
  };
  const hold = <T>(service: string, promise: Promise<T>) => {
    const left = end - now();
    if (left <= 0) {
      // The call is not awaited any more, but it must not end as an unhandled rejection.
      promise.catch(() => {});
      return Promise.reject(expire(service));
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(expire(service)), left);
    });
    return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
  };
  return Object.assign(hold, { passed: () => end - now() <= 0, refuse: expire });
}
