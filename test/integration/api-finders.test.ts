import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FinderAnswer } from "../../shared/finder/answer";
import { createApiTestApp } from "../../worker/routes/api/test-app";

const app = createApiTestApp();
const get = (path: string) => app.request(`http://example.com/pim/api/${path}`, {}, env);
const json = async (path: string) => {
  const res = await get(path);
  return { res, body: (await res.json()) as FinderAnswer & { error?: { parameter?: string; message: string } } };
};

describe("finder API", () => {
  it("answers products of the site with facets and a count text", async () => {
    const { res, body } = await json("pu-additives/en/products");
    expect(res.status).toBe(200);
    expect(body.totalCount).toBeGreaterThan(25);
    expect(body.results).toHaveLength(25);
    expect(body.countText).toBe(`${body.totalCount} Products`);
    expect(body.results[0]?.href).toMatch(/^\/pim\/fragment\/pu-additives\/en\/product\/PR_\d{8}$/);
    const brand = body.facets.find((f) => f.key === "brand");
    expect(brand?.kind).toBe("value");
    console.log(JSON.stringify(body.facets.map((f) => [f.key, f.kind === "value" ? f.options.slice(0, 3) : f])).slice(0, 3000));
  });
});
