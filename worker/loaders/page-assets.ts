import { ISLAND_SOURCES } from "../../client/islands/island-sources";
import type { IslandName } from "../../client/islands/registry";
import { sha256Hex } from "../../shared/hex";
import type { PageAssets } from "../model/page-assets";

export const MANIFEST_PATH = "/assets-manifest.json";

const ENTRIES = {
  stylesheet: "client/styles/catalogue.css",
  islandLoader: "client/entries/island-loader.ts",
  islandBoot: "client/entries/island-boot.ts",
  pageView: "client/entries/page-view.ts",
  searchBox: "client/islands/tools/search-box/attach.ts",
  editor: "client/entries/editor.ts",
  favicon: "client/styles/favicon.svg",
} as const;

type Manifest = Record<string, { file?: unknown; assets?: unknown; imports?: unknown } | undefined>;

/** The keys of `key` and of everything it imports, each once, those in `seen` left out. */
function importClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const imports = manifest[key]?.imports;
  const keys = Array.isArray(imports) ? imports.filter((i): i is string => typeof i === "string") : [];
  return [key, ...keys.flatMap((i) => importClosure(manifest, i, seen))];
}

/**
 * Reads the Vite manifest's entries into URLs; unknown or missing entries
 * stay unset. Every file it names carries a content hash (see vite.config.ts),
 * so the URLs change with the content and the files are cached for good.
 */
export function assetsFromManifest(manifest: Manifest | undefined, version: string | null = "none"): PageAssets {
  const url = (key: string) => {
    const file = manifest?.[key]?.file;
    return typeof file === "string" ? `/${file}` : undefined;
  };
  const styleAssets = manifest?.[ENTRIES.stylesheet]?.assets;
  const fonts = Array.isArray(styleAssets)
    ? styleAssets.filter((file): file is string => typeof file === "string" && file.endsWith(".woff2"))
    : [];
  const islandChunks: Partial<Record<IslandName, readonly string[]>> = {};
  // What the loader imports, the boot script fetches with it.
  const loader = manifest ? importClosure(manifest, ENTRIES.islandLoader) : [];
  if (manifest) {
    for (const [name, source] of Object.entries(ISLAND_SOURCES) as [IslandName, string][]) {
      const files = importClosure(manifest, source, new Set(loader)).flatMap((key) => url(key) ?? []);
      if (files.length > 0) islandChunks[name] = files;
    }
  }
  return {
    version,
    stylesheet: url(ENTRIES.stylesheet),
    islandLoaderFiles: loader.flatMap((key) => url(key) ?? []),
    islandBoot: url(ENTRIES.islandBoot),
    islandChunks,
    searchBox: url(ENTRIES.searchBox),
    pageView: url(ENTRIES.pageView),
    editor: url(ENTRIES.editor),
    fonts: fonts.map((file) => `/${file}`),
    favicon: url(ENTRIES.favicon),
  };
}

let loaded: PageAssets | undefined;

/**
 * The page assets of this deployment, read once per isolate from the Vite
 * manifest served by the ASSETS binding. The value is kept, not the promise:
 * a request must not await another request's I/O. Without a client build (a
 * worker test run before `npm run build`) or with an unreadable manifest,
 * pages render unstyled and without islands' scripts rather than fail; that
 * answer is not kept, and with an unreadable manifest the page is not stored.
 */
export async function loadPageAssets(env: { ASSETS?: Fetcher }): Promise<PageAssets> {
  if (loaded) return loaded;
  if (!env.ASSETS) return assetsFromManifest(undefined);
  try {
    const res = await env.ASSETS.fetch(new Request(`https://assets.local${MANIFEST_PATH}`));
    // No manifest served: no client build (a worker test run before `npm run build`).
    if (res.status === 404) return assetsFromManifest(undefined);
    if (!res.ok) return assetsFromManifest(undefined, null);
    const text = await res.text();
    loaded = assetsFromManifest(JSON.parse(text) as Manifest, (await sha256Hex(text)).slice(0, 12));
    return loaded;
  } catch {
    return assetsFromManifest(undefined, null);
  }
}

/**
 * What rendered this worker's pages, for the page cache's keys: the client
 * build they link to and the worker version that wrote them, so a deployment
 * never answers with a page the previous worker rendered. Null when the
 * build's manifest could not be read (such pages are not stored).
 */
export async function renderBuildOf(env: {
  ASSETS?: Fetcher;
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}): Promise<string | null> {
  const assets = (await loadPageAssets(env)).version;
  if (assets === null) return null;
  const worker = env.CF_VERSION_METADATA?.id.replace(/-/g, "").slice(0, 12);
  return worker ? `${assets}.${worker}` : assets;
}
