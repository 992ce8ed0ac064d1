/**
 * Every island, once: its name (the server's `data-island`) and its source
 * module, which exports the island's component under the file's own name
 * (`Finder.tsx` exports `Finder`; island-sources.test.ts checks it). The
 * build makes each source an entry (vite.config.ts), the server looks up an
 * island's chunks by its source to ask for them with the page (see `Island`),
 * the bundle check weighs them, and the loader in the browser reads the
 * component from the chunk's name (`registry.ts`), so that none of this
 * table reaches the browser. Add a tool by adding a line here and a server
 * wrapper beside its component (see `contact-action/index.tsx`).
 */
export const ISLAND_SOURCES = {
  "contact-action": "client/islands/contact-action/ContactAction.tsx",
  finder: "client/islands/tools/Finder.tsx",
  "product-compare": "client/islands/tools/ProductCompare.tsx",
  "step-flow": "client/islands/tools/StepFlow.tsx",
} as const;

export type IslandName = keyof typeof ISLAND_SOURCES;
