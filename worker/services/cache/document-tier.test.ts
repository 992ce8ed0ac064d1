import { describe, expect, it } from "vitest";
import { createDocumentTier, documentsById } from "./document-tier";
import type { KeyContext } from "./keys";
import { memoryTierEntryBytes } from "./memory-tier";

const published: KeyContext = {
  audience: "public",
  language: "en-us",
  version: "published",
  release: undefined,
  editor: false,
};

const plant = (id: string, extra = "") => ({ ID: id, Name: `Plant ${id}${extra}` });

function withClock(ctx: KeyContext = published) {
  const tier = createDocumentTier();
  let t = 1_000_000;
  const docs = documentsById(ctx, { tier, now: () => t });
  return {
    tier,
    docs,
    advance: (seconds: number) => (t += seconds * 1000),
    at: (c: KeyContext) => documentsById(c, { tier, now: () => t }),
  };
}

describe("documents held by ID", () => {
  it("answers a set whose every document it holds, in the order asked, from documents other sets brought", () => {
    const { docs } = withClock();
    docs?.keep("plants|*|", [plant("PL_1"), plant("PL_2")]);
    docs?.keep("plants|*|", [plant("PL_3")]);
    expect(docs?.take("plants|*|", ["PL_3", "PL_1"], "reference")).toEqual([plant("PL_3"), plant("PL_1")]);
  });

  it("answers nothing when one document of the set is not held, so the whole set is asked as before", () => {
    const { docs } = withClock();
    docs?.keep("plants|*|", [plant("PL_1")]);
    expect(docs?.take("plants|*|", ["PL_1", "PL_9"], "reference")).toBeUndefined();
    expect(docs?.take("plants|*|", [], "reference")).toBeUndefined();
  });

  it("keeps scopes apart: another index, other fields or another filter hold other documents", () => {
    const { docs } = withClock();
    docs?.keep("classifications|ID,Name|", [{ ID: "RG_NA", Name: "North America" }]);
    expect(docs?.take("classifications|*|", ["RG_NA"], "reference")).toBeUndefined();
    expect(docs?.take("plants|ID,Name|", ["RG_NA"], "reference")).toBeUndefined();
    expect(docs?.take("classifications|ID,Name|x", ["RG_NA"], "reference")).toBeUndefined();
  });

  it("holds a document for its strategy's fresh window only: 5 minutes for catalogue data, an hour for reference", () => {
    const { docs, advance } = withClock();
    docs?.keep("contacts|*|", [{ ID: "CP_1" }]);
    advance(5 * 60);
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue")).toHaveLength(1);
    advance(1);
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue")).toBeUndefined();
    expect(docs?.take("contacts|*|", ["CP_1"], "reference")).toHaveLength(1);
    expect(docs?.take("contacts|*|", ["CP_1"], "no-store")).toBeUndefined();
  });

  it("counts a document's age from its load: a stale answer's documents are not fresh, nor replace newer ones", () => {
    const { docs, advance } = withClock();
    // Answered by a cache 4 minutes after its load: fresh for one more minute only.
    docs?.keep("contacts|*|", [{ ID: "CP_1", Name: "old" }], 4 * 60);
    advance(61);
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue")).toBeUndefined();
    docs?.keep("contacts|*|", [{ ID: "CP_1", Name: "new" }]);
    // A stale answer arriving later (served while it is refreshed) keeps the newer document.
    docs?.keep("contacts|*|", [{ ID: "CP_1", Name: "old" }], 30 * 60);
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue")).toEqual([{ ID: "CP_1", Name: "new" }]);
  });

  it("lets a document past its fresh window stand in within the stale-if-error window only", () => {
    const { docs, advance } = withClock();
    docs?.keep("contacts|*|", [{ ID: "CP_1" }]);
    advance(2 * 60 * 60);
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue")).toBeUndefined();
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue", "stale-if-error")).toEqual([{ ID: "CP_1" }]);
    advance(24 * 60 * 60);
    expect(docs?.take("contacts|*|", ["CP_1"], "catalogue", "stale-if-error")).toBeUndefined();
  });

  it("keeps audiences, languages and releases apart, and holds nothing for drafts and editors", () => {
    const { docs, at } = withClock();
    docs?.keep("plants|*|", [plant("PL_1")]);
    expect(at({ ...published, audience: "internal" })?.take("plants|*|", ["PL_1"], "reference")).toBeUndefined();
    expect(at({ ...published, language: "de-de" })?.take("plants|*|", ["PL_1"], "reference")).toBeUndefined();
    expect(at({ ...published, release: "7" })?.take("plants|*|", ["PL_1"], "reference")).toBeUndefined();
    expect(at({ ...published, version: "draft" })).toBeUndefined();
    expect(at({ ...published, editor: true })).toBeUndefined();
  });

  it("shares a held document frozen: no request can change what the next one reads", () => {
    const { docs } = withClock();
    docs?.keep("plants|*|", [plant("PL_1")]);
    const [held] = docs?.take<{ Name: string }>("plants|*|", ["PL_1"], "reference") ?? [];
    expect(Object.isFrozen(held)).toBe(true);
    expect(() => {
      (held as { Name: string }).Name = "changed";
    }).toThrow(TypeError);
  });

  it("evicts the least recently used document once its bytes would pass the bound, and never holds an oversized one", () => {
    const doc = plant("PL_1");
    const key = "public|en-us||plants|*||PL_1";
    const each = memoryTierEntryBytes(key, JSON.stringify(doc));
    const tier = createDocumentTier({ maxEntries: 1_000, maxBytes: each * 2, maxEntryBytes: each });
    const docs = documentsById(published, { tier, now: () => 1 });
    docs?.keep("plants|*|", [plant("PL_1"), plant("PL_2")]);
    expect(tier.sizes()).toEqual({ entries: 2, bytes: each * 2 });
    docs?.take("plants|*|", ["PL_1"], "reference");
    docs?.keep("plants|*|", [plant("PL_3")]);
    expect(docs?.take("plants|*|", ["PL_2"], "reference")).toBeUndefined();
    expect(docs?.take("plants|*|", ["PL_1", "PL_3"], "reference")).toHaveLength(2);
    docs?.keep("plants|*|", [plant("PL_4", "x".repeat(500))]);
    expect(docs?.take("plants|*|", ["PL_4"], "reference")).toBeUndefined();
    expect(tier.sizes().bytes).toBeLessThanOrEqual(each * 2);
  });

  it("skips a document without an ID", () => {
    const { docs, tier } = withClock();
    docs?.keep("plants|*|", [{ Name: "nameless" }, null, "x"]);
    expect(tier.sizes().entries).toBe(0);
  });
});
