import { describe, expect, it } from "vitest";
import { contextForUrl } from "../../middleware/request-context";
import type { RequestContext } from "../../model/request-context";
import { pageKey } from "../cache/keys";
import { STRATEGIES } from "../cache/strategies";
import { createPageMemory, type HeldPage, isPublicPageKey, pageMemoryEntryBytes } from "./page-memory";
import { edgeCache, readPage, writePage } from "./page-store";

const page = STRATEGIES.page;
let n = 0;
const uniqueUrl = (lang = "en") => `https://memory.test/pim/fragment/vestamid/${lang}/page-${Date.now()}-${++n}`;
const ctxFor = (url: string, overrides: Partial<RequestContext> = {}): RequestContext => ({
  ...contextForUrl(new URL(url), { requestId: "page-memory", logLevel: "error" }),
  ...overrides,
});
const keyOf = (url: string, cv: number, overrides: Partial<RequestContext> = {}) => {
  const key = pageKey(ctxFor(url, overrides), url, cv, "build");
  if (!key) throw new Error(`no page key for ${url}`);
  return key;
};
const html = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60", ...headers } });
const held = (body: string, storedAt = 1): HeldPage => ({
  storedAt,
  status: 200,
  headers: [["content-type", "text/html"]],
  body: new TextEncoder().encode(body),
});

