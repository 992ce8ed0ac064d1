import type { ComponentType } from "react";

/**
 * Every island by name, each loaded on demand: the loader imports only the
 * code of the islands present on the page. Add a tool by adding a line here
 * and a server wrapper beside its component (see `contact-action/index.tsx`).
 */
export const islandRegistry = {
  "contact-action": () => import("./contact-action/ContactAction.tsx").then((m) => m?.ContactAction),
  finder: () => import("./tools/Finder.tsx").then((m) => m?.Finder),
  "product-compare": () => import("./tools/ProductCompare.tsx").then((m) => m?.ProductCompare),
  "step-flow": () => import("./tools/StepFlow.tsx").then((m) => m.StepFlow),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandRegistry;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandRegistry, name);
}
