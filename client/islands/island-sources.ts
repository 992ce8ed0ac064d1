/**
 * Every island, once: the folder of its source module and the component that
 * module exports, which names the file too. The build makes each source an entry
 * (vite.config.ts), the server looks up an island's chunks by its source to
 * ask for them with the page (see `Island`), the bundle check weighs them, and
 * the loader in the browser reads the named export (`registry.ts`). Add a tool
 * by adding a line here and a server wrapper beside its component (see
 * `contact-action/index.tsx`). Plain data: the worker, the build and the
 * browser all import it.
 */
export const ISLANDS = {
  "contact-action": { folder: "contact-action", component: "ContactAction" },
  finder: { folder: "tools", component: "Finder" },
  "product-compare": { folder: "tools", component: "ProductCompare" },
  "step-flow": { folder: "tools", component: "StepFlow" },
} as const;

export type IslandName = keyof typeof ISLANDS;

type Source<N extends IslandName> =
  `client/islands/${(typeof ISLANDS)[N]["folder"]}/${(typeof ISLANDS)[N]["component"]}.tsx`;

/**
 * The source module of each island, by name: the file is named for the
 * component it exports. Built in a function marked pure so that the browser's
 * bundle, which needs only the component names, drops it.
 */
export const ISLAND_SOURCES = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(ISLANDS).map(([name, { folder, component }]) => [name, `client/islands/${folder}/${component}.tsx`]),
  ) as { readonly [N in IslandName]: Source<N> })();
