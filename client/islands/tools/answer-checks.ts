/**
 * The checks of the tool APIs' answers (valibot and the schemas), imported
 * with a tool's first load, beside its fetch, not with the page: the answer
 * a page renders with is the server's own, so the page's JavaScript (80 kB
 * gzip on the finder page) does not carry them, and the first load does not
 * wait for them longer than for its answer.
 */
import type * as checks from "../../../shared/finder/answer-schemas";

/** Which check a tool's answers take: the name of its function in answer-schemas.ts. */
export type AnswerCheck = keyof typeof checks;

/** The answer a check lets through. */
export type Checked<C extends AnswerCheck> = ReturnType<(typeof checks)[C]>;

/** The check named `check`: a function that returns its JSON typed, or throws on another shape. */
export const answerCheck = async <C extends AnswerCheck>(check: C) =>
  (await import("../../../shared/finder/answer-schemas"))[check] as (json: unknown) => Checked<C>;
