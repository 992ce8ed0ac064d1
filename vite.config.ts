import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { ISLAND_SOURCES } from "./client/islands/island-sources";

/**
 * The client build: the islands' boot script, their loader and each island
 * (the loader imports them by the URLs the server names, ADR 0057), the
 * editor bundle when present, and the one stylesheet, into dist/client/assets
 * with a manifest at dist/client/assets-manifest.json that the worker reads
 * through its ASSETS binding (so the worker builds without it).
 */

const root = fileURLToPath(new URL(".", import.meta.url));
const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Everything under assets/ carries a content hash in its name and is served
 * as immutable for a year (`_headers`, read by Workers static assets); the
 * manifest and anything else keep the platform's revalidating default. The
 * fonts come in through the stylesheet's url()s; the favicon is emitted here
 * with its source name, so the manifest lists it. A file under assets/
 * without a hash would be cached for a year unchanged: the build refuses it.
 */
const FAVICON_SOURCE = "client/styles/favicon.svg";
const IMMUTABLE = "public, max-age=31536000, immutable";
const HASHED = /-[\w-]{8}\.[a-z0-9]+$/;

function catalogueAssets(): Plugin {
  return {
    name: "catalogue-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      this.emitFile({
        type: "asset",
        name: "favicon.svg",
        originalFileName: FAVICON_SOURCE,
        source: readFileSync(from(FAVICON_SOURCE)),
      });
      const unhashed = Object.keys(bundle).filter((file) => file.startsWith("assets/") && !HASHED.test(file));
      if (unhashed.length > 0) this.error(`Files under assets/ without a content hash: ${unhashed.join(", ")}`);
      this.emitFile({ type: "asset", fileName: "_headers", source: `/assets/*\n  Cache-Control: ${IMMUTABLE}\n` });
    },
  };
}

/**
 * The build's helper for dynamic imports preloads a chunk's imports and
 * stylesheets first; this build preloads nothing that way (the page names
 * the islands' chunks, `modulePreload: false`), so the helper is the import
 * itself. Its full version weighs about 800 bytes gzip in the first island
 * chunk that imports something lazily (the finders' answer checks).
 */
function plainDynamicImports(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "catalogue-plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === helper ? helper : undefined),
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : undefined),
  };
}

const input: Record<string, string> = {
  "island-boot": from("client/entries/island-boot.ts"),
  "island-loader": from("client/entries/island-loader.ts"),
  "page-view": from("client/entries/page-view.ts"),
  catalogue: from("client/styles/catalogue.css"),
};
// Each island is an entry: the loader imports it by the URL the server names (ADR 0057).
for (const source of Object.values(ISLAND_SOURCES)) {
  const name = source.slice(source.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
  if (input[name]) throw new Error(`Two entries named ${name}: ${source} and ${input[name]}`);
  input[name] = from(source);
}
if (existsSync(from("client/entries/editor.ts"))) input.editor = from("client/entries/editor.ts");

export default defineConfig({
  root,
  publicDir: false,
  plugins: [plainDynamicImports(), catalogueAssets()],
  // React's packages choose their development or production build in an entry file at run time
  // (`module.exports = require(...)` by NODE_ENV); the client build is always the production one, so it
  // imports those modules directly and ships no chooser (about 170 bytes gzip on a tool page).
  resolve: {
    alias: [
      { find: /^react$/, replacement: from("node_modules/react/cjs/react.production.js") },
      { find: /^react\/jsx-runtime$/, replacement: from("node_modules/react/cjs/react-jsx-runtime.production.js") },
      { find: /^react-dom$/, replacement: from("node_modules/react-dom/cjs/react-dom.production.js") },
      { find: /^react-dom\/client$/, replacement: from("node_modules/react-dom/cjs/react-dom-client.production.js") },
      { find: /^scheduler$/, replacement: from("node_modules/scheduler/cjs/scheduler.production.js") },
    ],
  },
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: "assets-manifest.json",
    target: "es2022",
    // The server names each island's chunks in the page (modulepreload links, see client/islands/Island.tsx),
    // so the browser fetches them while the document streams; the build's own preloading would start
    // only once the loader runs, and its table of every chunk's imports is weight in the loader.
    modulePreload: false,
    sourcemap: false,
    rolldownOptions: {
      input,
      // An island's file is imported for its component's export, by name.
      preserveEntrySignatures: "allow-extension",
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        // What the tool islands share is one chunk, not one per combination of islands using it:
        // every page with a tool loads all of it anyway, and each chunk more costs a request
        // and its own compression. The data layer stays apart (every page's page view loads it).
        advancedChunks: {
          // Only the modules named: React and the data layer keep their own places.
          includeDependenciesRecursively: false,
          groups: [
            // React in one file: the loader and every island import it (each island is an entry).
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: "tools-common",
              // With the build's helper for lazy imports (the answer checks'), not a file of its own.
              test: /client[\\/]islands[\\/](tools[\\/]|inline-text)|shared[\\/](finder|catalogue|text-rules)|preload-helper/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
