import type { FlowStepModel } from "../../../shared/finder/flow-answer";
import { FlowStep, type FlowStepProps } from "./FlowStep";

interface FlowStepFormProps extends FlowStepProps {
  /** Where the form goes without script: the page, at the flow's step. */
  action: string;
  /** The id of the flow's title, which names the form (and carries its language, as aria-label cannot). */
  labelledBy: string;
  /** A load is under way. */
  busy: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The page's other tools' parameters, kept as they are. */
  carried: [string, string][];
  /** The steps answered before this one: their answers go with the form. */
  answered: FlowStepModel[];
}

/** The step asked now as a plain GET form that carries everything else the page URL holds. */
export function FlowStepForm({ action, labelledBy, busy, onSubmit, carried, answered, ...step }: FlowStepFormProps) {
  return (
    <form
      className="finder__form"
      method="get"
      action={action}
      aria-labelledby={labelledBy}
      // Busy here, not on the section: a busy ancestor of the status may hold back what the status says.
      aria-busy={busy}
      onSubmit={onSubmit}
    >
      {carried.map(([name, value]) => (
        <input key={`carry:${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {answered.flatMap((model) =>
        model.selected.map((value) => (
          <input key={`${model.key}=${value}`} type="hidden" name={step.prefix + model.key} value={value} />
        )),
      )}
      <FlowStep {...step} />
    </form>
  );
}
