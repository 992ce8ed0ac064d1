import type { ComponentType } from "react";

export type { IslandName } from "./island-sources";

/**
 * An island's chunk is named for its source module (`assets/Finder-<hash>.js`,
 * vite.config.ts) and the module for the component it exports: the name
 * before the content hash is the export to read.
 */
const COMPONENT_OF_CHUNK = /(\w+)-[\w-]{8}\.js$/;

/**
 * Loads an island's code on demand: the loader imports only the islands
 * present on the page, from the URL the server names on the island's element
 * (`data-island-src`). Each island is an entry of the build, so its file keeps
 * its export's name, and imported by URL it needs no import wrapper of the
 * build's in the loader (ADR 0057). A chunk without the expected export
 * yields undefined, which the caller treats as a failed chunk.
 */
export async function loadIsland(src: string): Promise<ComponentType<never> | undefined> {
  const name = COMPONENT_OF_CHUNK.exec(src)?.[1];
  const module = await import(/* @vite-ignore */ src);
  return name ? module?.[name] : undefined;
}
