import { createContext } from "react";

/** What the server tells islands about the page: where the loader script lives. */
export interface IslandRuntime {
  /** URL of the island loader entry; unset when the client build is missing. */
  loaderSrc: string | undefined;
}

export const IslandRuntimeContext = createContext<IslandRuntime>({ loaderSrc: undefined });
