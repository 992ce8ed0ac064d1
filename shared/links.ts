/**
 * Links from the CMS (multilink fields and rich text link marks) turned into
 * safe hrefs. Pure, so the worker's renderer and the tests agree on it.
 */

export type LinkType = "url" | "story" | "email" | "asset";

/** A Storyblok multilink field or the attrs of a rich text link mark. */
export interface CmsLink {
  linktype?: string;
  fieldtype?: string;
  url?: string;
  cached_url?: string;
  href?: string;
  email?: string;
  anchor?: string | null;
  target?: string | null;
  id?: string;
  uuid?: string | null;
  /** Filled in by the client when links are resolved. */
  story?: { full_slug?: string; url?: string; name?: string } | null;
  /** Custom attributes an editor set on the link. */
  custom?: Record<string, unknown> | null;
  [field: string]: unknown;
}

export interface ResolvedLink {
  type: LinkType;
  href: string;
  /** Safe extra attributes: target, rel, and allowed custom attributes. */
  attrs: Record<string, string>;
}

export type LinkResult = { ok: true; link: ResolvedLink } | { ok: false; error: string };

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
// Attributes an editor may add; anything else (event handlers, style, href) is dropped, and so are the
// islands' own `data-island*` attributes, which say what code the page imports (ADR 0057).
const CUSTOM_ATTRIBUTE = /^(title|rel|hreflang|download|aria-[a-z]+(-[a-z]+)*|data-(?!island)[a-z0-9]+(-[a-z0-9]+)*)$/;
const EMAIL = /^[^\s@<>"'`:/\\]+@[^\s@<>"'`/\\]+$/;

/**
 * Returns the href when it is http(s), mailto, tel, a relative path or an
 * anchor; null for anything else (`javascript:`, `data:`, `vbscript:`,
 * control characters that browsers strip before reading the scheme).
 */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const href = raw.trim();
  if (href === "") return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return SAFE_SCHEMES.has(`${scheme[1]?.toLowerCase()}:`) ? href : null;
  // No scheme: a relative path, a query, an anchor or a protocol-relative URL.
  return href;
}

/**
 * Storyblok folders of the translated languages: a story read with
 * `language=de` comes back as `de/{site}/{page}`. The folder says how the
 * story was read, not where its page is, so links drop it.
 */
const TRANSLATION_FOLDERS: ReadonlySet<string> = new Set(["de"]);

/**
 * Path of a story's page in the page language `lang`: `{site}/{page}` (or a
 * translation's `de/{site}/{page}`) becomes `/pim/fragment/{site}/{lang}/{page}`;
 * a trailing `home` segment is dropped.
 */
export function storyPath(fullSlug: string, lang: string, anchor?: string | null): string | null {
  const segments = (fullSlug.split(/[?#]/)[0] ?? "").split("/").filter((s) => s !== "");
  if (segments.length > 1 && TRANSLATION_FOLDERS.has(decodeSafe(segments[0] ?? "").toLowerCase())) segments.shift();
  if (segments.length === 0) return null;
  if (segments.length > 1 && segments[segments.length - 1] === "home") segments.pop();
  const [site, ...page] = segments.map((s) => encodeURIComponent(decodeSafe(s)));
  const path = `/pim/fragment/${site}/${lang}/${page.join("/")}`;
  return anchor ? `${path}#${encodeURIComponent(anchor.replace(/^#/, ""))}` : path;
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function linkAttrs(link: CmsLink): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(link.custom ?? {})) {
    if (CUSTOM_ATTRIBUTE.test(key) && (typeof value === "string" || typeof value === "number")) {
      attrs[key] = String(value);
    }
  }
  if (link.target === "_blank") {
    attrs.target = "_blank";
    // A new tab must not get a handle on this page.
    const rel = new Set((attrs.rel ?? "").split(/\s+/).filter(Boolean));
    rel.add("noopener");
    rel.add("noreferrer");
    attrs.rel = [...rel].join(" ");
  }
  return attrs;
}

export interface ResolveOptions {
  /**
   * The content API resolved the story's links (`resolve_links=url`): the
   * client then fills `story` on every story link whose target it could read,
   * so a story link that names a story and carries none points to a story
   * that does not exist or is not published, and has no page to link to.
   */
  linksResolved?: boolean;
}

/** Resolves a CMS link for a page in `lang` (`en` or `de`); errors are for the caller to log. */
export function resolveLink(link: CmsLink | null | undefined, lang: string, options: ResolveOptions = {}): LinkResult {
  if (!link || typeof link !== "object") return { ok: false, error: "link is empty" };
  const type = (link.linktype ?? "url") as string;
  const attrs = linkAttrs(link);
  const done = (t: LinkType, href: string | null, what: string): LinkResult =>
    href ? { ok: true, link: { type: t, href, attrs } } : { ok: false, error: `${what} link has no usable href` };

  switch (type) {
    case "email": {
      const address = String(link.email ?? link.href ?? link.url ?? "")
        .trim()
        .replace(/^mailto:/i, "");
      return done("email", EMAIL.test(address) ? `mailto:${address}` : null, "email");
    }
    case "story": {
      if (options.linksResolved && !link.story && (link.id || link.uuid)) {
        return { ok: false, error: `story link target ${String(link.id || link.uuid)} does not exist` };
      }
      const slug = link.story?.full_slug ?? link.cached_url ?? link.href ?? link.story?.url ?? "";
      if (/^[a-z][a-z0-9+.-]*:/i.test(slug) || slug.startsWith("//")) {
        return { ok: false, error: "story link points outside the space" };
      }
      return done("story", slug ? storyPath(slug, lang, link.anchor) : null, "story");
    }
    case "asset":
      return done("asset", safeHref(link.url ?? link.href ?? link.cached_url), "asset");
    case "url":
      return done("url", safeHref(link.url ?? link.href ?? link.cached_url), "url");
    default:
      return { ok: false, error: `unknown link type ${type}` };
  }
}
