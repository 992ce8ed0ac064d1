/**
 * The page's assignment of URL parameter prefixes to its tool blocks
 * (`shared/finder/tool-prefixes.ts`), provided around a story's content.
 */
import { createContext, useContext } from "react";
import { toolPrefix } from "../../../shared/finder/tool-prefixes";

export const ToolPrefixContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** This block's prefix on the page. */
export function useToolPrefix(uid: string, component: string): string {
  return toolPrefix(useContext(ToolPrefixContext), uid, component);
}
