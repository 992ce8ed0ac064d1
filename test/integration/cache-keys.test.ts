import { describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../shared/hex";
import { contextForUrl } from "../../worker/middleware/request-context";
import { dataKey, type KeyContext, pageKey } from "../../worker/services/cache/keys";

/** A visitor's published public request, as the app's request context sees it. */
/** A client build's name, as PageAssets.version gives it. */
const BUILD = "0123456789ab";
const base = contextForUrl(new URL("https://x.test/pim/fragment/a/en/home"), { requestId: "keys", logLevel: "error" });

describe("cache keys", () => {
  it("keep audience, language, release and cv apart", async () => {
    const variants: [KeyContext, number][] = [
      [base, 1],
      [{ ...base, audience: "internal" }, 1],
      [{ ...base, language: "de-de" }, 1],
      [{ ...base, release: "7" }, 1],
      [base, 2],
    ];
    const keys = await Promise.all(variants.map(([ctx, cv]) => dataKey(ctx, { kind: "story", cv, parts: "a/home" })));
    expect(new Set(keys).size).toBe(variants.length);
    const pages = variants.map(
      ([ctx, cv]) =>
        pageKey({ ...ctx, path: "/pim/fragment/a/en/home" }, "https://x.test/pim/fragment/a/en/home", cv, BUILD)?.url ??
        null,
    );
    // Internal pages have no page key at all; the others are all distinct.
    expect(pages[1]).toBeNull();
    expect(new Set(pages.filter(Boolean)).size).toBe(variants.length - 1);
  });

  it("never give draft or editor answers a key", async () => {
    expect(await dataKey({ ...base, version: "draft" }, { kind: "story", parts: "x" })).toBeNull();
    expect(await dataKey({ ...base, editor: true }, { kind: "story", parts: "x" })).toBeNull();
    expect(pageKey({ ...base, path: "/p", version: "draft" }, "https://x.test/p", 1, BUILD)).toBeNull();
    // A page rendered while the build's manifest could not be read lacks its stylesheet and scripts.
    expect(pageKey({ ...base, path: "/p" }, "https://x.test/p", 1, null)).toBeNull();
  });

  it("never give a page key to a path that names the intranet or is not the canonical one", () => {
    for (const path of ["/pim/fragment/intranet/en/", "/pim/fragment/%69ntranet/en/", "/pim/fragment/INTRAnet/en/"]) {
      expect(pageKey({ ...base, path }, `https://x.test${path}`, 1, BUILD)).toBeNull();
    }
    expect(pageKey({ ...base, path: null }, "https://x.test/pim/fragment/a/en/", 1, BUILD)).toBeNull();
    expect(pageKey({ ...base, path: "/pim/fragment/a/en/" }, "https://x.test/pim/fragment/A/en/", 1, BUILD)).toBeNull();
  });

  it("name the same answer the same whatever the order of fields or query parameters", async () => {
    const a = await dataKey(base, { kind: "search", parts: { top: 10, filter: "x" } });
    const b = await dataKey(base, { kind: "search", parts: { filter: "x", top: 10 } });
    expect(a).toBe(b);
    const page = { ...base, path: "/p" };
    expect(pageKey(page, "https://x.test/p?b=2&a=1", 1, BUILD)?.url).toBe(
      pageKey(page, "https://x.test/p?a=1&b=2", 1, BUILD)?.url,
    );
    expect(await dataKey(base, { kind: "search", parts: { top: 11, filter: "x" } })).not.toBe(a);
  });

  it("keep one client build's pages apart from another's: a stored page links to its own build's files", () => {
    const page = { ...base, path: "/p" };
    const first = pageKey(page, "https://x.test/p", 1, BUILD)?.url;
    expect(first).toContain(`/a${BUILD}/`);
    expect(pageKey(page, "https://x.test/p", 1, "ba9876543210")?.url).not.toBe(first);
  });

  it("keep the order of one parameter's values, which the compare table's columns follow", () => {
    const page = { ...base, path: "/p" };
    const ab = pageKey(page, "https://x.test/p?compare=PR_00000001&q=x&compare=PR_00000002", 1, BUILD)?.url;
    const ba = pageKey(page, "https://x.test/p?compare=PR_00000002&q=x&compare=PR_00000001", 1, BUILD)?.url;
    expect(ab).not.toBe(ba);
    expect(ab).toBe(pageKey(page, "https://x.test/p?q=x&compare=PR_00000001&compare=PR_00000002", 1, BUILD)?.url);
  });

  it("hash a lookup's parts once per isolate: the next page's same lookup asks the runtime's crypto nothing", async () => {
    const parts = { index: "products", filter: `ID eq 'PR_${crypto.randomUUID()}'`, top: 1 };
    const digest = vi.spyOn(crypto.subtle, "digest");
    try {
      const first = await dataKey(base, { kind: "search", parts });
      expect(digest).toHaveBeenCalledTimes(1);
      // Another request's context and a reordered copy of the same parts: the same key, no digest.
      const again = await dataKey(
        { ...base },
        { kind: "search", parts: { top: 1, filter: parts.filter, index: "products" } },
      );
      expect(again).toBe(first);
      expect(digest).toHaveBeenCalledTimes(1);
      // The key is still the digest of the parts' text, as KV has held it all along.
      expect(
        first?.endsWith(`:${await sha256Hex(JSON.stringify({ filter: parts.filter, index: "products", top: 1 }))}`),
      ).toBe(true);
      // Parts too long to remember are hashed each time, and named alike.
      const long = { q: "x".repeat(5_000) };
      const a = await dataKey(base, { kind: "search", parts: long });
      const b = await dataKey(base, { kind: "search", parts: long });
      expect(a).toBe(b);
      expect(digest).toHaveBeenCalledTimes(4);
    } finally {
      digest.mockRestore();
    }
  });
});
