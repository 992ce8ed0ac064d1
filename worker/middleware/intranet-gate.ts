import type { Context, MiddlewareHandler } from "hono";
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "../app-env";
import { coalesce } from "../services/cache/coalesce";

/**
 * The Access team's origin. A bare team domain (`acme.cloudflareaccess.com`)
 * means https; a full origin with a path (`http://127.0.0.1:8790/access`) is
 * taken as given, which is how local runs and tests point at the emulator.
 */
export function accessTeamOrigin(teamDomain: string): string {
  const trimmed = teamDomain.trim().replace(/\/+$/, "");
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The team's signing keys, kept per isolate as a value: jose's remote key set
 * would share one pending fetch between requests, and the Workers runtime
 * cancels a request that awaits another request's I/O. Keys are refetched
 * after ten minutes, or sooner (at most every 30 s) when a token names a key
 * the set does not hold, which is how Access key rotation shows.
 */
const KEYS_MAX_AGE_MS = 10 * 60_000;
const KEYS_REFETCH_COOLDOWN_MS = 30_000;
/** By certs URL: one team per configuration, a few kept at most. */
const teamKeys = new LRUCache<string, { keySet: JWTVerifyGetKey; fetchedAt: number }>({ max: 8 });

async function remoteKeySet(certsUrl: string, stale = false): Promise<JWTVerifyGetKey> {
  const cached = teamKeys.get(certsUrl);
  const age = cached ? Date.now() - cached.fetchedAt : Number.POSITIVE_INFINITY;
  if (cached && age < KEYS_MAX_AGE_MS && !(stale && age > KEYS_REFETCH_COOLDOWN_MS)) return cached.keySet;
  const jwks = await coalesce(`access-keys:${certsUrl}`, async () => {
    const res = await fetch(certsUrl, { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`Access certs answered ${res.status}`);
    return (await res.json()) as JSONWebKeySet;
  });
  const keySet = createLocalJWKSet(jwks);
  teamKeys.set(certsUrl, { keySet, fetchedAt: Date.now() });
  return keySet;
}

export interface IntranetGateOptions {
  /** Answers a refused request (the 403 error page in the app). */
  onDenied: (c: Context<AppEnv>) => Response | Promise<Response>;
  /** Key set for a certs URL (`stale` when a token named an unknown key); tests may pass a local one. */
  keySet?: (certsUrl: string, stale?: boolean) => JWTVerifyGetKey | Promise<JWTVerifyGetKey>;
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
    if (config.INTRANET_GATE === "off") {
      c.set("intranetAdmitted", true);
      return next();
    }
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
      const certsUrl = `${origin}/cdn-cgi/access/certs`;
      const verify = async (stale: boolean) =>
        jwtVerify(assertion, await keySet(certsUrl, stale), { algorithms: ["RS256"], audience, issuer: origin });
      await verify(false).catch((error: unknown) => {
        if (error instanceof errors.JWKSNoMatchingKey) return verify(true);
        throw error;
      });
    } catch (error) {
      logger.warn("Intranet access token rejected", { reason: error instanceof Error ? error.name : "unknown" });
      return options.onDenied(c);
    }
    c.set("intranetAdmitted", true);
    return next();
  };
}
