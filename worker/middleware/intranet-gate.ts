import type { Context, MiddlewareHandler } from "hono";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { AppEnv } from "../app-env";

/**
 * The Access team's origin. A bare team domain (`acme.cloudflareaccess.com`)
 * means https; a full origin with a path (`http://127.0.0.1:8790/access`) is
 * taken as given, which is how local runs and tests point at the emulator.
 */
export function accessTeamOrigin(teamDomain: string): string {
  const trimmed = teamDomain.trim().replace(/\/+$/, "");
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// One key set per team per isolate: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, JWTVerifyGetKey>();
function remoteKeySet(certsUrl: string): JWTVerifyGetKey {
  let keySet = keySets.get(certsUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(certsUrl));
    keySets.set(certsUrl, keySet);
  }
  return keySet;
}

export interface IntranetGateOptions {
  /** Answers a refused request (the 403 error page in the app). */
  onDenied: (c: Context<AppEnv>) => Response | Promise<Response>;
  /** Key set for a certs URL; tests may pass a local one. */
  keySet?: (certsUrl: string) => JWTVerifyGetKey;
}

/**
 * Lets internal-audience requests through only with a valid Cloudflare Access
 * JWT (`Cf-Access-Jwt-Assertion`, RS256, signed by a key of the team's JWKS,
 * issued by the team and for `INTRANET_ACCESS_AUD`). Closed when the team or
 * audience is unset; open only with `INTRANET_GATE=off`. Public requests pass.
 */
export function intranetGate(options: IntranetGateOptions): MiddlewareHandler<AppEnv> {
  const keySet = options.keySet ?? remoteKeySet;
  return async function intranetGateMiddleware(c, next) {
    if (c.get("ctx").audience !== "internal") return next();
    const config = c.get("config");
    if (config.INTRANET_GATE === "off") return next();
    const logger = c.get("logger");
    const team = config.INTRANET_ACCESS_TEAM_DOMAIN;
    const audience = config.INTRANET_ACCESS_AUD;
    if (!team || !audience) {
      logger.warn("Intranet gate closed: INTRANET_ACCESS_TEAM_DOMAIN or INTRANET_ACCESS_AUD unset");
      return options.onDenied(c);
    }
    const assertion = c.req.header("Cf-Access-Jwt-Assertion");
    if (!assertion) return options.onDenied(c);
    const origin = accessTeamOrigin(team);
    try {
      await jwtVerify(assertion, keySet(`${origin}/cdn-cgi/access/certs`), {
        algorithms: ["RS256"],
        audience,
        issuer: origin,
      });
    } catch (error) {
      logger.warn("Intranet access token rejected", { reason: error instanceof Error ? error.name : "unknown" });
      return options.onDenied(c);
    }
    return next();
  };
}
