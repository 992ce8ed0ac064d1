import type { ComponentType } from "react";
import { ISLANDS, type IslandName } from "./island-sources";

export type { IslandName } from "./island-sources";

/**
 * Loads an island's code on demand: the loader imports only the islands
 * present on the page, from the URL the server names on the island's element
 * (`data-island-src`). Each island is an entry of the build, so its file keeps
 * its export's name, and imported by URL it needs no import wrapper of the
 * build's in the loader (ADR 0057). A module without the expected export
 * yields undefined, which the caller treats as a failed chunk.
 */
export function loadIsland(name: IslandName, src: string): Promise<ComponentType<never> | undefined> {
  const component = ISLANDS[name].component;
  return import(/* @vite-ignore */ src).then((m) => m?.[component]);
}

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
