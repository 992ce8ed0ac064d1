import { Hono } from "hono";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import * as v from "valibot";

/** A fake Cloudflare Access team: the key pair lives as long as the process. */
interface TeamKeys {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

const TokenRequest = v.object({
  aud: v.pipe(v.string("aud is required"), v.minLength(1, "aud is required"), v.maxLength(200)),
  email: v.pipe(v.string("email is required"), v.email("email must be an email address")),
  /** jose time span ("5m", "1h") or seconds. */
  expiresIn: v.optional(
    v.union([
      v.pipe(v.number(), v.integer(), v.minValue(-86_400), v.maxValue(86_400)),
      v.pipe(v.string(), v.regex(/^-?\d+\s?(s|m|h|d)$/, "expiresIn must look like 10m or 1h")),
    ]),
  ),
  /** Issuer override; by default the team origin this app is served at. */
  iss: v.optional(v.pipe(v.string(), v.url())),
});

async function createKeys(): Promise<TeamKeys> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = crypto.randomUUID();
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/**
 * The Access team emulator, for tests and local demos only:
 * `GET /cdn-cgi/access/certs` serves the team's JWKS (a key pair generated at
 * start), `POST /token` with `{ aud, email, expiresIn? }` answers a signed
 * RS256 JWT as Access would put in `Cf-Access-Jwt-Assertion`. The issuer is
 * the origin and mount path the app is reached at, so pointing
 * `INTRANET_ACCESS_TEAM_DOMAIN` at e.g. `http://127.0.0.1:8790/access` works.
 */
export function createAccessApp(): Hono {
  let keys: Promise<TeamKeys> | undefined;
  const teamKeys = () => {
    keys ??= createKeys();
    return keys;
  };
  const teamOrigin = (url: string, suffix: string) => {
    const u = new URL(url);
    return `${u.origin}${u.pathname.slice(0, u.pathname.length - suffix.length)}`;
  };

  const app = new Hono();
  app.get("/cdn-cgi/access/certs", async (c) => {
    const { jwk } = await teamKeys();
    return c.json({ keys: [jwk], public_cert: { kid: jwk.kid }, public_certs: [{ kid: jwk.kid }] });
  });
  app.post("/token", async (c) => {
    const body = await c.req.json().catch(() => null);
    const parsed = v.safeParse(TokenRequest, body);
    if (!parsed.success) return c.json({ error: parsed.issues.map((i) => i.message).join("; ") }, 400);
    const { aud, email, expiresIn, iss } = parsed.output;
    const { privateKey, kid } = await teamKeys();
    const now = Math.floor(Date.now() / 1000);
    const exp = typeof expiresIn === "number" ? now + expiresIn : (expiresIn ?? "1h");
    const token = await new SignJWT({ email, type: "app", identity_nonce: crypto.randomUUID(), country: "DE" })
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(iss ?? teamOrigin(c.req.url, "/token"))
      .setAudience([aud])
      .setSubject(crypto.randomUUID())
      .setIssuedAt(now)
      .setNotBefore(now - 5)
      .setExpirationTime(exp)
      .sign(privateKey);
    return c.json({ token });
  });
  return app;
}
