import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { signWebhookBody } from "../../worker/routes/webhooks";

// The worker tsconfig does not see the global setup that declares what it provides.
const emulatorBase = () => (inject as (key: string) => string)("emulatorBase");

/**
 * A page the worker answered from page memory is answered again, for the same
 * URL, by the worker's entry without running the app (ADR 0031): the same
 * bytes and headers, per-answer ones made anew. Driven through the worker's
 * own entry, as a visitor reaches it.
 */
const PAGE = "/pim/fragment/visiomer/en/markets/surfactants-and-thickeners";
const PER_ANSWER = new Set(["age", "x-request-id", "server-timing"]);

const get = async (url: string, init?: RequestInit) => {
  const res = await SELF.fetch(url, { redirect: "manual", ...init });
  return { res, text: await res.text() };
};
const replayed = (res: Response) => res.headers.get("Server-Timing") === 'page-cache;desc="HIT replayed"';
const lasting = (res: Response) => [...res.headers].filter(([name]) => !PER_ANSWER.has(name)).sort();

/** Asks until the page cache answers the page (the first render is stored in the background). */
async function untilHit(url: string) {
  for (let i = 0; i < 50; i++) {
    const answer = await get(url);
    if (answer.res.headers.get("X-Cache-Status") === "HIT") return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never became a hit`);
}

describe("a repeated page-cache hit", () => {
  it("is answered again with the same bytes and headers, until the cv moves", async () => {
    const url = `https://catalogue.test${PAGE}?replay=${Date.now()}`;
    const first = await get(url);
    expect(first.res.headers.get("X-Cache-Status")).toBe("MISS");

    const chainHit = await untilHit(url);
    expect(replayed(chainHit.res)).toBe(false);

    const again = await get(url);
    expect(again.res.status).toBe(200);
    expect(replayed(again.res)).toBe(true);
    expect(again.text).toBe(chainHit.text);
    expect(lasting(again.res)).toEqual(lasting(chainHit.res));
    expect(again.res.headers.get("X-Request-Id")).toMatch(/^[\w-]+$/);
    expect(again.res.headers.get("X-Request-Id")).not.toBe(chainHit.res.headers.get("X-Request-Id"));
    expect(again.res.headers.get("Content-Security-Policy")).not.toContain("nonce-");

    // Another spelling of the same page is the app's: it redirects to the canonical one.
    const upper = await get(url.replace("/visiomer/", "/VISIOMER/"));
    expect(upper.res.status).toBe(308);
    // So are a HEAD and a debug request of it.
    const head = await SELF.fetch(url, { method: "HEAD" });
    expect(replayed(head)).toBe(false);
    const debug = await get(`${url}&debug=true`);
    expect(debug.res.headers.get("X-Cache-Status")).toBe("BYPASS");

    // A publish moves the cv: the next request is the app's, rendered anew.
    await fetch(`${emulatorBase()}/__control/storyblok/cv`, { method: "POST" });
    const body = JSON.stringify({ action: "published", story_id: 1, space_id: 100000, full_slug: "visiomer" });
    const hook = await SELF.fetch("https://catalogue.test/pim/webhooks/storyblok", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-signature": await signWebhookBody("demo-webhook-secret", body),
      },
      body,
    });
    expect(hook.status).toBe(200);
    await hook.arrayBuffer();
    const afterPublish = await get(url);
    expect(replayed(afterPublish.res)).toBe(false);
    expect(afterPublish.res.headers.get("X-Cache-Status")).toBe("MISS");
  });
});
