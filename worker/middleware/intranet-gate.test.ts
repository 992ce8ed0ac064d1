import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { accessTeamOrigin, intranetGate } from "./intranet-gate";
import { appWith, testBindings } from "./testing";

const TEAM = "https://team.example.cloudflareaccess.com";
const AUD = "aud-tag-123";
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let otherKeys: Awaited<ReturnType<typeof generateKeyPair>>;
let certsAsked: string[] = [];

beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  otherKeys = await generateKeyPair("RS256");
});

async function token(options: { aud?: string; iss?: string; key?: CryptoKey; exp?: string } = {}) {
  return new SignJWT({ email: "someone@example.com" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(options.iss ?? TEAM)
    .setAudience(options.aud ?? AUD)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "5m")
    .sign(options.key ?? keys.privateKey);
}

async function request(path: string, headers: Record<string, string>, overrides: Record<string, string> = {}) {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "RS256" };
  const gate = intranetGate({
    onDenied: (c) => c.text("denied", 403),
    keySet: (url) => {
      certsAsked.push(url);
      return createLocalJWKSet({ keys: [jwk] });
    },
  });
  const bindings = testBindings({
    INTRANET_GATE: "on",
    INTRANET_ACCESS_TEAM_DOMAIN: "team.example.cloudflareaccess.com",
    INTRANET_ACCESS_AUD: AUD,
    ...overrides,
  });
  const { app, env } = appWith(bindings, gate);
  return app.request(path, { headers }, env);
}

describe("intranetGate", () => {
  it("lets public paths through without a token", async () => {
    expect((await request("/pim/fragment/vestamid/en/", {})).status).toBe(200);
  });

  it("refuses intranet paths without a token or with a bad one", async () => {
    expect((await request("/pim/fragment/intranet/en/", {})).status).toBe(403);
    const bad = [
      "not-a-jwt",
      await token({ aud: "other" }),
      await token({ iss: "https://evil.example" }),
      await token({ key: otherKeys.privateKey }),
      await token({ exp: "-1m" }),
    ];
    for (const jwt of bad) {
      expect((await request("/pim/fragment/intranet/en/", { "Cf-Access-Jwt-Assertion": jwt })).status).toBe(403);
    }
  });

  it("admits a valid Access token, checking keys at the team's certs URL", async () => {
    certsAsked = [];
    const res = await request("/pim/fragment/intranet/en/", { "Cf-Access-Jwt-Assertion": await token() });
    expect(res.status).toBe(200);
    expect(certsAsked).toContain(`${TEAM}/cdn-cgi/access/certs`);
  });

  it("stays closed when the team or audience is unset, open only with INTRANET_GATE=off", async () => {
    const jwt = await token();
    const unset = await request(
      "/pim/fragment/intranet/en/",
      { "Cf-Access-Jwt-Assertion": jwt },
      { INTRANET_ACCESS_AUD: "" },
    );
    expect(unset.status).toBe(403);
    const off = await request("/pim/fragment/intranet/en/", {}, { INTRANET_GATE: "off" });
    expect(off.status).toBe(200);
  });

  it("takes a bare team domain as https and a full origin as given", () => {
    expect(accessTeamOrigin("acme.cloudflareaccess.com")).toBe("https://acme.cloudflareaccess.com");
    expect(accessTeamOrigin("http://127.0.0.1:8790/access/")).toBe("http://127.0.0.1:8790/access");
  });
});
