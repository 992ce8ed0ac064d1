import { createContext } from "react";
import type { IslandName } from "./registry";

/** What the server tells islands about the page: where the loader script and each island's code live. */
export interface IslandRuntime {
  /** URL of the island loader entry; unset when the client build is missing. */
  loaderSrc: string | undefined;
  /** Each island's chunk and the chunks it imports (the loader's own file left out), from the build's manifest. */
  chunks?: Partial<Record<IslandName, readonly string[]>>;
}

export const IslandRuntimeContext = createContext<IslandRuntime>({ loaderSrc: undefined });
