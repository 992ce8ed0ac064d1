import { describe, expect, it } from "vitest";
import { PRODUCT_FINDER } from "../../../shared/finder/tools";
import { createLogger } from "../../logger";
import { createSearchClient } from "../../services/search/client";
import { testConfig } from "../../services/search/testing";
import { loadSuggestions } from "./suggestions";

/** A search service whose suggester finds nothing as typed and fails when asked to forgive a slip. */
function service() {
  const asked: { operation: string; fuzzy: boolean }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const operation = new URL(request.url).pathname.split("/").pop() ?? "";
    const body = (await request.json()) as { fuzzy?: boolean };
    asked.push({ operation, fuzzy: body.fuzzy === true });
    if (body.fuzzy) return Response.json({ error: { message: "unavailable" } }, { status: 503 });
    return Response.json({ value: [] });
  };
  const search = createSearchClient({
    config: testConfig(),
    audience: "public",
    language: "en-us",
    logger: createLogger({ level: "error", sink: () => {} }),
    fetch,
    retryDelayMs: 0,
  });
  return { search, asked };
}
const def = { ...PRODUCT_FINDER, tool: "products" as const };
const scope = { audience: "public" as const, site: "pu-additives", lang: "en" as const };

describe("suggestions for a slip", () => {
  it("leave the empty answer standing when the forgiving ask fails", async () => {
    const { search, asked } = service();
    expect(await loadSuggestions(search, def, "tegostb", scope)).toEqual({ suggestions: [], completions: [] });
    expect(asked.filter((a) => a.fuzzy).length).toBeGreaterThan(0);
  });

  it("are not asked for a word too short to forgive", async () => {
    const { search, asked } = service();
    expect(await loadSuggestions(search, def, "teg", scope)).toEqual({ suggestions: [], completions: [] });
    expect(asked.some((a) => a.fuzzy)).toBe(false);
  });
});
