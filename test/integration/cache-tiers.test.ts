import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { renderBuildOf } from "../../worker/loaders/page-assets";
import { contextForUrl } from "../../worker/middleware/request-context";
import { isolateCvTracker } from "../../worker/services/cache/cv-tracker";
import { pageKey } from "../../worker/services/cache/keys";
import { STRATEGIES } from "../../worker/services/cache/strategies";
import { isolatePageMemory } from "../../worker/services/page-cache/page-memory";
import { edgeCache, writePage } from "../../worker/services/page-cache/page-store";
import { editorQuery } from "./editor-support";
import { until, untilHit, visit } from "./entry-visit";

/** The context a public visitor's request for `url` would have. */
const publicCtx = (url: string) => contextForUrl(new URL(url), { requestId: "tiers", logLevel: "error" });

/** The key the catalogue worker stores `url` under for a public visitor, at the isolate's current cv. */
async function publicKey(url: string): Promise<Request | null> {
  return pageKey(publicCtx(url), url, await isolateCvTracker(env).current(), await renderBuildOf(env));
}

// A query of this file's own gives each page a key no other test uses.
const unique = (path: string) => `https://tiers.test${path}?tiers=${Date.now()}-${Math.random()}`;

describe("cache tiers", () => {
  it("keeps a published public page in the isolate's memory when first asked, and in the Cache API once asked again", async () => {
    const url = unique("/pim/fragment/vestamid/en/contact");
    const first = await visit(url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    const key = await publicKey(url);
    expect(key).not.toBeNull();
    // Held by the worker's isolate once its background store is done, and nowhere else.
    await until("the page in page memory", async () => isolatePageMemory.read((key as Request).url));
    expect(await edgeCache().match(key as Request)).toBeUndefined();
    // The isolate's memory answers the second ask, which puts the page in the Cache API in the background.
    const second = await visit(url);
    expect(second.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(second.text).toBe(first.text);
    const shared = await until("the page in the Cache API", () => edgeCache().match(key as Request));
    expect(await shared.text()).toBe(first.text);
  });

  it("never puts internal or editor pages in the Cache API, under any key", async () => {
    const internal = unique("/pim/fragment/intranet/en/");
    const draft = `${unique("/pim/fragment/vestamid/en/contact")}&${await editorQuery()}`;
    const a = await visit(internal);
    const b = await visit(draft);
    expect(a.text).toContain("page--intranet");
    expect(b.text).toContain("data-blok-c");
    for (const { res } of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Cache-Status")).toBe("BYPASS");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // An intranet path has no page key even for a public audience; under the key a public draft would use, nothing was stored.
    expect(await publicKey(internal)).toBeNull();
    const draftKey = await publicKey(draft);
    expect(draftKey).not.toBeNull();
    expect(await edgeCache().match(draftKey as Request)).toBeUndefined();
  });

  it("never answers with a page another client build stored: its stylesheet and scripts are gone after a deployment", async () => {
    const url = unique("/pim/fragment/vestamid/en/contact");
    const cv = await isolateCvTracker(env).current();
    const stored = (marker: string) =>
      new Response(`<!DOCTYPE html><html><body>${marker}</body></html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    const earlier = pageKey(publicCtx(url), url, cv, "earlierbuild");
    await writePage(earlier as Request, stored("stored by the earlier build"), STRATEGIES.page);
    const first = await visit(url);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(first.text).not.toContain("stored by the earlier build");
    // This build's own key answers (once the worker's background store of its render is done, so it cannot overwrite ours).
    await untilHit(url);
    await writePage((await publicKey(url)) as Request, stored("stored by this build"), STRATEGIES.page);
    const second = await visit(url);
    expect(second.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(second.text).toContain("stored by this build");
  });

  it("never answers with a page an earlier worker rendered: a deployment of the worker alone renders again", async () => {
    const url = unique("/pim/fragment/vestamid/en/contact");
    const cv = await isolateCvTracker(env).current();
    const build = await renderBuildOf(env);
    // The key names the worker version the platform gives this deployment.
    expect(build).toContain(`.${env.CF_VERSION_METADATA.id.replace(/-/g, "").slice(0, 12)}`);
    const assets = (build ?? "").split(".")[0] as string;
    const earlier = pageKey(publicCtx(url), url, cv, `${assets}.0123456789ab`);
    await writePage(
      earlier as Request,
      new Response("<!DOCTYPE html><html><body>rendered by the earlier worker</body></html>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
      STRATEGIES.page,
    );
    const first = await visit(url);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(first.text).not.toContain("rendered by the earlier worker");
    // This worker's own key, version included, answers (once its background store of the render is done).
    await untilHit(url);
    await writePage(
      (await publicKey(url)) as Request,
      new Response("<!DOCTYPE html><html><body>rendered by this worker</body></html>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
      STRATEGIES.page,
    );
    const second = await visit(url);
    expect(second.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(second.text).toContain("rendered by this worker");
  });
});
