/** Islands for server components: wrappers to render, plus the runtime the renderer provides. */
export { ContactActionIsland, type ContactActionProps } from "./contact-action";
export { Island, IslandBootScript, IslandChunks, type IslandProps } from "./Island";
export type { IslandBaseProps } from "./island-props";
export { type IslandRuntime, IslandRuntimeContext } from "./island-runtime";
export type { IslandName } from "./island-sources";
