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

/**
 * React's client API as the islands use it. React ships as CommonJS, whose
 * `exports` object the build keeps whole once anything takes it as an
 * object (react-dom does): every hook, `Children`, the class components and
 * the rest would be in every tool page, used or not (about 1.8 kB gzip).
 * The build keeps React's exports named here and drops the others, and
 * refuses to build when an island imports one it dropped, or when React's
 * own client modules read another one, so a new hook fails the build, not
 * the page.
 */
const REACT_USED = new Set([
  // Read by react-dom and react-dom/client.
  "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE",
  "version",
  // Imported by the islands.
  "Fragment",
  "createContext",
  "startTransition",
  "useCallback",
  "useContext",
  "useEffect",
  "useEffectEvent",
  "useId",
  "useMemo",
  "useRef",
  "useState",
]);

function reactUsedOnly(): Plugin {
  const REACT_MODULE = /node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/;
  const REACT_DOM_MODULE = /node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom(-client)?\.production\.js$/;
  const FROM_REACT = /\bimport\s+(type\s+)?([^;]*?)\s+from\s+["']react["']/g;
  return {
    name: "catalogue-react-used-only",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (REACT_MODULE.test(id)) {
        // `exports.name = ...` of a name no one reads becomes an expression the minifier drops with what only it used.
        return code.replace(/^exports\.(\w+) =/gm, (whole, name: string) => (REACT_USED.has(name) ? whole : "void"));
      }
      const unknown = new Set<string>();
      if (REACT_DOM_MODULE.test(id)) {
        for (const [, name] of code.matchAll(/\bReact\.(\w+)/g)) if (name && !REACT_USED.has(name)) unknown.add(name);
      } else if (!id.includes("node_modules") && /\.tsx?$/.test(id)) {
        for (const [, typeOnly, clause = ""] of code.matchAll(FROM_REACT)) {
          if (typeOnly) continue;
          const named = /^\{([^}]*)\}$/.exec(clause.trim());
          if (!named) {
            this.error(`${id} imports React as an object (${clause.trim()}): import its exports by name`);
          }
          for (const part of (named?.[1] ?? "").split(",")) {
            const name = part.trim().split(/\s+as\s+/)[0] ?? "";
            if (name && !name.startsWith("type ") && !REACT_USED.has(name)) unknown.add(name);
          }
        }
      }
      if (unknown.size > 0)
        this.error(`${id} uses React's ${[...unknown].join(", ")}: add it to REACT_USED in vite.config.ts`);
      return undefined;
    },
  };
}

const input: Record<string, string> = {
  "island-boot": from("client/entries/island-boot.ts"),
  "island-loader": from("client/entries/island-loader.ts"),
  "page-view": from("client/entries/page-view.ts"),
  // The search box's suggestions: imported by the URL the server names, on the box's first focus (ADR 0073).
  "search-box": from("client/islands/tools/search-box/attach.ts"),
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
  plugins: [reactUsedOnly(), plainDynamicImports(), catalogueAssets()],
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
            // valibot in a file named for it: the answer checks and the search box import it, on demand.
            { name: "valibot", test: /node_modules[\\/]valibot[\\/]/ },
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
