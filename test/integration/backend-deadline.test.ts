import { describe, expect, it } from "vitest";
import { until, visit } from "./entry-visit";
import { emulatorProducts, productPath, scopedFaults } from "./product-support";

/**
 * A backend that holds its answer past the request's deadline: the page
 * answers as if it had failed (a 503 for its critical data, the section's
 * note for deferred data), and the load goes on in the background, so the
 * next request has the data. The slowness is the emulators' latency, scoped
 * to a story and a product no other test file asks for and lifted after each
 * test; it is longer than the deadline the worker tests run with (9 s in the
 * project's bindings, above every other wait the tests inject).
 */
const fault = scopedFaults();
const PAST_DEADLINE_MS = 10_500;
const ORIGIN = "https://deadline.test";

describe("a backend slower than the request's deadline", () => {
  it("gives a page whose story it holds the 503 page at the deadline, and the page once it has answered", async () => {
    const url = `${ORIGIN}/pim/fragment/visiomer/de/toolbox/tds`;
    await fault("storyblok", "visiomer/toolbox/tds", { latencyMs: PAST_DEADLINE_MS });
    const held = await visit(url);
    expect(held.res.status).toBe(503);
    expect(held.res.headers.get("Cache-Control")).toContain("no-store");
    await fault("storyblok", "visiomer/toolbox/tds", {});
    // The held load goes on after the answer; once it is in, the page renders.
    await until("the page once the story has arrived", async () => (await visit(url)).res.status === 200);
  });

  it("gives a product page the data-sheet note at the deadline, and the sheets once the service has answered", async () => {
    const product = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("vestosint") && p.AT_Visibility.includes("Public"))
      .at(-2);
    if (!product) throw new Error("no vestosint product");
    const url = `${ORIGIN}${productPath("vestosint", product.ID)}`;
    // Memory and KV hold nothing of this product's sheets yet: the page asks the service.
    await fault("datasheets", product.ID, { latencyMs: PAST_DEADLINE_MS });
    const held = await visit(url);
    expect(held.res.status).toBe(200);
    expect(held.text).toContain(`data-product-id="${product.ID}"`);
    expect(held.text).toContain("Safety data sheets are not available at the moment.");
    await fault("datasheets", product.ID, {});
    const after = await until("the page with the sheets", async () => {
      const answer = await visit(`${url}?after=${Date.now()}`);
      return !answer.text.includes("Safety data sheets are not available at the moment.") && answer;
    });
    expect(after.text).toContain('data-section="safety-data-sheets"');
  });
});
