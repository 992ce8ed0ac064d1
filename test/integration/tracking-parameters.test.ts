import { describe, expect, it } from "vitest";
import type { EntryVariant } from "../support/entry-variants";
import { untilHit, visit, visitAs } from "./entry-visit";

/**
 * Campaign links and ad clicks carry parameters the page never reads. Through
 * the worker's entry they neither split the page cache nor reach the page's
 * links and forms; a redirect keeps them for the page it lands on.
 */
const BASE = "https://catalogue.test";

/** The worker as deployed (SELF), or with a variant's bindings. */
async function get(path: string, variant?: EntryVariant) {
  const { res, text } = variant ? await visitAs(variant, `${BASE}${path}`) : await visit(`${BASE}${path}`);
  return { res, body: text };
}

describe("a page asked with tracking parameters", () => {
  it("is one cached page whatever the campaign, and its links and forms do not carry them", async () => {
    const path = "/pim/fragment/trogamid/en/downloads/?q=zzcampaign";
    const first = await get(`${path}&utm_source=newsletter&utm_medium=email`);
    expect(first.res.status).toBe(200);
    expect(first.body).not.toMatch(/utm_|gclid/);
    expect(first.body).toContain('value="zzcampaign"');

    // Once the first visit's render is stored (in the background), another campaign's link reads it at once.
    await untilHit(`${BASE}${path}&utm_source=newsletter&utm_medium=email`);
    const click = await get(`${path}&gclid=Cj0KCQ123&utm_campaign=spring`);
    expect(click.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(click.body).not.toMatch(/utm_|gclid/);
    const plain = await get(path);
    expect(plain.res.headers.get("X-Cache-Status")).toBe("HIT");
  });

  it("on a product page reached from a search result, is the product's one cached page", async () => {
    const path = "/pim/fragment/silica-specialist/en/product/PR_62026874";
    const page = await untilHit(`${BASE}${path}`);
    const result = await get(`${path}?srsltid=AfmBOoq1x&hsa_cam=123`);
    expect(result.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(result.body).toBe(page.text);
  });

  it("keeps them through a redirect to the canonical path", async () => {
    const { res } = await get("/pim/fragment/tr%6Fgamid/en/downloads/?utm_source=newsletter&q=a");
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe("/pim/fragment/trogamid/en/downloads/?q=a&utm_source=newsletter");
  });

  it("changes nothing for the intranet gate", async () => {
    const { res, body } = await get("/pim/fragment/intranet/en/?utm_source=newsletter", "gateOn");
    expect(res.status).not.toBe(200);
    expect(body).not.toContain("page--intranet");
    expect(res.headers.get("X-Cache-Status")).toBeNull();
  });
});
