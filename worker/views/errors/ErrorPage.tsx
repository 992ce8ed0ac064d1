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

/** A link out of an error page. */
export interface WayBack {
  href: string;
  label: string;
}

export interface ErrorPageProps {
  status: number;
  /** Shown as text (React escapes it). */
  message?: string | undefined;
  back?: WayBack | undefined;
}

/** The body of an error page: status, a title, one plain sentence and a way back. */
export function ErrorPage({ status, message, back }: ErrorPageProps) {
  return (
    <div className="error-page">
      <p className="error-page__status">Error {status}</p>
      <h1>{ERROR_TITLES[status] ?? "Error"}</h1>
      <p className="error-page__message" data-testid="error-message">
        {message ?? DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[500]}
      </p>
      {back ? (
        <p className="error-page__back">
          <a href={back.href}>{back.label}</a>
        </p>
      ) : null}
    </div>
  );
}