describe("page memory in front of the Cache API", () => {
  it("answers a stored page from memory, again and again, with the visitor's headers", async () => {
    const memory = createPageMemory();
    const url = uniqueUrl();
    const key = keyOf(url, 1);
    const now = Date.now();
    await writePage(key, html("<p>stored</p>", { "X-Cache-Status": "MISS" }), page, now, memory);
    // Gone from the Cache API: whatever answers now is the memory.
    await edgeCache().delete(key);
    for (let i = 0; i < 3; i++) {
      const hit = await readPage(key, page, now + 1000, memory);
      expect(hit?.freshness).toBe("fresh");
      expect(await hit?.response.text()).toBe("<p>stored</p>");
      expect(hit?.response.headers.get("Cache-Control")).toBe("public, max-age=60");
      expect(hit?.response.headers.get("Age")).toBe("1");
      expect(hit?.response.headers.has("X-Page-Stored-At")).toBe(false);
      expect(hit?.response.headers.has("X-Cache-Status")).toBe(false);
    }
    expect(memory.stats()).toEqual({ lookups: 3, hits: 3 });
  });

  it("fills from a Cache API hit, so the next read needs no Cache API", async () => {
    const url = uniqueUrl();
    const key = keyOf(url, 1);
    const now = Date.now();
    await writePage(key, html("<p>edge</p>"), page, now, createPageMemory());
    const memory = createPageMemory();
    expect(await (await readPage(key, page, now, memory))?.response.text()).toBe("<p>edge</p>");
    await edgeCache().delete(key);
    expect(await (await readPage(key, page, now, memory))?.response.text()).toBe("<p>edge</p>");
    expect(memory.stats()).toEqual({ lookups: 2, hits: 1 });
  });

  it("honours the stored time: stale while revalidating, then expired and dropped", async () => {
    const memory = createPageMemory();
    const key = keyOf(uniqueUrl(), 1);
    const now = Date.now();
    await writePage(key, html("<p>aging</p>"), page, now, memory);
    await edgeCache().delete(key);
    const stale = await readPage(key, page, now + (page.freshSeconds + 60) * 1000, memory);
    expect(stale?.freshness).toBe("stale-while-revalidate");
    expect(await stale?.response.text()).toBe("<p>aging</p>");
    const past = now + (page.freshSeconds + page.staleIfErrorSeconds + 1) * 1000;
    expect(await readPage(key, page, past, memory)).toBeNull();
    expect(memory.sizes().entries).toBe(0);
  });

  it("prefers a newer Cache API copy over a page it holds that is no longer fresh", async () => {
    const memory = createPageMemory();
    const key = keyOf(uniqueUrl(), 1);
    const then = Date.now() - (page.freshSeconds + 60) * 1000;
    await writePage(key, html("<p>old</p>"), page, then, memory);
    // Another isolate stored a newer render meanwhile.
    await writePage(key, html("<p>new</p>"), page, Date.now(), createPageMemory());
    const read = await readPage(key, page, Date.now(), memory);
    expect(read?.freshness).toBe("fresh");
    expect(await read?.response.text()).toBe("<p>new</p>");
  });

  it("keeps audience, language, version, release and cv apart: no other key reads a held page", async () => {
    const memory = createPageMemory();
    const url = uniqueUrl();
    const now = Date.now();
    await writePage(keyOf(url, 7), html("<p>en cv7</p>"), page, now, memory);
    const de = url.replace("/en/", "/de/");
    const others = [
      keyOf(url, 8),
      keyOf(de, 7),
      keyOf(url, 7, { release: "12" }),
      new Request(keyOf(url, 7).url.replace("/public/", "/internal/")),
      new Request(keyOf(url, 7).url.replace("/published/", "/draft/")),
    ];
    for (const other of others) expect(await readPage(other, page, now, memory)).toBeNull();
    expect(await (await readPage(keyOf(url, 7), page, now, memory))?.response.text()).toBe("<p>en cv7</p>");
  });

  it("never holds a page under an intranet, draft or foreign key, whoever writes it", () => {
    const memory = createPageMemory();
    const key = keyOf(uniqueUrl(), 1).url;
    const refused = [
      key.replace("/public/", "/internal/"),
      key.replace("/published/", "/draft/"),
      key.replace("/__page-cache/v2/", "/__page-cache/v1/"),
      "https://memory.test/pim/fragment/vestamid/en/page",
      "not a url",
    ];
    for (const other of refused) {
      expect(isPublicPageKey(other)).toBe(false);
      memory.write(other, held("<p>private</p>"));
      expect(memory.read(other)).toBeUndefined();
    }
    expect(isPublicPageKey(key)).toBe(true);
    // The page key of a draft or intranet request does not exist at all.
    const draftUrl = uniqueUrl();
    expect(pageKey(ctxFor(draftUrl, { version: "draft" }), draftUrl, 1, "build")).toBeNull();
    const intranet = "https://memory.test/pim/fragment/intranet/en/tools";
    expect(pageKey(ctxFor(intranet, { audience: "public" }), intranet, 1, "build")).toBeNull();
  });

  it("is bounded by entries, bytes and the size of one page; an older render never replaces a newer one", () => {
    const keys = Array.from({ length: 5 }, () => keyOf(uniqueUrl(), 1).url);
    const byCount = createPageMemory({ maxEntries: 3 });
    for (const key of keys) byCount.write(key, held("<p>x</p>"));
    expect(byCount.sizes().entries).toBe(3);
    expect(byCount.read(keys[0] as string)).toBeUndefined();

    // A page of 40 bytes counts as its bytes, headers, key and entry (the keys differ by a digit at most).
    const each = Math.max(...keys.map((key) => pageMemoryEntryBytes(key, held("x".repeat(40)))));
    const byBytes = createPageMemory({ maxBytes: each * 2, maxEntryBytes: each });
    for (const key of keys) byBytes.write(key, held("x".repeat(40)));
    expect(byBytes.sizes().entries).toBe(2);
    expect(byBytes.sizes().bytes).toBeLessThanOrEqual(each * 2);
    expect(byBytes.read(keys[4] as string)).toBeDefined();
    expect(byBytes.read(keys[2] as string)).toBeUndefined();
    byBytes.write(keys[0] as string, held("x".repeat(60)));
    expect(byBytes.read(keys[0] as string)).toBeUndefined();

    // A long key (a finder view's query) counts: the same page under it does not fit where a short one did.
    const longKey = `${keys[0]}?q=${"w".repeat(each)}`;
    byBytes.write(longKey, held("x".repeat(40)));
    expect(byBytes.read(longKey)).toBeUndefined();

    const order = createPageMemory();
    order.write(keys[1] as string, held("<p>new</p>", 20));
    order.write(keys[1] as string, held("<p>old</p>", 10));
    expect(new TextDecoder().decode(order.read(keys[1] as string)?.body)).toBe("<p>new</p>");
  });
});
