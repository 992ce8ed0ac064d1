/**
 * The tool request (`model/tool-request.ts`) as the blocks read it. The page
 * renderer provides it around the page body; without it a tool renders empty
 * and its island loads the results itself.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { ToolRequest } from "../../model/tool-request";

export const ToolRequestContext = createContext<ToolRequest | undefined>(undefined);

export function useToolRequest(): ToolRequest | undefined {
  return useContext(ToolRequestContext);
}

/** Wrap a page body in it: `<ToolRequestProvider request={tools}>{body}</ToolRequestProvider>`. */
export function ToolRequestProvider({ request, children }: { request: ToolRequest; children: ReactNode }) {
  return <ToolRequestContext.Provider value={request}>{children}</ToolRequestContext.Provider>;
}
