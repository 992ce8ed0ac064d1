import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import worker from "../../worker/index";
import { productPath } from "./product-support";

const V = "api-version=2020-06-30";
const base = () => inject("emulatorBase");
const headers = { "content-type": "application/json", "api-key": "demo-public-key" };

interface Flashy {
  ID: string;
  AT_Websites: string[];
  AT_FlashPoint_Value: number;
}

/** A public product with a flash point, from the emulator's public products index. */
async function productWithFlashPoint(): Promise<Flashy> {
  const res = await fetch(`${base()}/search/public/indexes/products-en-us/docs/search?${V}`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      filter: "AT_FlashPoint_Value ne null and AT_Visibility/any(v: v eq 'Public') and AT_Websites/any()",
      orderby: "ID desc",
      select: "ID, AT_Websites, AT_FlashPoint_Value",
      top: 1,
    }),
  });
  const [product] = ((await res.json()) as { value: Flashy[] }).value;
  if (!product) throw new Error("the demo catalogue has public products with a flash point");
  return product;
}

/**
 * Starts a search service on the emulator whose products index is the demo's,
 * exported and re-imported with one field renamed, as a PIM change could leave
 * a production index; the demo services other tests read stay as they are.
 */
async function serviceRenaming(service: string, from: string, to: string): Promise<string> {
  const exported = (await (await fetch(`${base()}/search/public/indexes/products-en-us?${V}`, { headers })).json()) as {
    fields: { name: string }[];
  };
  expect(exported.fields.some((f) => f.name === from)).toBe(true);
  const renamed = { ...exported, fields: exported.fields.map((f) => (f.name === from ? { ...f, name: to } : f)) };
  const res = await fetch(`${base()}/__control/search/services/${service}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: "public", indexes: { "products-en-us": renamed } }),
  });
  expect(res.status).toBe(200);
  return `${base()}/search/${service}`;
}

/** The worker's log lines that report a search answer not matching the expected document. */
function mismatchLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.includes("does not match the expected document"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a search index that disagrees with the worker", () => {
  it("is logged once, naming index and field but no value, and the product page still renders", async () => {
    const product = await productWithFlashPoint();
    const searchUrl = await serviceRenaming("renamed-flash-point", "AT_FlashPoint_Value", "AT_FlashPointValue");
    const errors = vi.spyOn(console, "error");
    const visit = async () => {
      const ctx = createExecutionContext();
      const request = new Request(`http://example.com${productPath(product.AT_Websites[0] ?? "", product.ID)}`);
      const res = await worker.fetch(request, { ...env, SEARCH_PUBLIC_URL: searchUrl }, ctx);
      const html = await res.text();
      await waitOnExecutionContext(ctx);
      return { res, html };
    };

    const { res, html } = await visit();
    expect(res.status).toBe(200);
    expect(html).toContain(`data-product-id="${product.ID}"`);
    // The field the index lacks is blank, so its row is hidden like any empty attribute.
    expect(html).not.toContain("<dt>Flash Point</dt>");
    expect(html).toContain("<dt>Shelf Life</dt>");

    const lines = mismatchLines(errors);
    expect(lines).toEqual([
      {
        level: "error",
        message: "Search answer does not match the expected document",
        requestId: expect.any(String),
        audience: "public",
        index: "products-en-us",
        field: "AT_FlashPoint_Value",
        problem: "missing",
        expected: "(number | null)",
      },
    ]);
    // The request id is random and may hold the same digits; everything else is names.
    const { requestId: _random, ...named } = lines[0] ?? {};
    expect(JSON.stringify(named)).not.toContain(String(product.AT_FlashPoint_Value));

    errors.mockClear();
    await visit();
    expect(mismatchLines(errors)).toEqual([]);
  });

  it("is not reported for the demo indexes, whose definitions agree with the worker", async () => {
    const product = await productWithFlashPoint();
    const errors = vi.spyOn(console, "error");
    const res = await SELF.fetch(`http://example.com${productPath(product.AT_Websites[0] ?? "", product.ID, "de")}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<dt>Flammpunkt</dt>");
    expect(mismatchLines(errors)).toEqual([]);
  });
});
