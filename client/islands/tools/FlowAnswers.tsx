import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { queryToChange } from "./flow-links";
import { followInPlace } from "./in-place";

interface FlowAnswersProps {
  /** The flow's answer: its steps before the current one are the answered ones. */
  answer: FlowAnswer;
  /** The page link of a bare flow state (at the flow's step heading). */
  href: (query: string) => string;
  /** Shows a bare flow state in place; without script the links are followed. */
  onGo: (query: string) => void;
  /** The data's language, where it is not the tools' English. */
  dataLanguage: string | undefined;
}

/** The answers given so far, each with a link that asks its step again. */
export function FlowAnswers({ answer, href, onGo, dataLanguage }: FlowAnswersProps) {
  const answered = answer.steps.slice(0, answer.current);
  if (answered.length === 0) return null;
  return (
    <ol className="flow__answers" aria-label="Your answers">
      {answered.map((model, i) => {
        const change = queryToChange(answer, i);
        return (
          <li key={model.key}>
            <span className="flow__answer-label">{model.label}:</span>{" "}
            <span lang={model.labelsFromSlugs ? undefined : dataLanguage}>
              {model.selected.map((value) => model.options.find((o) => o.value === value)?.label ?? value).join(", ")}
            </span>{" "}
            <a href={href(change)} onClick={followInPlace(() => onGo(change))}>
              Change <span className="visually-hidden">{model.label}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}
