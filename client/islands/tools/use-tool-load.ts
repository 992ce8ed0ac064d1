import { useCallback, useRef, useState } from "react";
import { type AnswerCheck, answerCheck, type Checked } from "./answer-checks";
import { SLOW_LOAD_MS } from "./slow-load";

export type LoadStatus = "idle" | "loading" | "error";

/**
 * How a tool island loads its answers from its JSON API, the one way every
 * tool does: a new load aborts the one under way, whose answer then never
 * shows (the stale-answer guard); a load taking longer than a search
 * normally does sets `slow`, so the status can say so instead of just
 * waiting; the JSON is checked against the answer's schema (`check`, see
 * answer-checks.ts), and one of another shape is a failed load like a
 * server error, never rendered.
 *
 * `load` resolves to the answer (also set as `answer`), to null when the load
 * failed (`status` is "error"), or to undefined when a later load or `show`
 * took its place, or `refused` took the response over: nothing then is the
 * caller's to do.
 */
export function useToolLoad<C extends AnswerCheck, T extends Checked<C> = Checked<C>>(
  check: C,
  initial: T | null,
  failed = !initial,
) {
  const [answer, setAnswer] = useState(initial);
  const [status, setStatus] = useState<LoadStatus>(failed ? "error" : "idle");
  const [slow, setSlow] = useState(false);
  const request = useRef<AbortController>(undefined);

  const load = useCallback(
    async (url: string, refused?: (status: number) => boolean): Promise<T | null | undefined> => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus("loading");
      setSlow(false);
      const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
      const current = () => request.current === controller;
      try {
        // The check's code arrives while the answer does (the first time; later it is there).
        const checking = answerCheck(check);
        const res = await fetch(url, { signal: controller.signal, headers: { accept: "application/json" } });
        if (!res.ok && refused?.(res.status)) return undefined;
        if (!res.ok) throw new Error(String(res.status));
        const loaded = (await checking)(await res.json()) as T;
        if (!current()) return undefined;
        setAnswer(loaded);
        setStatus("idle");
        return loaded;
      } catch {
        // Aborted by the load that replaced it, which says what happens now.
        if (!current()) return undefined;
        setStatus("error");
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    [check],
  );

  /** Shows an answer known without asking (an empty selection), dropping any load under way. */
  const show = useCallback((known: T) => {
    request.current?.abort();
    request.current = undefined;
    setAnswer(known);
    setStatus("idle");
  }, []);

  return { answer, status, slow, load, show };
}
