/**
 * The page cache's background refresh: the app run again, in `waitUntil`,
 * for a page to store. The run is told apart by the execution context it is
 * given, which only the page cache can make: nothing a visitor sends (a
 * header, a parameter) can ask for a render that is stored unread.
 */
class PageRefreshContext implements ExecutionContext {
  constructor(private readonly outer: ExecutionContext) {}

  get props(): ExecutionContext["props"] {
    return this.outer.props;
  }

  get tracing(): ExecutionContext["tracing"] {
    return this.outer.tracing;
  }

  waitUntil(promise: Promise<unknown>): void {
    this.outer.waitUntil(promise);
  }

  passThroughOnException(): void {
    this.outer.passThroughOnException();
  }
}

/** The execution context of a refresh run, passing its background work on to the request's own. */
export function pageRefreshContext(outer: ExecutionContext): ExecutionContext {
  return new PageRefreshContext(outer);
}

/** Whether the app runs as the page cache's refresh (`pageRefreshContext`). */
export function isPageRefresh(executionCtx: unknown): boolean {
  return executionCtx instanceof PageRefreshContext;
}
