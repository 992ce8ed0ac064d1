/**
 * A backend could not answer and no cached answer was usable. The app's error
 * handler answers it with a 503 error page, never a 500.
 */
export class BackendUnavailableError extends Error {
  constructor(
    /** The strategy (kind of data) that could not be served. */
    readonly strategy: string,
    options?: { cause?: unknown },
  ) {
    super(`${strategy} data is unavailable`, options);
    this.name = "BackendUnavailableError";
  }
}

export function isBackendUnavailable(error: unknown): error is BackendUnavailableError {
  return error instanceof BackendUnavailableError;
}
