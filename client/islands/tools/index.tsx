/** Server-side wrappers of the tool islands. */
import { Island } from "../Island";
import { Finder, type FinderProps } from "./Finder";
import { ProductCompare, type ProductCompareProps } from "./ProductCompare";

export type { FinderProps } from "./Finder";
export { StepFlowIsland } from "./flow-island";
export type { ProductCompareProps } from "./ProductCompare";
export type { StepFlowProps } from "./StepFlow";

export function FinderIsland(props: FinderProps) {
  return <Island name="finder" component={Finder} props={props} />;
}

export function ProductCompareIsland(props: ProductCompareProps) {
  return <Island name="product-compare" component={ProductCompare} props={props} />;
}
