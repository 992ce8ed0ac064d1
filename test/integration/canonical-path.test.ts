import { describe, expect, inject, it } from "vitest";
import { untilHit, visit, visitAs } from "./entry-visit";

/**
 * Every spelling of a path that reaches the intranet, with the gate on and no
 * token: never a 200, never the intranet layout on an answer, never stored.
 * A spelling that canonicalises cleanly is redirected to the canonical path
 * (where the gate answers); one that does not is the 404 page.
 */
const BASE = "http://catalogue.test";
const team = () => `${inject("emulatorBase")}/access`;

/**
 * The worker as deployed with the intranet gate on (the `gateOn` variant, whose Access team is
 * `team()`), or with the gate off as the project's worker tests run (SELF).
 */
async function get(path: string, gate: "on" | "off" = "on", headers: HeadersInit = {}) {
  const url = `${BASE}${path}`;
  const { res, text } = gate === "on" ? await visitAs("gateOn", url, { headers }) : await visit(url, { headers });
  return { res, body: text };
}

/** Each letter of `word` percent-encoded in turn (lower and upper hex), the whole word encoded, and case variants. */
function spellings(word: string): string[] {
  const hex = (ch: string) => ch.charCodeAt(0).toString(16);
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    const ch = word[i] as string;
    out.add(`${word.slice(0, i)}%${hex(ch)}${word.slice(i + 1)}`);
    out.add(`${word.slice(0, i)}%${hex(ch).toUpperCase()}${word.slice(i + 1)}`);
  }
  out.add([...word].map((ch) => `%${hex(ch)}`).join(""));
  out.add([...word].map((ch) => `%${hex(ch).toUpperCase()}`).join(""));
  out.add(word.toUpperCase());
  out.add(word[0]?.toUpperCase() + word.slice(1));
  out.add(`${word.slice(0, 5).toUpperCase()}${word.slice(5)}`);
  out.add(`%${hex(word[0]?.toUpperCase() as string)}${word.slice(1)}`);
  return [...out];
}

const intranetSpellings = spellings("intranet");

/** Paths that reach the intranet area some other way than its canonical spelling. */
const intranetPaths = [
  ...intranetSpellings.map((s) => `/pim/fragment/${s}/en/`),
  ...intranetSpellings.map((s) => `/pim/fragment/${s}/de/`),
  ...intranetSpellings.slice(0, 6).map((s) => `/pim/api/${s}/en/products`),
  "/pim/fragment/%2569ntranet/en/",
  "/pim/fragment//intranet/en/",
  "//pim/fragment/intranet/en/",
  "/pim//fragment/intranet//en/",
  "/pim/fragment/intranet%2Fen/",
  "/pim/fragment%2Fintranet/en/",
  "/pim/fragment%2fintranet%2fen%2f",
  "/pim/fragment/intranet%5Cen/",
  "/pim/fragment/pu-additives/../intranet/en/",
  "/pim/fragment/pu-additives/%2e%2e/intranet/en/",
  "/pim/fragment/pu-additives/%2E%2E/intranet/en/",
  "/pim/fragment/pu-additives/.%2e/intranet/en/",
  "/pim/fragment/pu-additives/%252e%252e/intranet/en/",
  "/pim/fragment/pu-additives/en/%252e%252e/%252e%252e/intranet/en/",
  "/pim/fragment/intranet/en/%252e",
  "/pim/fragment/./intranet/en/",
  "/pim/fragment/%2e/intranet/en/",
  "/pim/FRAGMENT/intranet/en/",
  "/PIM/fragment/intranet/en/",
  "/pim/fragment/intranet/EN/",
  "/pim/fragment/intranet/en/product/PR_00000001",
  "/pim/fragment/%69ntranet/en/product/PR_00000001",
  "/pim/fragment/in%00tranet/en/",
  "/pim/fragment/intranet/en/%zz",
  "/pim/fragment/%69ntranet/en/?debug=true",
  "/pim/api/intranet%2Fen/products",
  "/pim/api/%2e%2e/intranet/en/products",
];

