/** Server-side wrappers of the tool islands. */
import { useContext } from "react";
import { withWrongRanges } from "../../../shared/finder/refinements";
import { Island } from "../Island";
import { IslandRuntimeContext } from "../island-runtime";
import { Finder, type FinderProps } from "./Finder";
import { ProductCompare, type ProductCompareProps } from "./ProductCompare";

export type { FinderProps } from "./Finder";
export { StepFlowIsland } from "./flow-island";
export type { ProductCompareProps } from "./ProductCompare";
export type { StepFlowProps } from "./StepFlow";

/**
 * The finder island with the state its fields show first (`FinderProps.query`), worked out here on
 * the server so that the browser's bundle does without it: the URL's state when no answer came, else
 * the answer's, where a range the page did not apply (the notice says why) stays in its fields as the
 * URL asked it.
 */
export function FinderIsland(props: FinderProps) {
  const { answer, query } = props;
  const shown = answer ? (query ? withWrongRanges(answer.facets, answer.query, query) : answer.query) : query;
  // The search box suggests where the build has the module (ADR 0073); a listing has no box.
  const { searchBox } = useContext(IslandRuntimeContext);
  return (
    <Island
      name="finder"
      component={Finder}
      props={{
        ...props,
        ...(shown !== undefined ? { query: shown } : {}),
        ...(searchBox && props.searchLabel ? { searchBox } : {}),
      }}
    />
  );
}

export function ProductCompareIsland(props: ProductCompareProps) {
  return <Island name="product-compare" component={ProductCompare} props={props} />;
}
