import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { contextForUrl } from "../../middleware/request-context";
import { withRender } from "../../model/rendered-page";
import { pageKey } from "../cache/keys";
import { createAskedPages } from "./asked-pages";
import { createPageCache } from "./page-cache";
import { createPageMemory } from "./page-memory";
import { edgeCache } from "./page-store";

let n = 0;
const keyOf = () => {
  const url = `https://admission.test/pim/fragment/vestamid/en/page-${Date.now()}-${++n}`;
  const key = pageKey(contextForUrl(new URL(url), { requestId: "admission", logLevel: "error" }), url, 1, "build");
  if (!key) throw new Error(`no page key for ${url}`);
  return key;
};
const page = (text: string) =>
  new Response(text, { headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=60" } });
const logger = createLogger({ level: "error" });

/** A page cache of its own tiers, and its background work collected to be awaited. */
function cacheUnderTest(options: { askedBytes?: number } = {}) {
  const memory = createPageMemory();
  const asked = createAskedPages(options.askedBytes === undefined ? {} : { maxBytes: options.askedBytes });
  const cache = createPageCache({ memory, asked });
  const pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => pending.push(promise);
  const settled = async () => {
    while (pending.length > 0) await Promise.all(pending.splice(0));
  };
  return { cache, memory, asked, waitUntil, settled };
}

describe("the page cache's edge admission", () => {
  it("holds a page asked once in memory only, and puts it in the Cache API when memory answers it again", async () => {
    const { cache, memory, waitUntil, settled } = cacheUnderTest();
    const key = keyOf();
    const sent = cache.store(key, page("first render"), { waitUntil, logger, admission: "second-ask" });
    expect(await sent.text()).toBe("first render");
    await settled();
    expect(memory.read(key.url)?.onlyHere).toBe(true);
    expect(await edgeCache().match(key)).toBeUndefined();

    const again = await cache.lookUp(key, waitUntil);
    expect(again?.freshness).toBe("fresh");
    expect(await again?.response.text()).toBe("first render");
    await settled();
    const shared = await edgeCache().match(key);
    expect(await shared?.text()).toBe("first render");
    // Stored as at its first render: the copy's age goes on from there.
    expect(shared?.headers.get("X-Page-Stored-At")).toBe(String(memory.read(key.url)?.storedAt));
    expect(memory.read(key.url)?.onlyHere).toBeUndefined();
  });

  it("puts a page straight in the Cache API when asked again after memory let it go, renewed, or with the admission off", async () => {
    const { cache, memory, waitUntil, settled } = cacheUnderTest();
    const evicted = keyOf();
    cache.store(evicted, page("asked once"), { waitUntil, logger, admission: "second-ask" });
    await settled();
    memory.clear();
    cache.store(evicted, page("asked twice"), { waitUntil, logger, admission: "second-ask" });
    const renewed = keyOf();
    cache.store(renewed, page("renewed"), { waitUntil, logger, admission: "second-ask", asked: "again" });
    const everyMiss = keyOf();
    cache.store(everyMiss, page("every miss"), { waitUntil, logger, admission: "every-miss" });
    await settled();
    expect(await (await edgeCache().match(evicted))?.text()).toBe("asked twice");
    expect(await (await edgeCache().match(renewed))?.text()).toBe("renewed");
    expect(await (await edgeCache().match(everyMiss))?.text()).toBe("every miss");
  });

  it("renders a page that streamed a fallback again only from its second ask, on a renewal, or with the admission off", async () => {
    const { cache, memory, waitUntil, settled } = cacheUnderTest();
    let completeRenders = 0;
    /** A streamed render whose sections went out as fallbacks, and its complete render for the cache. */
    const streamed = (text: string) =>
      withRender(page(`${text}, fallback`), {
        fellBack: true,
        degraded: new Set(),
        renderComplete: async () => {
          completeRenders++;
          return withRender(page(`${text}, complete`), { fellBack: false, degraded: new Set() });
        },
      });

    const asked = keyOf();
    cache.store(asked, streamed("first ask"), { waitUntil, logger, admission: "second-ask" });
    await settled();
    expect(completeRenders).toBe(0);
    expect(memory.read(asked.url)).toBeUndefined();
    cache.store(asked, streamed("second ask"), { waitUntil, logger, admission: "second-ask" });
    const renewed = keyOf();
    cache.store(renewed, streamed("renewed"), { waitUntil, logger, admission: "second-ask", asked: "again" });
    const everyMiss = keyOf();
    cache.store(everyMiss, streamed("every miss"), { waitUntil, logger, admission: "every-miss" });
    await settled();
    expect(completeRenders).toBe(3);
    expect(await (await edgeCache().match(asked))?.text()).toBe("second ask, complete");
    expect(await (await edgeCache().match(renewed))?.text()).toBe("renewed, complete");
    expect(await (await edgeCache().match(everyMiss))?.text()).toBe("every miss, complete");
    expect(memory.read(renewed.url)?.storedAs).toBe("rendered-complete");
  });

  it("remembers asked keys within a byte bound, forgetting the least recent first", () => {
    const asked = createAskedPages({ maxBytes: 4096 });
    const keys = Array.from({ length: 100 }, () => keyOf().url);
    for (const key of keys) expect(asked.note(key)).toBe(false);
    expect(asked.sizes().bytes).toBeLessThanOrEqual(4096);
    expect(asked.sizes().entries).toBeLessThan(100);
    expect(asked.note(keys[99] as string)).toBe(true);
    expect(asked.note(keys[0] as string)).toBe(false);
  });
});
