import { describe, expect, it } from "vitest";
import { asksStaticFile, staticFile } from "./static-files";

const at = (path: string, method = "GET") => new Request(`https://catalogue.test${path}`, { method });

/** A binding that answers every request with `answer` (or throws it). */
const binding = (answer: () => Response | Promise<Response>): { ASSETS: Fetcher } => ({
  ASSETS: { fetch: async () => answer(), connect: () => undefined as never } as unknown as Fetcher,
});

describe("asksStaticFile", () => {
  it("takes GET and HEAD of /assets/* and of the manifest, with or without a query", () => {
    for (const path of [
      "/assets/catalogue-abc.css",
      "/assets/x/y.js?v=1",
      "/assets-manifest.json",
      "/assets-manifest.json?x",
    ])
      for (const method of ["GET", "HEAD"]) expect(asksStaticFile(at(path, method)), `${method} ${path}`).toBe(true);
  });

  it("leaves everything else to the app: pages, other methods, paths that only start alike", () => {
    for (const path of ["/", "/pim/fragment/pu-additives/en/", "/assets", "/assetsx/a.css", "/assets-manifest.jsonx"])
      expect(asksStaticFile(at(path)), path).toBe(false);
    expect(asksStaticFile(at("/assets/catalogue-abc.css", "POST"))).toBe(false);
    // The path is read, not the query: a page whose query names /assets/ is still a page.
    expect(asksStaticFile(at("/pim/fragment/pu-additives/en/?q=/assets/x"))).toBe(false);
  });
});

describe("staticFile", () => {
  it("passes a file on as it came", async () => {
    const file = new Response("body{}", { headers: { "Cache-Control": "public, max-age=31536000, immutable" } });
    const answer = await staticFile(
      at("/assets/a.css"),
      binding(() => file),
    );
    expect(answer).toBe(file);
  });

  it("leaves a missing file to the app", async () => {
    expect(
      await staticFile(
        at("/assets/none.css"),
        binding(() => new Response("nope", { status: 404 })),
      ),
    ).toBeNull();
    expect(await staticFile(at("/assets/none.css"), {})).toBeNull();
  });

  it("answers a plain 503 that is not kept and names nothing while the static-files worker cannot answer", async () => {
    const down = binding(() => new Response('Worker "product-catalogue-assets" not found', { status: 503 }));
    const thrown = binding(() => {
      throw new Error("service product-catalogue-assets unreachable");
    });
    for (const env of [down, thrown]) {
      const answer = await staticFile(at("/assets/a.css"), env);
      expect(answer?.status).toBe(503);
      expect(answer?.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer?.text()).not.toContain("product-catalogue-assets");
    }
    const head = await staticFile(at("/assets/a.css", "HEAD"), down);
    expect(head?.status).toBe(503);
  });
});
