import type { RefObject } from "react";
import type { FlowStepModel } from "../../../shared/finder/flow-answer";
import type { LoadStatus } from "./use-tool-load";

export const FLOW_ERROR_TEXT = "The tool could not be loaded. Please try again.";
export const flowLoadingText = (slow: boolean) =>
  slow ? "Still loading: the search is answering slowly." : "Loading…";

/** What the flow's status says: a failure, the load under way, else `shown` (the step or the count, or nothing). */
export const flowStatusText = (status: LoadStatus, slow: boolean, shown: string) =>
  status === "error" ? FLOW_ERROR_TEXT : status === "loading" ? flowLoadingText(slow) : shown;

interface FlowHeadingProps {
  /** The step heading's id: where the flow's links and form lead without script. */
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** What the flow holds is the state before a failed load: it is not shown. */
  stale: boolean;
  status: LoadStatus;
  slow: boolean;
  title: string;
  titleLang?: string | undefined;
  /** The count of the results, on the result step. */
  countText?: string | undefined;
  /** The step asked now, with its place among the steps (0-based). */
  step?: { model: FlowStepModel; index: number; count: number } | undefined;
}

/**
 * The heading the focus goes to as the flow moves: the step and its question,
 * the count of the results, or, where nothing else can be said, what failed.
 */
export function FlowHeading({
  id,
  headingRef,
  stale,
  status,
  slow,
  title,
  titleLang,
  countText,
  step,
}: FlowHeadingProps) {
  const titled = <span lang={titleLang}>{title}</span>;
  return (
    <h3 className="finder__count-heading" id={id} ref={headingRef} tabIndex={-1}>
      {stale ? (
        // Where the focus lands after a failure: it says what happened, and the retry follows it.
        status === "error" ? (
          FLOW_ERROR_TEXT
        ) : status === "loading" ? (
          flowLoadingText(slow)
        ) : (
          titled
        )
      ) : countText !== undefined ? (
        countText
      ) : step ? (
        <>
          {`Step ${step.index + 1} of ${step.count}`}
          {/* Read with the heading when it takes the focus: the question, which the live region no longer says. */}
          <span className="visually-hidden">{`: ${step.model.prompt}`}</span>
        </>
      ) : (
        titled
      )}
    </h3>
  );
}
