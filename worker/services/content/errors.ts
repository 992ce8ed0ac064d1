/** A failed content API call: the status text plus the error (or slug) the API answered with. */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

interface ClientFailure {
  message?: unknown;
  status?: unknown;
  response?: { statusText?: unknown; status?: unknown };
}

/**
 * Turns whatever storyblok-js-client rejected with (an `ISbError` with the
 * response, a bare `{ message }` object on network failure, or an Error)
 * into a ContentError.
 */
export function toContentError(failure: unknown): ContentError {
  if (failure instanceof ContentError) return failure;
  if (failure instanceof Error) return new ContentError(failure.message, undefined);
  const f = (failure ?? {}) as ClientFailure;
  const status = typeof f.status === "number" ? f.status : undefined;
  const detail = typeof f.message === "string" && f.message !== "" ? f.message : "Unknown error";
  const statusText = typeof f.response?.statusText === "string" ? f.response.statusText : "";
  if (status === undefined) return new ContentError(detail, undefined);
  return new ContentError(`${statusText || `HTTP ${status}`}: ${detail}`, status);
}
