import { afterEach, describe, expect, it, vi } from "vitest";
import { coalesce, FOLLOW_LIMIT_MS, inflightCount, MAX_FLIGHTS } from "./coalesce";

const never = () => new Promise<never>(() => {});
let n = 0;
const unique = (name: string) => `test:${name}:${++n}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("coalesce", () => {
  it("runs concurrent work of one key once and frees the key when it settles, failure included", async () => {
    const key = unique("once");
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 5));
      return runs;
    };
    expect(await Promise.all([coalesce(key, work), coalesce(key, work), coalesce(key, work)])).toEqual([1, 1, 1]);
    const before = inflightCount();
    await expect(
      coalesce(unique("fails"), async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    await expect(
      coalesce(unique("throws at once"), () => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    expect(inflightCount()).toBe(before);
  });

  it("keeps at most MAX_FLIGHTS keys, however many loads never settle", () => {
    for (let i = 0; i < MAX_FLIGHTS + 500; i++) void coalesce(unique("stuck"), never);
    expect(inflightCount()).toBe(MAX_FLIGHTS);
  });

  it("lets a new caller lead once a flight has outlived the follower limit", async () => {
    const key = unique("abandoned");
    void coalesce(key, never);
    const started = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(started + FOLLOW_LIMIT_MS + 1);
    // Without the limit this caller would follow the stuck flight for FOLLOW_LIMIT_MS.
    expect(await coalesce(key, async () => "fresh")).toBe("fresh");
  });

  it("hands the leader's work to keepAlive, once per flight", async () => {
    const kept: Promise<unknown>[] = [];
    const keepAlive = (p: Promise<unknown>) => kept.push(p);
    const key = unique("kept");
    const work = () => new Promise<string>((r) => setTimeout(() => r("v"), 5));
    const answers = await Promise.all([coalesce(key, work, { keepAlive }), coalesce(key, work, { keepAlive })]);
    expect(answers).toEqual(["v", "v"]);
    expect(kept).toHaveLength(1);
    await expect(kept[0]).resolves.toBe("v");
  });
});
