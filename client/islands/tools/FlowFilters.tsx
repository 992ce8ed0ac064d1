import { useState } from "react";
import type { FlowAnswer } from "../../../shared/finder/flow-answer";
import { FacetGroup } from "./FacetGroup";
import { Refinements } from "./Refinements";

export interface FlowFiltersProps {
  filters: NonNullable<FlowAnswer["filters"]>;
  /** The flow's state as a bare query: the answers, which the form keeps as hidden fields, and the picks. */
  query: string;
  /** The bare names of the flow's step answers (kept by the form, not shown). */
  stepKeys: readonly string[];
  prefix: string;
  idBase: string;
  /** The page path and the flow's anchor the GET form goes to without script. */
  action: string;
  /** The page's other parameters, kept by the GET form. */
  carried: [string, string][];
  /** The page URL for a bare query of this flow. */
  href: (query: string) => string;
  onGo: (query: string) => void;
  /** The form's state as a bare query of the flow. */
  read: (form: HTMLFormElement) => string;
}

/**
 * The results' filter of a step flow (the first choice's registration
 * status): the active picks as chips with Clear all, and a plain GET form of
 * the finder's facet groups that keeps the answers, so it works without
 * script; with script the flow sends it in place.
 */
export function FlowFilters(props: FlowFiltersProps) {
  const { filters, prefix, idBase } = props;
  /**
   * What the boxes show: the answer's state, then at once what the visitor
   * ticked while its answer loads (the boxes are controlled). The flow keys
   * this part by its query, so a new answer starts it again from that.
   */
  const [shown, setShown] = useState(props.query);
  const params = new URLSearchParams(shown);
  // With script a tick applies at once, as in the finders; the button is the form's way without script.
  const apply = (form: HTMLFormElement) => {
    const query = props.read(form);
    setShown(query);
    props.onGo(query);
  };
  return (
    <div className="flow__filters">
      <Refinements
        items={filters.refinements}
        clearQuery={filters.clearQuery}
        href={props.href}
        onGo={props.onGo}
        idBase={`${idBase}-chips`}
      />
      <form
        className="finder__form"
        method="get"
        action={props.action}
        aria-label="Filter the results"
        onChange={(event) => apply(event.currentTarget)}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        {props.carried.map(([name, value]) => (
          <input key={`carry:${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {props.stepKeys.flatMap((key) =>
          params
            .getAll(key)
            .map((value) => <input key={`${key}=${value}`} type="hidden" name={prefix + key} value={value} />),
        )}
        {filters.facets.map((facet) => (
          <FacetGroup key={facet.key} facet={facet} params={params} prefix={prefix} idBase={idBase} />
        ))}
        <p className="finder__order">
          <button type="submit">Show results</button>
        </p>
      </form>
    </div>
  );
}
