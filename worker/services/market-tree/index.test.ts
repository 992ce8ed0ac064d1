import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { testConfig } from "../search/testing";
import { createMarketTreeService } from "./index";

describe("market tree service", () => {
  it("posts the M2A ids and the context, and reads the elements", async () => {
    const bodies: unknown[] = [];
    const urls: string[] = [];
    const service = createMarketTreeService({
      config: testConfig(),
      language: "de-de",
      logger: createLogger({ level: "error", sink: () => {} }),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        urls.push(request.url);
        bodies.push(await request.json());
        return Response.json({
          elements: [
            { ID: "M2A_1", Name: "Coatings / Floor", UserTypeID: "MarketApplication", ClassificationReference: [] },
            { ID: "MK_1", Name: "Coatings", UserTypeID: "Market" },
          ],
        });
      },
    });
    const elements = await service.elements(["M2A_1", "EF_2", "M2A_1"]);
    expect(elements.map((e) => e.ID)).toEqual(["M2A_1", "MK_1"]);
    expect(urls).toEqual(["https://connector.test/api/market-tree"]);
    expect(bodies).toEqual([{ market2ApplicationIds: ["M2A_1"], context: "de-de" }]);
    expect(await service.elements(["EF_2"])).toEqual([]);
    expect(urls).toHaveLength(1);
  });

  it("rejects a malformed answer", async () => {
    const service = createMarketTreeService({
      config: testConfig(),
      language: "en-us",
      logger: createLogger({ level: "error", sink: () => {} }),
      fetch: async () => Response.json({ elements: [{ ID: 1 }] }),
    });
    await expect(service.elements(["M2A_9"])).rejects.toThrow(/malformed/);
  });
});
