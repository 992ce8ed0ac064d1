/**
 * Campaign and click-tracking parameters (`utm_*`, `gclid`, `fbclid` ...)
 * are read by the analytics in the visitor's browser, from the address bar;
 * the page never depends on them. Left in the URL the app sees, every
 * campaign link and every ad click (whose click id is unique) would be its
 * own page-cache entry and an uncached render, and forms and links would
 * carry them on to the next pages. The worker's entry takes them out before
 * anything keys, gates or renders (ADR 0035); the visitor's address bar keeps them.
 */

/** Names taken out: exact, or starting with `utm_` or `hsa_` (HubSpot's ad parameters). */
const TRACKING_NAMES = new Set([
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "gclsrc",
  "fbclid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  // Google Search adds its own to organic results that lead to product pages.
  "srsltid",
  "s_kwcid",
  "ef_id",
  "mkt_tok",
  "_kx",
  "epik",
  "rdt_cid",
  "sccid",
  "irclickid",
]);

/** Prefixes whose every name is a tracking parameter. */
const TRACKING_PREFIXES = ["utm_", "hsa_"];

/** A cheap look at the raw query before any parsing: most requests carry none of these (the names are plain words). */
const MAYBE_TRACKING = new RegExp(`[?&](?:${[...TRACKING_PREFIXES, ...TRACKING_NAMES].join("|")})`, "i");

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix)) || TRACKING_NAMES.has(lower);
}

export interface SeparatedRequest {
  /** The request the app answers: the same one when nothing was taken out. */
  request: Request;
  /** The pairs taken out, as sent (`utm_source=x&gclid=y`); "" when none. */
  tracking: string;
}

/**
 * The request without its tracking parameters. Only the query changes: the
 * path is kept byte for byte (the canonical-path and intranet checks read it
 * as the visitor sent it).
 */
export function separateTracking(sent: Request): SeparatedRequest {
  const url = sent.url;
  const mark = url.indexOf("?");
  if (mark < 0 || !MAYBE_TRACKING.test(url.slice(mark))) return { request: sent, tracking: "" };
  // A request's URL has no fragment: the query runs to its end.
  const pairs = url.slice(mark + 1).split("&");
  const kept: string[] = [];
  const taken: string[] = [];
  for (const pair of pairs) (isTrackingParameter(nameOf(pair)) ? taken : kept).push(pair);
  if (taken.length === 0) return { request: sent, tracking: "" };
  const rest = kept.join("&");
  return { request: new Request(`${url.slice(0, mark)}${rest ? `?${rest}` : ""}`, sent), tracking: taken.join("&") };
}

/** A redirect's target gets the tracking parameters back, so the campaign reaches the page it lands on. */
export function withTracking(response: Response, tracking: string): Response {
  const location = response.headers.get("location");
  if (!tracking || !location || response.status < 300 || response.status > 399) return response;
  const hash = location.indexOf("#");
  const [target, fragment] = hash < 0 ? [location, ""] : [location.slice(0, hash), location.slice(hash)];
  const headers = new Headers(response.headers);
  headers.set("location", `${target}${target.includes("?") ? "&" : "?"}${tracking}${fragment}`);
  return new Response(response.body, { status: response.status, headers });
}

function nameOf(pair: string): string {
  const raw = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}
