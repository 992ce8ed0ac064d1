import { SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { EntryVariant } from "../support/entry-variants";
import { editorQuery } from "./editor-support";
import { untilHit, visit, visitAs } from "./entry-visit";
import { emulatorProducts, productPath, scopedFaults } from "./product-support";

/** Faults scoped to one product and lifted after each test, so files running beside this one never see them. */
const fault = scopedFaults();

const BASE = "http://catalogue.test";

/** The worker as deployed with a variant's bindings (SELF runs with the project's only). */
async function fetchAs(path: string, variant: EntryVariant, headers: HeadersInit = {}) {
  const { res, text } = await visitAs(variant, `${BASE}${path}`, { headers });
  return { res, body: text };
}

describe("intranet gate against the Access emulator", () => {
  // The Access team of the `gateOn` variant.
  const team = () => `${inject("emulatorBase")}/access`;

  async function accessToken(aud: string) {
    const res = await fetch(`${team()}/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ aud, email: "colleague@example.com" }),
    });
    return ((await res.json()) as { token: string }).token;
  }

  it("answers 403 without a token, with a token for another audience, and when unconfigured", async () => {
    const denied = await fetchAs("/pim/fragment/intranet/en/", "gateOn");
    expect(denied.res.status).toBe(403);
    expect(denied.body).toContain("Access denied");
    const wrongAud = await fetchAs("/pim/fragment/intranet/en/", "gateOn", {
      "Cf-Access-Jwt-Assertion": await accessToken("other-aud"),
    });
    expect(wrongAud.res.status).toBe(403);
    const unconfigured = await fetchAs("/pim/fragment/intranet/en/", "gateUnconfigured");
    expect(unconfigured.res.status).toBe(403);
  });

  it("answers 200 with a valid token, private and noindex", async () => {
    const { res, body } = await fetchAs("/pim/fragment/intranet/en/", "gateOn", {
      "Cf-Access-Jwt-Assertion": await accessToken("catalogue-aud"),
    });
    expect(res.status).toBe(200);
    expect(body).toContain("page--intranet");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("lets concurrent first requests all through while the team's keys are still being fetched", async () => {
    // The `gateColdTeam` variant's team: an address no request has fetched keys for yet (same emulator, other host name).
    const coldTeam = team().replace("127.0.0.1", "localhost");
    const tokenRes = await fetch(`${coldTeam}/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ aud: "catalogue-aud", email: "colleague@example.com" }),
    });
    const { token } = (await tokenRes.json()) as { token: string };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetchAs("/pim/fragment/intranet/en/", "gateColdTeam", { "Cf-Access-Jwt-Assertion": token }),
      ),
    );
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("leaves public pages open with the gate on", async () => {
    expect((await fetchAs("/pim/fragment/vestamid/en/", "gateOn")).res.status).toBe(200);
  });
});

describe("editor check", () => {
  const path = "/pim/fragment/pu-additives/en/";

  it("serves draft only with a valid editor token, and never stores it", async () => {
    const published = await (await SELF.fetch(`${BASE}${path}`)).text();
    const forged = await SELF.fetch(`${BASE}${path}?${await editorQuery("guessed-token")}&version=draft`);
    const forgedBody = await forged.text();
    // Published, not the editor's answer (no bridge), and private: the rejected link is one visitor's.
    expect(forged.headers.get("Content-Security-Policy")).not.toContain("https://app.storyblok.com");
    expect(forged.headers.get("Cache-Control")).toBe("private, no-store");
    expect(forgedBody).toContain("You are not in Draft Mode or the Visual Editor");
    const draft = await SELF.fetch(`${BASE}${path}?${await editorQuery("demo-preview")}`);
    const draftBody = await draft.text();
    expect(draft.status).toBe(200);
    expect(draft.headers.get("Cache-Control")).toBe("private, no-store");
    expect(draft.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(draft.headers.get("Content-Security-Policy")).toContain("https://app.storyblok.com");
    expect(draftBody).not.toBe(published);
    expect(draftBody).toContain("data-blok-c");
    const stale = await SELF.fetch(`${BASE}${path}?${await editorQuery("demo-preview", { ageSeconds: 3700 })}`);
    expect(stale.headers.get("Content-Security-Policy")).not.toContain("https://app.storyblok.com");
    expect(stale.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("configuration", () => {
  it("answers the 503 page and names nothing when a required binding is missing", async () => {
    const { res, body } = await fetchAs("/pim/fragment/vestamid/en/", "misconfigured");
    expect(res.status).toBe(503);
    expect(body).toContain("temporarily unavailable");
    expect(body).not.toContain("STORYBLOK_TOKEN");
    expect(body).not.toContain("demo-");
  });
});

describe("headers and context", () => {
  it("sends the security headers on public pages and error pages", async () => {
    // Rendered, then stored: the same page once streamed and once from the page cache (asked until its background store is in).
    const page = `${BASE}/pim/fragment/vestamid/en/?headers=${Date.now()}`;
    const streamed = (await visit(page)).res;
    expect(streamed.headers.get("X-Cache-Status")).toBe("MISS");
    const stored = (await untilHit(page)).res;
    expect(stored.headers.get("X-Cache-Status")).toBe("HIT");
    const notFound = (await visit(`${BASE}/pim/fragment/vestamid/en/product/PR_1`)).res;
    expect(notFound.status).toBe(404);
    // A streamed render carries React's scripts under a nonce; a stored complete page has none to allow.
    expect(streamed.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(stored.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'(;|$)/);
    for (const res of [streamed, stored, notFound]) {
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get("X-Frame-Options")).toBeNull();
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBeTruthy();
      expect(res.headers.get("X-Robots-Tag")).toBeNull();
      expect(res.headers.get("Server-Timing")).toBeTruthy();
      expect(res.headers.get("X-Request-Id")).toBeTruthy();
    }
  });

  it("puts React's streaming scripts under the response's nonce", async () => {
    // A product page streams its sections after the shell when they are slow (data sheets no other test
    // has cached, from a slowed service); a query of its own makes it a render, not a stored page.
    const product = (await emulatorProducts())
      .filter((p) => p.AT_Websites.includes("vestamid") && p.AT_Visibility.includes("Public"))
      .at(-7);
    if (!product) throw new Error("no public vestamid product");
    await fault("datasheets", product.ID, { latencyMs: 300 });
    const res = await SELF.fetch(`${BASE}${productPath("vestamid", product.ID)}?nonce=${Date.now()}`);
    const html = await res.text();
    expect(res.headers.get("X-Cache-Status")).toBe("MISS");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...html.matchAll(/<script(?![^>]*type="application\/(ld\+)?json")(?![^>]*\ssrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) expect(match[2]).toContain(`nonce="${nonce}"`);
  });

  it("uses the intranet layout for the internal audience and the fragment layout otherwise", async () => {
    const internal = await (await SELF.fetch(`${BASE}/pim/fragment/intranet/de/`)).text();
    expect(internal).toContain("page--intranet");
    expect(internal).toContain('<html lang="de">');
    const fragment = await (await SELF.fetch(`${BASE}/pim/fragment/visiomer/en/`)).text();
    expect(fragment).toContain("page--fragment");
    expect(fragment).toContain('<html lang="en">');
  });
});
