import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type CallRecord, Control, callBytes } from "./control";

/** A search service behind the control's guard, and the control's own API beside it. */
function searchService(control: Control) {
  const app = new Hono();
  app.use("/search/*", control.guard("search"));
  app.post("/search/:index", (c) => c.json({ value: [] }));
  app.route("/__control", control.routes());
  const search = (index: string, body: string) => app.request(`/search/${index}`, { method: "POST", body });
  return { app, search };
}

const call = (index: string, body: string): CallRecord => ({
  service: "search",
  method: "POST",
  path: `/search/${index}`,
  query: "",
  body,
  at: 0,
});

describe("call log", () => {
  it("keeps the newest calls within its byte bound, and counts every call", async () => {
    const body = (n: number) => JSON.stringify({ search: `word-${n}`, pad: "x".repeat(2_000) });
    const each = callBytes(call("i0", body(0)));
    const control = new Control({}, { maxLogBytes: each * 3 });
    const { app, search } = searchService(control);
    for (let n = 0; n < 5; n++) await search(`i${n}`, body(n));
    expect(control.callLog().map((c) => c.path)).toEqual(["/search/i2", "/search/i3", "/search/i4"]);
    expect(control.logSize()).toEqual({ calls: 3, bytes: each * 3, dropped: 2 });
    // The counts keep what the log dropped; `contains` still finds a kept call by its body.
    const answer = (await (await app.request("/__control/calls?contains=word-3")).json()) as {
      counts: { search: number };
      calls: CallRecord[];
      log: { dropped: number };
    };
    expect(answer.counts.search).toBe(5);
    expect(answer.calls.map((c) => c.path)).toEqual(["/search/i3"]);
    expect(answer.log.dropped).toBe(2);
    expect(control.callLog({ contains: "word-0" })).toEqual([]);
  });

  it("keeps the newest call even when it alone passes the bound, and starts again on reset", async () => {
    const control = new Control({}, { maxLogBytes: 100 });
    const { search } = searchService(control);
    await search("small", "{}");
    await search("large", "y".repeat(1_000));
    expect(control.callLog().map((c) => c.path)).toEqual(["/search/large"]);
    control.resetCalls();
    expect(control.logSize()).toEqual({ calls: 0, bytes: 0, dropped: 0 });
    expect(control.counts().search).toBe(0);
  });

  it("stays in order over many calls as its dropped slots are let go", async () => {
    const each = callBytes(call("n0000", "{}"));
    const control = new Control({}, { maxLogBytes: each * 10 });
    const { search } = searchService(control);
    for (let n = 0; n < 3_000; n++) await search(`n${String(n).padStart(4, "0")}`, "{}");
    expect(control.callLog().map((c) => c.path)).toEqual(Array.from({ length: 10 }, (_, i) => `/search/n${2_990 + i}`));
    expect(control.logSize().dropped).toBe(2_990);
  });
});
