/** Islands for server components: wrappers to render, plus the runtime the renderer provides. */
export { ContactActionIsland, type ContactActionProps } from "./contact-action";
export { Island, type IslandBaseProps, type IslandProps } from "./Island";
export { type IslandRuntime, IslandRuntimeContext } from "./island-runtime";
export { type IslandName, islandRegistry } from "./registry";
