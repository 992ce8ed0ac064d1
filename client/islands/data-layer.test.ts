import { describe, expect, it } from "vitest";
import { createDataLayer, readParentOrigins } from "./data-layer";

function fakeWindow(framed = true) {
  const posted: [unknown, string][] = [];
  const win: { parent: { postMessage(m: unknown, o: string): void } | null; dataLayer?: unknown[] } = {
    parent: null,
  };
  win.parent = framed ? { postMessage: (m, o) => posted.push([m, o]) } : (win as never);
  return { win, posted };
}

describe("data layer", () => {
  it("posts to each allowed parent origin by name, never *", () => {
    const { win, posted } = fakeWindow();
    createDataLayer(win, ["https://www.example.com", "https://shop.example.com"]).send({ event: "a" });
    expect(posted.map(([, origin]) => origin)).toEqual(["https://www.example.com", "https://shop.example.com"]);
    expect(win.dataLayer).toEqual([{ event: "a" }]);
  });

  it("sends only when the message differs from the last one", () => {
    const { win, posted } = fakeWindow();
    const layer = createDataLayer(win, ["https://www.example.com"]);
    expect(layer.send({ event: "a", n: 1 })).toBe(true);
    expect(layer.send({ event: "a", n: 1 })).toBe(false);
    expect(layer.send({ event: "a", n: 2 })).toBe(true);
    expect(layer.send({ event: "a", n: 1 })).toBe(true);
    expect(posted).toHaveLength(3);
    expect(win.dataLayer).toHaveLength(3);
  });

  it("posts nothing when not framed or without allowed parents", () => {
    const top = fakeWindow(false);
    createDataLayer(top.win, ["https://www.example.com"]).send({ event: "a" });
    expect(top.win.dataLayer).toEqual([{ event: "a" }]);
    const framed = fakeWindow();
    createDataLayer(framed.win, []).send({ event: "a" });
    expect(framed.posted).toEqual([]);
  });

  it("reads only well-formed origins from the page", () => {
    const doc = {
      querySelector: () => ({ getAttribute: () => "https://a.example * javascript:x https://b.example:8443" }),
    };
    expect(readParentOrigins(doc as never)).toEqual(["https://a.example", "https://b.example:8443"]);
  });
});
