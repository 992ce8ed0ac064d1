/** An answer the emulated service gives instead of results, with Azure's error body. */
export class SearchError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SearchError";
  }

  /** Azure's error body: `{ error: { code, message } }`. */
  toBody(): { error: { code: string; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

/** A 400 for a bad request parameter, worded the way Azure words it. */
export function invalidParameter(parameter: string, detail: string): SearchError {
  return new SearchError(
    400,
    "InvalidRequestParameter",
    `Invalid expression: ${detail}\r\nParameter name: ${parameter}`,
  );
}
