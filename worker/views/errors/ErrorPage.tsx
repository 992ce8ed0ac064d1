/** Texts of the error pages; the 404 message carries the path, the others no detail at all. */
export const ERROR_TITLES: Record<number, string> = {
  403: "Access denied",
  404: "Page not found",
  500: "Something went wrong",
  503: "Service unavailable",
};

const DEFAULT_MESSAGES: Record<number, string> = {
  403: "You need to be signed in to the company network to see this page.",
  500: "The page could not be shown. Please try again later.",
  503: "The catalogue is temporarily unavailable. Please try again later.",
};

export interface ErrorPageProps {
  status: number;
  /** Shown as text (React escapes it). */
  message?: string | undefined;
  homeHref?: string | undefined;
}

/** The body of an error page: status, a title and one plain sentence. */
export function ErrorPage({ status, message, homeHref }: ErrorPageProps) {
  return (
    <main id="main" className="error-page">
      <p className="error-page__status">Error {status}</p>
      <h1>{ERROR_TITLES[status] ?? "Error"}</h1>
      <p className="error-page__message" data-testid="error-message">
        {message ?? DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[500]}
      </p>
      {homeHref ? <a href={homeHref}>Back to the start page</a> : null}
    </main>
  );
}
