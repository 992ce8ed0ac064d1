import type { ComponentType } from "react";

/**
 * Every island by name, each loaded on demand: the loader imports only the
 * code of the islands present on the page, from the URL the server names on
 * the island's element (`data-island-src`). Each island is an entry of the
 * build (`ISLAND_SOURCES`, vite.config.ts), so its file keeps its export's
 * name, and imported by URL it needs no import wrapper of the build's in the
 * loader (ADR 0057). Add a tool by adding a line here and in
 * `island-sources.ts`, and a server wrapper beside its component (see
 * `contact-action/index.tsx`).
 */
const load = (src: string) => import(/* @vite-ignore */ src);

export const islandRegistry = {
  "contact-action": (src: string) => load(src).then((m) => m?.ContactAction),
  finder: (src: string) => load(src).then((m) => m?.Finder),
  "product-compare": (src: string) => load(src).then((m) => m?.ProductCompare),
  "step-flow": (src: string) => load(src).then((m) => m?.StepFlow),
} satisfies Record<string, (src: string) => Promise<ComponentType<never> | undefined>>;

export type IslandName = keyof typeof islandRegistry;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandRegistry, name);
}
