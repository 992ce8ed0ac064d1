import { createContext, useContext } from "react";

/**
 * The address of the complete version of the page being rendered (every
 * section resolved, see `model/rendered-page.ts`). A streamed section's
 * placeholder offers it to a visitor without JavaScript, who would otherwise
 * never see the section arrive; null where there is no such page.
 */
export const CompletePageContext = createContext<string | null>(null);

const LABELS = {
  loading: { en: "Loading…", de: "Wird geladen…" },
  complete: { en: "Show the complete page", de: "Vollständige Seite anzeigen" },
} as const;

/**
 * The placeholder of a section that streams in: a busy note, and without
 * JavaScript the way to the complete page. It names its language, since it
 * also stands inside a tool, whose frame is English on a German page.
 */
export function Pending({
  lang,
  as: Tag = "p",
  anchor,
}: {
  lang: "en" | "de";
  as?: "p" | "span";
  /** Where the complete page opens: the section's own place (a tool's results), not the page's top. */
  anchor?: string | undefined;
}) {
  const complete = useContext(CompletePageContext);
  const href = complete && anchor ? `${complete}#${encodeURIComponent(anchor)}` : complete;
  return (
    <Tag className="note" aria-busy="true" lang={lang}>
      {LABELS.loading[lang]}
      {href ? (
        <noscript>
          {" "}
          <a href={href}>{LABELS.complete[lang]}</a>
        </noscript>
      ) : null}
    </Tag>
  );
}
