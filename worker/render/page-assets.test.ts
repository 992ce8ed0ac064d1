import { describe, expect, it } from "vitest";
import { loadPageAssets } from "./page-assets";

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
});
