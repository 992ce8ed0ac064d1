import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The client build: the island loader (islands load on demand from it), the
 * editor bundle when present, and the one stylesheet, into dist/client/assets
 * with a manifest at dist/client/assets-manifest.json that the worker reads
 * through its ASSETS binding (so the worker builds without it).
 */

const root = fileURLToPath(new URL(".", import.meta.url));
const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Fonts and favicon under stable names: the document preloads them by these URLs. */
const STABLE_ASSETS: Record<string, string> = {
  "assets/fonts/inter-latin-400-normal.woff2": "node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2",
  "assets/fonts/inter-latin-500-normal.woff2": "node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2",
  "assets/fonts/inter-latin-700-normal.woff2": "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2",
  "assets/favicon.svg": "client/styles/favicon.svg",
};

function stableAssets(): Plugin {
  return {
    name: "catalogue-stable-assets",
    apply: "build",
    generateBundle() {
      for (const [fileName, source] of Object.entries(STABLE_ASSETS)) {
        this.emitFile({ type: "asset", fileName, source: readFileSync(from(source)) });
      }
    },
  };
}

const input: Record<string, string> = {
  "island-loader": from("client/entries/island-loader.ts"),
  "page-view": from("client/entries/page-view.ts"),
  catalogue: from("client/styles/catalogue.css"),
};
if (existsSync(from("client/entries/editor.ts"))) input.editor = from("client/entries/editor.ts");

export default defineConfig({
  root,
  publicDir: false,
  plugins: [stableAssets()],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: "assets-manifest.json",
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      input,
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});
