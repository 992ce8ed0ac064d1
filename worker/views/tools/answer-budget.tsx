/**
 * A tool's answer against the page's first byte. The shell waits for the
 * answer up to the request's budget, so a visitor without JavaScript gets
 * the results in the HTML whenever the backend is quick; past the budget
 * the tool renders under a Suspense boundary (its pending shell first, the
 * island with its answer streamed in), so a slow or failing backend never
 * holds back the rest of the page. A complete render has no budget and
 * waits for the answer.
 */
import { type ReactNode, Suspense, use } from "react";
import type { ToolAnswer } from "../../model/tool-request";

function Streamed<T>({ answer, render }: { answer: Promise<T>; render: (answer: T) => ReactNode }) {
  return render(use(answer));
}

export interface BudgetedAnswerProps<T> {
  /** The answer as the request's tool loader started it. */
  load: ToolAnswer<T>;
  /** What stands in the tool's place while its answer streams in. */
  pending: ReactNode;
  children: (answer: T | null) => ReactNode;
}

/** Renders `children(answer)` in the shell when the answer comes within budget, else streamed in after `pending`. */
export function BudgetedAnswer<T>({ load, pending, children }: BudgetedAnswerProps<T>) {
  if (!load.inTime) return children(use(load.answer));
  const inTime = use(load.inTime);
  if (inTime) return children(inTime.answer);
  return (
    <Suspense fallback={pending}>
      <Streamed answer={load.answer} render={children} />
    </Suspense>
  );
}
