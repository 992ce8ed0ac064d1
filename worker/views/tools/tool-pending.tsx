/**
 * What stands in a tool's place while its answer streams in: the title, the
 * search form (a visitor without JavaScript can still search again) and the
 * busy note that offers the complete page. It is plain HTML, no island: the
 * island arrives with its answer and hydrates then. With a search box it
 * names the islands' boot script already, so what the visitor types there
 * while the answer streams in is kept for the finder
 * (`client/islands/pending-input.ts`), and the finder's code, which the
 * browser fetches while it waits.
 */
import { useId } from "react";
import { IslandBootScript, IslandChunks } from "../../../client/islands";
import { Pending } from "../shell/complete-page";

export interface ToolPendingProps {
  title: string;
  /** The title's language where it differs from the tools' English (a German page's own headline). */
  titleLang?: string;
  lang: string;
  /** The id the finder's links and forms land on (its results heading, see `finderResultsId`); the title holds it meanwhile. */
  anchor?: string;
  /** The form's target and the free-text field, for finders that have one. */
  search?: { action: string; label: string; name: string; value: string; carry: [string, string][] };
}

export function ToolPending({ title, titleLang, lang, anchor, search }: ToolPendingProps) {
  const ownId = `pending-${useId().replace(/[^\w-]/g, "")}`;
  const headingId = anchor ?? ownId;
  return (
    // Named by its heading, which carries the title's language (aria-label cannot).
    <section className="finder finder--pending" aria-labelledby={headingId}>
      <h2 id={headingId} lang={titleLang}>
        {title}
      </h2>
      {search ? (
        <form className="finder__form" method="get" action={anchor ? `${search.action}#${anchor}` : search.action}>
          {search.carry.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          {/* Laid out as the finder's own search field, which takes its place. */}
          <p className="finder__search">
            <label htmlFor={`${search.name}-pending`}>{search.label}</label>
            <input
              type="search"
              id={`${search.name}-pending`}
              name={search.name}
              defaultValue={search.value}
              autoComplete="off"
              maxLength={200}
            />
          </p>
        </form>
      ) : null}
      {search ? (
        <>
          <IslandChunks name="finder" />
          <IslandBootScript />
        </>
      ) : null}
      <Pending lang={lang === "de" ? "de" : "en"} anchor={anchor} />
    </section>
  );
}
