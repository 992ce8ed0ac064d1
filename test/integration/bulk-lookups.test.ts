import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";

interface Call {
  service: string;
  path: string;
}

/** The emulators' log of every backend call since they started (shared by every test file). */
async function calls(): Promise<Call[]> {
  const res = await fetch(`${inject("emulatorBase")}/__control/calls`);
  return ((await res.json()) as { calls: Call[] }).calls;
}

const labels = async (q: string) => {
  const res = await SELF.fetch(`http://example.com/pim/api/intranet/de/labels?q=${q}`);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
};

const to = (index: string) => (c: Call) => c.service === "search" && c.path.includes(`/indexes/${index}/`);

describe("bulk lookups", () => {
  it("reads every plant once for the label finder's plant names, not on each visitor's request", async () => {
    await labels(`bulk-${crypto.randomUUID().slice(0, 8)}`);
    const before = (await calls()).length;
    // Two searches of their own: each is a new search of the labels, none a new lookup of the plants.
    await labels(`bulk-${crypto.randomUUID().slice(0, 8)}`);
    await labels(`bulk-${crypto.randomUUID().slice(0, 8)}`);
    const during = (await calls()).slice(before);
    expect(during.filter(to("labels-de-de")).length).toBeGreaterThanOrEqual(2);
    expect(during.filter(to("plants-de-de"))).toEqual([]);
    // The names do come from the plants index: the first request (or an earlier one) read it.
    expect((await calls()).slice(0, before).filter(to("plants-de-de")).length).toBeGreaterThan(0);
  });
});
