import type { IslandName } from "../../client/islands/registry";

/** The built client files a page links to. */
export interface PageAssets {
  /**
   * Names this build's client files: a digest of the manifest, `none`
   * without a build (no manifest served). A stored page links to the files of
   * the build that rendered it, which the next deployment no longer serves, so
   * the page cache keys pages by it. Null when there is a build but its
   * manifest could not be read: a page rendered then has no stylesheet and no
   * scripts, and must not be stored for other visitors.
   */
  version: string | null;
  stylesheet: string | undefined;
  /** The island loader's file and the files it imports (React), the loader first: the boot script imports them together. */
  islandLoaderFiles: readonly string[];
  /** The script a page with islands runs up front; it starts the loader after the first paint (ADR 0057). */
  islandBoot: string | undefined;
  /** Each island's chunk and the chunks it imports, the loader's own file left out. */
  islandChunks: Partial<Record<IslandName, readonly string[]>>;
  /** The search box's suggestions module, imported by a finder on its box's first focus (ADR 0073). */
  searchBox: string | undefined;
  /** The data layer's page-view script: only on pages embedded by configured parent origins. */
  pageView: string | undefined;
  editor: string | undefined;
  /** The fonts the stylesheet uses, preloaded. */
  fonts: readonly string[];
  favicon: string | undefined;
}
