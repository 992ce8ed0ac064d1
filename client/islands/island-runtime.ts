import { createContext } from "react";
import type { IslandName } from "./registry";

/** What the server tells islands about the page: where the loader script and each island's code live. */
export interface IslandRuntime {
  /**
   * URLs of the island loader and of what it imports (React), the loader
   * first: the boot script imports them once the page has painted. Unset or
   * empty when the client build is missing.
   */
  loaderFiles: readonly string[] | undefined;
  /** URL of the boot entry, the script the page runs up front; unset when the client build is missing. */
  bootSrc: string | undefined;
  /** Each island's chunk and the chunks it imports (the loader's own file left out), from the build's manifest. */
  chunks?: Partial<Record<IslandName, readonly string[]>>;
  /** URL of the search box's suggestions module (ADR 0073), which a finder imports on its box's first focus. */
  searchBox?: string | undefined;
}

export const IslandRuntimeContext = createContext<IslandRuntime>({ bootSrc: undefined, loaderFiles: undefined });
