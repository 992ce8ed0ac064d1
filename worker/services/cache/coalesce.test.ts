import { afterEach, describe, expect, it, vi } from "vitest";
import { coalesce, FOLLOW_LIMIT_MS, flightBytes, MAX_FLIGHT_BYTES, MAX_FLIGHTS } from "./coalesce";

const never = () => new Promise<never>(() => {});
let n = 0;
const unique = (name: string) => `test:${name}:${++n}`;
/** What a call answers within `ms`: its value, or "still following" while it waits on another flight. */
const within = <T>(ms: number, call: Promise<T>) =>
  Promise.race([call, new Promise<string>((resolve) => setTimeout(() => resolve("still following"), ms))]);

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Starts a flight that never settles under a key of `key()`, then `more`
 * after it: the first is gone from the table (its key is led anew), the
 * last is still followed.
 */
async function expectOldestDropped(key: () => string, more: number): Promise<void> {
  const oldest = key();
  void coalesce(oldest, never);
  let newest = oldest;
  for (let i = 0; i < more; i++) {
    newest = key();
    void coalesce(newest, never);
  }
  expect(
    await within(
      200,
      coalesce(oldest, async () => "led anew"),
    ),
  ).toBe("led anew");
  expect(
    await within(
      200,
      coalesce(newest, async () => "led anew"),
    ),
  ).toBe("still following");
}

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
    // The key is free again: the next caller leads, after a success as after a failure.
    expect(await coalesce(key, work)).toBe(2);
    const fails = unique("fails");
    await expect(
      coalesce(fails, async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    expect(await coalesce(fails, async () => "again")).toBe("again");
    const atOnce = unique("throws at once");
    await expect(
      coalesce(atOnce, () => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    expect(await coalesce(atOnce, async () => "again")).toBe("again");
  });

  it("keeps at most MAX_FLIGHTS keys, however many loads never settle", async () => {
    // The oldest flight left the table, so its key is led anew; the newest is still followed.
    await expectOldestDropped(() => unique("stuck"), MAX_FLIGHTS);
  });

  it("keeps at most MAX_FLIGHT_BYTES of keys, however few flights that is", async () => {
    // Keys as long as a visitor's search text can make them: far fewer than MAX_FLIGHTS fill the byte bound.
    const long = (name: string) => `${unique(name)}:${"x".repeat(10_000)}`;
    const fit = Math.floor(MAX_FLIGHT_BYTES / flightBytes(long("size")));
    expect(fit).toBeLessThan(MAX_FLIGHTS);
    // One more than fit in the bytes: the oldest left the table; the newest is still followed.
    await expectOldestDropped(() => long("long"), fit);
  });

  it("holds no settled outcome: a settled key is free at once", async () => {
    const key = unique("settled");
    expect(await coalesce(key, async () => "x".repeat(1_000_000))).toHaveLength(1_000_000);
    let runs = 0;
    expect(await coalesce(key, async () => ++runs)).toBe(1);
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
