import { NO_DATA_TEXT } from "../../../shared/finder/answer";
import type { FlowStepModel } from "../../../shared/finder/flow-answer";
import { FLOW_ASKED_PARAMETER } from "../../../shared/finder/flow-parameters";
import { followInPlace } from "./in-place";

export interface FlowStepProps {
  step: FlowStepModel;
  /** Prefix of the flow's parameters in the page URL: the options are named as the step's parameter. */
  prefix: string;
  /** The island's id: the options' ids start with it. */
  idBase: string;
  /** The form was sent without an answer to this step: it says so. */
  unanswered: boolean;
  /** The data's language, where it is not the tools' English. */
  dataLanguage: string | undefined;
  /** The last step: its button shows the recommendations. */
  last: boolean;
  /** While an answered step is asked again: the state before the change, which Cancel goes back to. */
  cancel?: string;
  /** The page link of a bare flow state (at the flow's step heading). */
  href: (query: string) => string;
  /** Shows a bare flow state in place; without script the links are followed. */
  onGo: (query: string) => void;
}

/**
 * The question of a step flow's current step with its options (radio buttons,
 * checkboxes where several answers may be picked), each with how many
 * products it leaves, then Next (or Show recommendations) and, while an
 * answered step is asked again, Cancel: the body of the flow's GET form.
 */
export function FlowStep(props: FlowStepProps) {
  const { step, prefix, idBase, unanswered, dataLanguage, cancel } = props;
  const id = (name: string) => `${idBase}-${name}`;
  return (
    <>
      <fieldset className="finder__facet flow__step" {...(unanswered ? { "aria-describedby": id("unanswered") } : {})}>
        <legend>{step.prompt}</legend>
        {unanswered && (
          <p className="finder__notice" id={id("unanswered")} role="alert">
            Please choose at least one answer.
          </p>
        )}
        {step.options.length === 0 ? (
          <p className="finder__empty">{NO_DATA_TEXT}</p>
        ) : (
          <ul className={step.options.length > 12 ? "finder__options finder__options--long" : "finder__options"}>
            {step.options.map((option, i) => (
              <li key={option.value}>
                <input
                  type={step.multi ? "checkbox" : "radio"}
                  id={id(`o${i}`)}
                  name={prefix + step.key}
                  value={option.value}
                  defaultChecked={step.options.length === 1 || step.selected.includes(option.value)}
                  required={!step.multi}
                />
                <label htmlFor={id(`o${i}`)} lang={step.labelsFromSlugs ? undefined : dataLanguage}>
                  {option.label}
                  <span className="finder__count"> ({option.count})</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {step.options.length > 0 && (
        <p className="finder__order">
          {/* Without script, the button's name says which step the form was sent from (see FLOW_ASKED_PARAMETER). */}
          <button type="submit" name={prefix + FLOW_ASKED_PARAMETER} value={step.key}>
            {props.last ? "Show recommendations" : "Next"}
          </button>
          {cancel !== undefined && (
            <>
              {" "}
              {/* Back to where the visitor was before "Change", later answers and result page included. */}
              <a className="flow__cancel" href={props.href(cancel)} onClick={followInPlace(() => props.onGo(cancel))}>
                Cancel<span className="visually-hidden"> changing {step.label}</span>
              </a>
            </>
          )}
        </p>
      )}
    </>
  );
}
