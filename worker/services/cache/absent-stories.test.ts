import { describe, expect, it } from "vitest";
import { createAbsentStories } from "./absent-stories";
import { keyedEntryBytes } from "./entry-bytes";

describe("absent stories", () => {
  it("believes an absence for its lifetime only", () => {
    let t = 0;
    const absent = createAbsentStories({ seconds: 10, now: () => t });
    absent.add("story:a");
    t = 9_999;
    expect(absent.has("story:a")).toBe(true);
    t = 10_000;
    expect(absent.has("story:a")).toBe(false);
    expect(absent.size()).toBe(0);
  });

  it("holds keys up to its byte bound: a visitor's long made-up paths cannot fill the isolate", () => {
    // A key carries the asked slug; a URL may be 16 kB long.
    const key = (n: number) => `story:${n}:${"p".repeat(8_000)}`;
    const each = keyedEntryBytes(key(0));
    const absent = createAbsentStories({ maxEntries: 1_000, maxBytes: each * 3, now: () => 0 });
    for (let n = 0; n < 4; n++) absent.add(key(n));
    expect(absent.size()).toBe(3);
    expect(absent.has(key(0))).toBe(false);
    expect(absent.has(key(3))).toBe(true);
  });
});
