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
import { once, type ToolRequest } from "./tool-request";

type InTime<T> = { answer: T } | null;

/** The answer if it settles within `ms`, else null; the timer never outlives the race. */
function withinBudget<T>(answer: Promise<T>, ms: number): Promise<InTime<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([answer.then((value) => ({ answer: value })), late]).finally(() => clearTimeout(timer));
}

function Streamed<T>({ answer, render }: { answer: Promise<T>; render: (answer: T) => ReactNode }) {
  return render(use(answer));
}

export interface BudgetedAnswerProps<T> {
  request: ToolRequest;
  /** Unique per block and tool within the page: the answer is loaded once per request under it. */
  id: string;
  /** Loads the answer; it settles (a failure becomes the tool's own failure value), never rejects. */
  load: () => Promise<T>;
  /** What stands in the tool's place while its answer streams in. */
  pending: ReactNode;
  children: (answer: T) => ReactNode;
}

/** Renders `children(answer)` in the shell when the answer comes within budget, else streamed in after `pending`. */
export function BudgetedAnswer<T>({ request, id, load, pending, children }: BudgetedAnswerProps<T>) {
  const answer = once(request, id, load);
  const budget = request.answerBudgetMs;
  if (budget === undefined) return children(use(answer));
  const inTime = use(once(request, `${id}:budget`, () => withinBudget(answer, budget)));
  if (inTime) return children(inTime.answer);
  return (
    <Suspense fallback={pending}>
      <Streamed answer={answer} render={children} />
    </Suspense>
  );
}
