import { normaliseUrlParam } from "./search/url-params";

/**
 * The one canonical form of a request path. Everything that depends on the
 * path (site, language, audience, route, cache key) reads this value, so an
 * encoded, doubled or mixed-case spelling can never be read one way by the
 * audience check and another way by the router.
 *
 * - Percent-escapes are decoded once. A decoded segment may only hold
 *   URL-unreserved characters (letters, digits, `-._~`): no route, site,
 *   page name or id of the catalogue needs more, and it means the canonical
 *   form needs no escapes at all.
 * - A page name below `/pim/fragment/{site}/{lang}/` is a URL parameter of
 *   the specification (section 5): a segment with other characters has each
 *   run of non-word characters replaced by one hyphen ("rigid pu foam" ->
 *   "rigid-pu-foam").
 * - An encoded slash or backslash, an invalid escape, an escape left after
 *   the one decoding (`%252e` decodes to `%2e`: the path was encoded twice),
 *   any other character (elsewhere, or left after that rule), or a `..`
 *   above the root does not canonicalise: the answer is 404.
 * - Doubled slashes collapse, `.` and `..` segments resolve, a trailing slash
 *   is kept (it is part of the page's address).
 * - Under `/pim/`, the area prefix (`pim`, `fragment` or `api`, the site and
 *   the language) is case-insensitive and lower-cased; ids and page names
 *   below it keep their case.
 */
export type PathVerdict =
  | { kind: "canonical"; path: string }
  | { kind: "redirect"; path: string }
  | { kind: "invalid" };

const UNRESERVED = /^[A-Za-z0-9\-._~]*$/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;
/** An escape still there after the one decoding. */
const ESCAPE = /%[0-9a-f]{2}/i;
/** A page-name segment: word characters and hyphens (what the normalisation rule leaves). */
const PAGE_SEGMENT = /^[\w-]+$/;
/** `/pim/{fragment|api}/{site}/{lang}`: the segments lower-cased in the canonical form. */
const CASE_INSENSITIVE_SEGMENTS = 4;

/** Index of the first page-name segment in `/pim/fragment/{site}/{lang}/...`. */
const FIRST_PAGE_SEGMENT = 4;

function decodeSegment(raw: string): string | null {
  if (ENCODED_SEPARATOR.test(raw)) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A decoded page-name segment as the specification normalises it, trimmed of hyphens at either end. */
const normalisePageSegment = (segment: string) => normaliseUrlParam(segment).replace(/^-+|-+$/g, "");

/** Judges a request's path (as sent, still encoded) against its canonical form. */
export function canonicalisePath(rawPath: string): PathVerdict {
  if (!rawPath.startsWith("/")) return { kind: "invalid" };
  const rawSegments = rawPath.split("/").slice(1);
  const trailingSlash = rawPath.length > 1 && rawPath.endsWith("/");
  const segments: string[] = [];
  for (const raw of rawSegments) {
    const segment = decodeSegment(raw);
    if (segment === null) return { kind: "invalid" };
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return { kind: "invalid" };
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const fragment = segments[0]?.toLowerCase() === "pim" && segments[1]?.toLowerCase() === "fragment";
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    const pageSegment = fragment && i >= FIRST_PAGE_SEGMENT;
    const allowed = pageSegment ? PAGE_SEGMENT : UNRESERVED;
    if (allowed.test(segment)) continue;
    // Normalising would read the escape's hex digits as words of another page name (`%2e` -> `2e`, a 308
    // to a page that does not exist), and decoding it again would decode twice, which the one decoding
    // exists to rule out (a path that climbs or names the intranet only after a second decoding). Sending
    // only real pages on would need the router's and the content's knowledge here, before the gate. So
    // the answer is the 404 of the path as asked, as private as an intranet path when it may name one.
    if (pageSegment && ESCAPE.test(segment)) return { kind: "invalid" };
    const normal = pageSegment ? normalisePageSegment(segment) : segment;
    if (!allowed.test(normal)) return { kind: "invalid" };
    segments[i] = normal;
  }
  if (segments[0]?.toLowerCase() === "pim") {
    for (let i = 0; i < Math.min(CASE_INSENSITIVE_SEGMENTS, segments.length); i++) {
      segments[i] = (segments[i] as string).toLowerCase();
    }
  }
  const path = segments.length === 0 ? "/" : `/${segments.join("/")}${trailingSlash ? "/" : ""}`;
  return path === rawPath ? { kind: "canonical", path } : { kind: "redirect", path };
}

/**
 * Whether a path could name the intranet in any spelling: the word itself
 * in any case, or behind percent-escapes. For refusals that must hold even
 * for paths that never canonicalised (a shared cache must never keep them).
 */
export function mayNameIntranet(rawPath: string): boolean {
  let path = rawPath;
  // A few rounds undo double encoding (`%2569`); an escape never shortens a path by more.
  for (let round = 0; round < 4; round++) {
    if (/intranet/i.test(path)) return true;
    const next = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === path) return false;
    path = next;
  }
  return /intranet/i.test(path);
}
