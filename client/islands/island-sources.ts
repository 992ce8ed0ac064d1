import type { IslandName } from "./registry";

/**
 * The source module of each island, as the build's manifest names it: the
 * server looks up an island's chunks there to ask for them with the page
 * (see `Island`), and the bundle check weighs them.
 */
export const ISLAND_SOURCES = {
  "contact-action": "client/islands/contact-action/ContactAction.tsx",
  finder: "client/islands/tools/Finder.tsx",
  "product-compare": "client/islands/tools/ProductCompare.tsx",
  "step-flow": "client/islands/tools/StepFlow.tsx",
} as const satisfies Record<IslandName, string>;
