import { describe, expect, it } from "vitest";
import { assetsFromManifest, loadPageAssets } from "./page-assets";

/** An ASSETS binding answering the manifest with `answer`. */
const assetsAnswering = (answer: () => Response): { ASSETS: Fetcher } => ({
  ASSETS: { fetch: async () => answer(), connect: () => undefined as never } as unknown as Fetcher,
});

describe("page assets", () => {
  it("name no build when none is served, and refuse a name when the manifest cannot be read", async () => {
    // Failures first: a manifest read once is kept for the isolate.
    expect((await loadPageAssets(assetsAnswering(() => new Response("", { status: 404 })))).version).toBe("none");
    expect((await loadPageAssets({})).version).toBe("none");
    for (const answer of [
      () => new Response("busy", { status: 503 }),
      () => new Response("{ not json"),
      () => {
        throw new Error("binding failed");
      },
    ]) {
      const assets = await loadPageAssets(assetsAnswering(answer));
      expect(assets.version).toBeNull();
      expect(assets.stylesheet).toBeUndefined();
    }
    const manifest = JSON.stringify({ "client/styles/catalogue.css": { file: "assets/catalogue-abc.css" } });
    const read = await loadPageAssets(assetsAnswering(() => new Response(manifest)));
    expect(read.version).toMatch(/^[0-9a-f]{12}$/);
    expect(read.stylesheet).toBe("/assets/catalogue-abc.css");
  });

  it("list each island's chunk and what it imports, without the loader the page already names", () => {
    const assets = assetsFromManifest({
      "client/entries/island-boot.ts": { file: "assets/island-boot-b.js" },
      "client/entries/island-loader.ts": { file: "assets/island-loader-a.js", imports: ["_data-layer-d.js"] },
      "_data-layer-d.js": { file: "assets/data-layer-d.js" },
      "_tools-common-c.js": {
        file: "assets/tools-common-c.js",
        imports: ["client/entries/island-loader.ts", "_data-layer-d.js"],
      },
      "client/islands/tools/Finder.tsx": {
        file: "assets/Finder-f.js",
        imports: ["client/entries/island-loader.ts", "_tools-common-c.js", "_tools-common-c.js"],
      },
      "client/islands/contact-action/ContactAction.tsx": { file: "assets/ContactAction-e.js", imports: [42, null] },
    });
    // The loader's own imports are left out with it: it loads them itself.
    expect(assets.islandChunks).toEqual({
      finder: ["/assets/Finder-f.js", "/assets/tools-common-c.js"],
      "contact-action": ["/assets/ContactAction-e.js"],
    });
    expect(assetsFromManifest(undefined).islandChunks).toEqual({});
    // The boot script imports the loader and what it imports together, the loader first.
    expect(assets.islandBoot).toBe("/assets/island-boot-b.js");
    expect(assets.islandLoaderFiles).toEqual(["/assets/island-loader-a.js", "/assets/data-layer-d.js"]);
    expect(assetsFromManifest(undefined).islandLoaderFiles).toEqual([]);
  });

  it("name the search box's suggestions module, which a finder imports on its box's first focus", () => {
    const assets = assetsFromManifest({
      "client/islands/tools/search-box/attach.ts": { file: "assets/search-box-s.js" },
    });
    expect(assets.searchBox).toBe("/assets/search-box-s.js");
    // Not a chunk of any island's: the page does not ask for it.
    expect(Object.values(assets.islandChunks).flat()).not.toContain("/assets/search-box-s.js");
    expect(assetsFromManifest(undefined).searchBox).toBeUndefined();
  });
});
