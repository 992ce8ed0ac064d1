import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";

/**
 * Campaign links and ad clicks carry parameters the page never reads. Through
 * the worker's entry they neither split the page cache nor reach the page's
 * links and forms; a redirect keeps them for the page it lands on.
 */
async function get(path: string, bindings: Env = env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://catalogue.test${path}`), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

describe("a page asked with tracking parameters", () => {
  it("is one cached page whatever the campaign, and its links and forms do not carry them", async () => {
    const path = "/pim/fragment/trogamid/en/downloads/?q=zzcampaign";
    const first = await get(`${path}&utm_source=newsletter&utm_medium=email`);
    expect(first.res.status).toBe(200);
    expect(first.body).not.toMatch(/utm_|gclid/);
    expect(first.body).toContain('value="zzcampaign"');

    const click = await get(`${path}&gclid=Cj0KCQ123&utm_campaign=spring`);
    expect(click.res.headers.get("X-Cache-Status")).toBe("HIT");
    expect(click.body).not.toMatch(/utm_|gclid/);
    const plain = await get(path);
    expect(plain.res.headers.get("X-Cache-Status")).toBe("HIT");
  });

  it("keeps them through a redirect to the canonical path", async () => {
    const { res } = await get("/pim/fragment/tr%6Fgamid/en/downloads/?utm_source=newsletter&q=a");
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe("/pim/fragment/trogamid/en/downloads/?q=a&utm_source=newsletter");
  });

  it("changes nothing for the intranet gate", async () => {
    const gateOn = { ...(env as unknown as Record<string, unknown>), INTRANET_GATE: "on" } as unknown as Env;
    const { res, body } = await get("/pim/fragment/intranet/en/?utm_source=newsletter", gateOn);
    expect(res.status).not.toBe(200);
    expect(body).not.toContain("page--intranet");
    expect(res.headers.get("X-Cache-Status")).toBeNull();
  });
});
