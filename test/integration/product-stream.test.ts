import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { emulatorProducts, productPath, setFault } from "./product-support";

afterEach(async () => {
  await setFault("datasheets", {});
});

/** Reads a response body chunk by chunk, as the browser receives it. */
async function chunks(res: Response): Promise<string[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error("no body");
  const decoder = new TextDecoder();
  const out: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(decoder.decode(value, { stream: true }));
  }
}

describe("product page streaming", () => {
  it("sends the shell and the product data before the safety data sheets", { timeout: 30_000 }, async () => {
    // A product no other test renders, so no cache tier can answer for it.
    const product = (await emulatorProducts()).filter(
      (p) => p.AT_Websites.includes("world-of-protectosil") && p.AT_Visibility.includes("Public"),
    )[5];
    if (!product) throw new Error("no product");
    await setFault("datasheets", { latencyMs: 2000 });

    const res = await SELF.fetch(`http://example.com${productPath("world-of-protectosil", product.ID)}`);
    expect(res.status).toBe(200);
    const parts = await chunks(res);
    const indexOf = (needle: string) => parts.findIndex((p) => p.includes(needle));

    const shell = indexOf(`data-product-id="${product.ID}"`);
    const identification = indexOf('<section id="identification"');
    const sheets = indexOf('data-section="safety-data-sheets"');
    expect(shell).toBeGreaterThanOrEqual(0);
    expect(sheets).toBeGreaterThanOrEqual(0);
    // Stream order, not time: the sheets arrive in a later chunk than the product data.
    expect(identification).toBe(shell);
    expect(sheets).toBeGreaterThan(shell);
    // While the sheets were pending, the shell carried a placeholder in their place.
    expect(parts.slice(0, sheets).join("")).toContain('<section id="safety-data-sheets"');
  });

  it("shows a polite note when the data-sheet service fails after its retries", { timeout: 30_000 }, async () => {
    const product = (await emulatorProducts()).filter(
      (p) => p.AT_Websites.includes("world-of-protectosil") && p.AT_Visibility.includes("Public"),
    )[6];
    if (!product) throw new Error("no product");
    await setFault("datasheets", { next5xx: 4 });
    const res = await SELF.fetch(`http://example.com${productPath("world-of-protectosil", product.ID)}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`data-product-id="${product.ID}"`);
    expect(html).toContain("Safety data sheets are not available at the moment.");
  });
});
