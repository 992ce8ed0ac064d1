import { Hono } from "hono";
import { createLocalJWKSet, decodeJwt, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { createAccessApp } from "./app";

async function tokenFrom(app: Hono, body: unknown) {
  return app.request("http://127.0.0.1:8790/access/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("access emulator", () => {
  const app = new Hono().route("/access", createAccessApp());

  it("signs tokens that verify against its JWKS, issued by the team origin it is mounted at", async () => {
    const res = await tokenFrom(app, { aud: "aud-1", email: "a@example.com" });
    const { token } = (await res.json()) as { token: string };
    const jwks = await (await app.request("http://127.0.0.1:8790/access/cdn-cgi/access/certs")).json();
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks as never), {
      audience: "aud-1",
      issuer: "http://127.0.0.1:8790/access",
      algorithms: ["RS256"],
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.email).toBe("a@example.com");
  });

  it("makes expired tokens on request and refuses bad bodies", async () => {
    const res = await tokenFrom(app, { aud: "a", email: "a@example.com", expiresIn: -60 });
    const { token } = (await res.json()) as { token: string };
    expect(decodeJwt(token).exp).toBeLessThan(Date.now() / 1000);
    const bad = await tokenFrom(app, { aud: "", email: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("aud is required");
  });

  it("keeps one key pair per app", async () => {
    const a = await (await app.request("http://x/access/cdn-cgi/access/certs")).json();
    const b = await (await app.request("http://x/access/cdn-cgi/access/certs")).json();
    expect(a).toEqual(b);
  });
});
