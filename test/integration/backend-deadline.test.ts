import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { emulatorProducts, productPath } from "./product-support";

/**
 * A backend that holds its answer past the request's deadline: the page
 * answers as if it had failed (a 503 for its critical data, the section's
 * note for deferred data), and the load goes on in the background, so the
 * next request has the data. The slowness is injected in this isolate's
 * fetch (the test files beside this one never see it); the deadline is set
 * low through the bindings this test passes.
 */
const original = globalThis.fetch;
const slow = new Map<string, number>();
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  const delay = slow.get(url.pathname.split("/")[1] ?? "");
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return original(input, init);
}) as typeof fetch;
afterAll(() => {
  globalThis.fetch = original;
});
afterEach(() => slow.clear());

const ORIGIN = "https://deadline.test";
const bindings = { ...env, BACKEND_DEADLINE_MS: "1000" };

/** Runs the app with the low deadline; `settled` waits for its background work (the slow load going on). */
async function visit(url: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url), bindings, ctx);
  const text = await res.text();
  return { res, text, settled: () => waitOnExecutionContext(ctx) };
}

describe("a backend slower than the request's deadline", () => {
  it("gives a page whose story it holds the 503 page at the deadline, and the page once it has answered", async () => {
    const url = `${ORIGIN}/pim/fragment/visiomer/de/toolbox/psi`;
    slow.set("storyblok", 3000);
    const held = await visit(url);
    expect(held.res.status).toBe(503);
    expect(held.res.headers.get("Cache-Control")).toContain("no-store");
    await held.settled();
    slow.clear();
    const after = await visit(url);
    expect(after.res.status).toBe(200);
    await after.settled();
  });

  it("gives a product page the data-sheet note at the deadline, and the sheets once the service has answered", async () => {
    const product = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("vestosint") && p.AT_Visibility.includes("Public"))
      .at(-2);
    if (!product) throw new Error("no vestosint product");
    const url = `${ORIGIN}${productPath("vestosint", product.ID)}`;
    // Memory and KV hold nothing of this product's sheets yet: the page asks the service.
    slow.set("datasheets", 3000);
    const held = await visit(url);
    expect(held.res.status).toBe(200);
    expect(held.text).toContain(`data-product-id="${product.ID}"`);
    expect(held.text).toContain("Safety data sheets are not available at the moment.");
    await held.settled();
    slow.clear();
    const after = await visit(url);
    expect(after.text).not.toContain("Safety data sheets are not available at the moment.");
    expect(after.text).toContain('data-section="safety-data-sheets"');
    await after.settled();
  });
});
