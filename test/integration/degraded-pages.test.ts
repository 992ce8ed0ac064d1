import { afterEach, describe, expect, inject, it } from "vitest";
import { visit } from "./product-calls-fetch";
import { emulatorProducts, productPath } from "./product-support";

/**
 * A page rendered while a backend failed shows a note where the data
 * belongs. It is served, but the page cache must not keep it: the first
 * request after the backend is back shows the data. Faults are scoped to
 * this file's own product and search text, so the test files running at
 * the same time never see them.
 */

const control = async (path: string, body: Record<string, unknown> = {}) => {
  const res = await fetch(`${inject("emulatorBase")}/__control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control answered ${res.status}`);
};

const cleared: [string, string][] = [];
const breakFor = async (service: string, match: string) => {
  cleared.push([service, match]);
  await control(`faults/${service}`, { rate5xx: 1, match });
};

afterEach(async () => {
  for (const [service, match] of cleared.splice(0)) await control(`faults/${service}`, { match });
});

const SHEETS_DOWN = "Safety data sheets are not available at the moment.";
const RESULTS_DOWN = "The results could not be loaded.";

describe("a page rendered during an outage", () => {
  it("is not replayed after the data-sheet service is back", { timeout: 60_000 }, async () => {
    // Personal Care's template shows every section; a product late in its list, which no other test renders.
    const product = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("personal-care") && p.AT_Visibility.includes("Public"))
      .at(-3);
    if (!product) throw new Error("no personal-care product");
    const url = `https://catalogue.test${productPath("personal-care", product.ID)}`;

    await breakFor("datasheets", product.ID);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    expect(during.text).toContain(`data-product-id="${product.ID}"`);
    expect(during.text).toContain(SHEETS_DOWN);

    await control("faults/datasheets", { match: product.ID });
    const after = await visit(url);
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(after.text).not.toContain(SHEETS_DOWN);
    expect(after.text).toContain('data-section="safety-data-sheets"');

    // The complete page is the one kept.
    const again = await visit(url);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again.text).not.toContain(SHEETS_DOWN);
  });

  it("is not replayed after the search service is back, for a finder page", { timeout: 60_000 }, async () => {
    // A search text of this test's own: its search calls are the only ones the fault breaks.
    const text = `zzdegraded${Date.now()}`;
    const url = `https://catalogue.test/pim/fragment/visiomer/en/contacts?q=${encodeURIComponent(`sales ${text}`)}`;

    await breakFor("search", text);
    const during = await visit(url);
    expect(during.res.status).toBe(200);
    expect(during.text).toContain('data-tool="contact-finder"');
    expect(during.text).toContain(RESULTS_DOWN);

    await control("faults/search", { match: text });
    const after = await visit(url);
    expect(after.res.headers.get("X-Cache-Status")).toBe("MISS");
    expect(after.text).not.toContain(RESULTS_DOWN);
    expect(after.text).toMatch(/\d+ Contacts?/);

    const again = await visit(url);
    expect(again.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(again.text).not.toContain(RESULTS_DOWN);
  });
});
