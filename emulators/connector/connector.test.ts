import { describe, expect, it } from "vitest";
import { createConnectorApp } from "./app.ts";
import { fixtureMarketTree } from "./fixture.ts";

const app = createConnectorApp(fixtureMarketTree());
const post = (body: unknown) =>
  app.request("/api/market-tree", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

type Element = { ID: string; Name: string; UserTypeID: string; ClassificationReference: unknown[] };

describe("product connector emulator", () => {
  it("answers each pairing with its market and application, each once", async () => {
    const res = await post({
      market2ApplicationIds: ["M2A_COATINGS_WETTING", "M2A_COATINGS_DEFOAMING", "M2A_UNKNOWN"],
      context: "en-us",
    });
    expect(res.status).toBe(200);
    const { elements } = (await res.json()) as { elements: Element[] };
    expect(elements.map((e) => e.ID)).toEqual([
      "M2A_COATINGS_WETTING",
      "MK_COATINGS",
      "AP_WETTING",
      "M2A_COATINGS_DEFOAMING",
      "AP_DEFOAMING",
    ]);
    expect(elements.map((e) => e.UserTypeID)).toEqual([
      "MarketApplication",
      "Market",
      "Application",
      "MarketApplication",
      "Application",
    ]);
    expect(elements.every((e) => Array.isArray(e.ClassificationReference))).toBe(true);
  });

  it("uses German names in the de-de context where the tree has them", async () => {
    const res = await post({ market2ApplicationIds: ["M2A_COATINGS_WETTING"], context: "de-de" });
    const { elements } = (await res.json()) as { elements: Element[] };
    expect(elements.find((e) => e.ID === "MK_COATINGS")?.Name).toBe("Beschichtungen");
  });

  it("answers an empty list for no ids", async () => {
    const res = await post({ market2ApplicationIds: [], context: "en-us" });
    expect(await res.json()).toEqual({ elements: [] });
  });

  it.each([
    ["not JSON", "{", "body must be JSON"],
    ["no ids", { context: "en-us" }, "market2ApplicationIds"],
    ["a non-M2A id", { market2ApplicationIds: ["MK_COATINGS"], context: "en-us" }, "M2A_"],
    ["a crafted id", { market2ApplicationIds: ["M2A_x' or 1 eq 1"], context: "en-us" }, "M2A_"],
    ["an unknown context", { market2ApplicationIds: ["M2A_COATINGS_WETTING"], context: "fr-fr" }, "context"],
  ])("rejects %s with 400 and a message", async (_label, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });
});
