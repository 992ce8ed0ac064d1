import type { RefObject } from "react";
import { type FinderAnswer, NO_DATA_TEXT } from "../../../shared/finder/answer";
import { followInPlace } from "./in-place";
import { Pagination } from "./Pagination";

interface FinderResultsProps {
  /** The island's id: the parts' ids start with it. */
  idBase: string;
  /** The count heading's id: where the form and the page links lead without script. */
  resultsId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  status: "idle" | "loading" | "error";
  /** The load under way has taken longer than a search normally does. */
  slow: boolean;
  answer: FinderAnswer | null;
  /** What the page says of the state asked for (ranges left out, picks dropped). */
  notices: string[];
  /** The active refinements, shown above the list. */
  refinements: React.ReactNode;
  /** The result list (in its compare form where the tool compares). */
  list: React.ReactNode;
  /** Shown after the list, before the pages (the compare tray). */
  children?: React.ReactNode;
  /** Try again: the page of the state asked for, and loading it in place. */
  retryHref: string;
  onRetry: () => void;
  pageHref: (page: number) => string;
  onPage: (page: number) => void;
}

/** A finder's answer: its notices, the count heading, the list or why there is none, and the pages. */
export function FinderResults(props: FinderResultsProps) {
  const { idBase, answer, status, refinements, onPage } = props;
  const id = (name: string) => `${idBase}-${name}`;
  const onPageLink = (page: number) => followInPlace(() => onPage(page));
  const statusText =
    status === "error"
      ? "The results could not be loaded. Please try again."
      : status === "loading"
        ? props.slow
          ? "Still loading: the search is answering slowly."
          : "Loading results…"
        : (answer?.countText ?? "");
  const paged = status === "idle" && !!answer && answer.pages > 1;
  return (
    // One box for the answer: the compare tray, sticky inside it, floats over the list as it scrolls by and
    // never over the search, filters or sort field above it (WCAG 2.4.11 and 2.5.8 on a phone).
    <div className="finder__answer">
      <div className="finder__notice" role="alert">
        {props.notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </div>
      {/* Named by its parts: a browser leaves a live region's text out of a heading's name from its content. */}
      <h3
        className="finder__count-heading"
        id={props.resultsId}
        ref={props.headingRef}
        tabIndex={-1}
        aria-labelledby={paged ? `${id("count")} ${id("page")}` : id("count")}
      >
        <span role="status" aria-live="polite" aria-atomic="true" id={id("count")}>
          {statusText}
        </span>
        {/* Read where the focus lands after paging: which page of how many. */}
        {paged && <span className="visually-hidden" id={id("page")}>{`, page ${answer.page} of ${answer.pages}`}</span>}
      </h3>
      {status === "error" ? (
        // The list of an earlier state would read as the answer to the filters now shown.
        <>
          {refinements}
          <p className="finder__retry">
            {/* No fragment: a link to this very page with one would only scroll, not load it again. */}
            <a href={props.retryHref} onClick={followInPlace(props.onRetry)}>
              Try again
            </a>
          </p>
        </>
      ) : answer && answer.results.length === 0 ? (
        <>
          {answer.totalCount > 0 && answer.page > answer.pages ? (
            // A bookmarked or hand-made page number beyond the results: not "no data".
            <p className="finder__empty">
              Page {answer.page} is past the end of the results.{" "}
              <a href={props.pageHref(answer.pages)} onClick={onPageLink(answer.pages)}>
                Go to the last page ({answer.pages})
              </a>
            </p>
          ) : (
            <p className="finder__empty">{NO_DATA_TEXT}</p>
          )}
          {refinements}
        </>
      ) : (
        <>
          {refinements}
          {props.list}
        </>
      )}
      {props.children}
      {answer && status !== "error" && (
        <Pagination
          page={answer.page}
          pages={answer.pages}
          href={props.pageHref}
          onPage={onPage}
          name={{ titleId: id("title"), part: "pages" }}
        />
      )}
    </div>
  );
}
