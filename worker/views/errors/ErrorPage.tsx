import type { PathLang } from "../../../shared/context";
import { pick } from "../product/labels";

/** Texts of the error pages; the 404 message carries the path, the others no detail at all. */
const ERROR_TITLES: Record<number, { en: string; de: string }> = {
  403: { en: "Access denied", de: "Zugriff verweigert" },
  404: { en: "Page not found", de: "Seite nicht gefunden" },
  405: { en: "Method not allowed", de: "Methode nicht erlaubt" },
  500: { en: "Something went wrong", de: "Etwas ist schiefgelaufen" },
  503: { en: "Service unavailable", de: "Dienst nicht verfügbar" },
};

const DEFAULT_MESSAGES: Record<number, { en: string; de: string }> = {
  403: {
    en: "You need to be signed in to the company network to see this page.",
    de: "Um diese Seite zu sehen, müssen Sie im Firmennetz angemeldet sein.",
  },
  405: {
    en: "Pages of the catalogue can be opened, not sent to.",
    de: "Seiten des Katalogs lassen sich aufrufen, nicht senden.",
  },
  500: {
    en: "The page could not be shown. Please try again later.",
    de: "Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es später erneut.",
  },
  503: {
    en: "The catalogue is temporarily unavailable. Please try again later.",
    de: "Der Katalog ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.",
  },
};

const ERROR_WORD = { en: "Error", de: "Fehler" };

/** The error page's title, for the page head and its heading. */
export function errorTitle(status: number, lang: PathLang): string {
  const title = ERROR_TITLES[status];
  return title ? pick(lang, title) : `${pick(lang, ERROR_WORD)} ${status}`;
}

/** A link out of an error page. */
export interface WayBack {
  href: string;
  label: string;
}

export interface ErrorPageProps {
  status: number;
  /** The page language of the requested path. */
  lang: PathLang;
  /**
   * Shown as text (React escapes it): the specification's own English sentence
   * (the 404's), so on a page in another language it says it is English.
   */
  message?: string | undefined;
  back?: WayBack | undefined;
}

/** The body of an error page: status, a title, one plain sentence and a way back. */
export function ErrorPage({ status, lang, message, back }: ErrorPageProps) {
  const fallback = DEFAULT_MESSAGES[status] ?? (DEFAULT_MESSAGES[500] as { en: string; de: string });
  return (
    <div className="error-page">
      <p className="error-page__status">
        {pick(lang, ERROR_WORD)} {status}
      </p>
      <h1>{errorTitle(status, lang)}</h1>
      <p
        className="error-page__message"
        data-testid="error-message"
        {...(message !== undefined && lang !== "en" ? { lang: "en" } : {})}
      >
        {message ?? pick(lang, fallback)}
      </p>
      {back ? (
        <p className="error-page__back">
          <a href={back.href}>{back.label}</a>
        </p>
      ) : null}
    </div>
  );
}