describe("one canonical path decides the audience, the route and the cache", () => {
  it("never answers an intranet spelling with 200 without a token, never with the intranet layout, never stored", async () => {
    const failures: string[] = [];
    for (const path of intranetPaths) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const { res, body } = await get(path);
        const where = `${path} (request ${attempt + 1})`;
        if (res.status === 200) failures.push(`${where}: 200 without a token`);
        if (body.includes("page--intranet")) failures.push(`${where}: intranet layout`);
        if (res.headers.get("X-Cache-Status") === "HIT" || res.headers.get("X-Cache-Status") === "STALE") {
          failures.push(`${where}: served from the page cache`);
        }
        if (![308, 403, 404].includes(res.status)) failures.push(`${where}: status ${res.status}`);
        if (res.status === 308) {
          const location = res.headers.get("Location") ?? "";
          if (!location.startsWith("/") || location.startsWith("//"))
            failures.push(`${where}: redirects to ${location}`);
          const followed = await get(location);
          if (followed.res.status !== 403 && followed.res.status !== 404) {
            failures.push(`${where}: its canonical path ${location} answered ${followed.res.status}`);
          }
        }
        if (res.status === 403 && res.headers.get("Cache-Control") !== "private, no-store") {
          failures.push(`${where}: 403 without private no-store`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("redirects a clean spelling to the canonical path, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/pim/fragment/%69ntranet/en/", "/pim/fragment/intranet/en/"],
      ["/pim/fragment/INTRANET/en/?q=x", "/pim/fragment/intranet/en/?q=x"],
      ["/pim/fragment//pu-additives/en/products", "/pim/fragment/pu-additives/en/products"],
      ["/pim/fragment/%70u-additives/en/products?q=a&b=c", "/pim/fragment/pu-additives/en/products?q=a&b=c"],
      ["/pim/fragment/PU-Additives/EN/products", "/pim/fragment/pu-additives/en/products"],
      ["/pim/fragment/vestamid//en//contact", "/pim/fragment/vestamid/en/contact"],
      ["/pim/fragment/pu-additives/en/product/PR_%300000001", "/pim/fragment/pu-additives/en/product/PR_00000001"],
      ["/pim/api/%69ntranet/en/products", "/pim/api/intranet/en/products"],
    ];
    for (const [path, canonical] of cases) {
      const { res } = await get(path);
      expect(res.status, path).toBe(308);
      expect(res.headers.get("Location"), path).toBe(canonical);
    }
  });

  it("answers the specification's 404 for a path that does not canonicalise, without reflecting markup", async () => {
    for (const path of [
      "/pim/fragment/pu-additives%2Fen/products",
      "/pim/fragment/pu-additives/en/%zz",
      "/pim/fragment/pu-additives/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "/pim/fragment/pu-additives/en/%C3%BCber",
      "/pim/fragment/../../etc/passwd",
    ]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(body, path).toContain("Page Not Found:");
      expect(body, path).not.toMatch(/<script>alert/i);
      expect(res.headers.get("X-Cache-Status"), path).not.toBe("HIT");
    }
    const api = await get("/pim/api/intranet%2Fen/products");
    expect(api.res.status).toBe(404);
    expect(await JSON.parse(api.body)).toEqual({ error: { message: "Not found" } });
  });

  it("answers a page name encoded twice with the 404 of that very path, never a redirect to another name", async () => {
    for (const path of [
      "/pim/fragment/pu-additives/en/%252e",
      "/pim/fragment/pu-additives/de/%252E%252E",
      "/pim/fragment/pu-additives/en/products/%252e%252e",
      "/pim/fragment/pu-additives/en/%2570roducts",
    ]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Location"), path).toBeNull();
      expect(body, path).toContain(`Page Not Found: ${path}`);
    }
    // Encoded once, a page name still reaches its page.
    const once = await get("/pim/fragment/pu-additives/en/%70roducts");
    expect(once.res.status).toBe(308);
    expect(once.res.headers.get("Location")).toBe("/pim/fragment/pu-additives/en/products");
  });

  it("serves the canonical public page and caches it under the canonical path only", async () => {
    const first = await get("/pim/fragment/vestodur/en/contact");
    expect(first.res.status).toBe(200);
    // Stored in the background, after the first answer.
    const again = await untilHit(`${BASE}/pim/fragment/vestodur/en/contact`, "gateOn");
    expect(again.res.status).toBe(200);
    // Another spelling never reads that entry: it is redirected first.
    const other = await get("/pim/fragment/vest%6Fdur/en/contact");
    expect(other.res.status).toBe(308);
    expect(other.res.headers.get("X-Cache-Status")).toBeNull();
  });

  it("with the gate off, every spelling ends on the intranet page as a private, unindexed answer", async () => {
    for (const path of ["/pim/fragment/%69ntranet/en/", "/pim/fragment/Intranet/en/"]) {
      const redirect = await get(path, "off");
      expect(redirect.res.status).toBe(308);
      const { res, body } = await get(redirect.res.headers.get("Location") ?? "", "off");
      expect(res.status).toBe(200);
      expect(body).toContain("page--intranet");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    }
  });

  it("lets a valid Access token through on the canonical path only", async () => {
    const tokenRes = await fetch(`${team()}/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ aud: "catalogue-aud", email: "colleague@example.com" }),
    });
    const { token } = (await tokenRes.json()) as { token: string };
    const headers = { "Cf-Access-Jwt-Assertion": token };
    const encoded = await get("/pim/fragment/%69ntranet/en/", "on", headers);
    expect(encoded.res.status).toBe(308);
    const { res, body } = await get("/pim/fragment/intranet/en/", "on", headers);
    expect(res.status).toBe(200);
    expect(body).toContain("page--intranet");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
