import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { testConfig } from "../search/testing";
import { createDatasheetService } from "./index";

const sheet = {
  language: "en",
  region: "EU",
  fileName: "a.pdf",
  url: "/files/a.pdf",
  version: "1.0",
  issuedAt: "2026-01-01",
};

function setup(answers: (() => Response)[]) {
  const seen: { url: string; method: string; body: string }[] = [];
  const lines: string[] = [];
  const service = createDatasheetService({
    config: testConfig(),
    logger: createLogger({ level: "info", sink: (l) => lines.push(l) }),
    retryDelayMs: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, method: request.method, body: await request.text() });
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
      if (!answer) throw new TypeError("network down");
      return answer();
    },
  });
  return { service, seen, lines };
}

describe("data-sheet service", () => {
  it("posts without a body and reads the datasheets list", async () => {
    const { service, seen } = setup([() => Response.json({ datasheets: [sheet] })]);
    expect(await service.forProduct("PR_00000001")).toEqual([sheet]);
    expect(seen).toEqual([
      { url: "https://datasheets.test/api/datasheets/productId/PR_00000001", method: "POST", body: "" },
    ]);
  });

  it("retries any failure 3 times", async () => {
    const { service, seen } = setup([
      () => new Response("down", { status: 503 }),
      () => {
        throw new TypeError("network down");
      },
      () => Response.json({ nothing: true }),
      () => Response.json({ datasheets: [] }),
    ]);
    expect(await service.forProduct("PR_00000001")).toEqual([]);
    expect(seen).toHaveLength(4);
  });

  it("logs and rethrows the final failure", async () => {
    const { service, seen, lines } = setup([() => new Response("down", { status: 500 })]);
    await expect(service.forProduct("PR_00000002")).rejects.toThrow(/500/);
    expect(seen).toHaveLength(4);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "error", productId: "PR_00000002" });
  });
});
