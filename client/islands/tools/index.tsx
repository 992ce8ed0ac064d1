/** Server-side wrappers of the tool islands. */
import { Island } from "../Island";
import type { IslandName } from "../registry";
import { Finder, type FinderProps } from "./Finder";
import { ProductCompare, type ProductCompareProps } from "./ProductCompare";

export type { FinderProps } from "./Finder";
export type { ProductCompareProps } from "./ProductCompare";

// The registry names the islands; these two entries are `finder` and `product-compare`.
const FINDER = "finder" as IslandName;
const PRODUCT_COMPARE = "product-compare" as IslandName;

export function FinderIsland(props: FinderProps) {
  return <Island name={FINDER} component={Finder} props={props} />;
}

export function ProductCompareIsland(props: ProductCompareProps) {
  return <Island name={PRODUCT_COMPARE} component={ProductCompare} props={props} />;
}
