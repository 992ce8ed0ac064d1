import { type Context, Hono } from "hono";
import { type TokenAccess, tokenAccess } from "./auth.ts";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, parseQuery, storiesQuerySchema, storyQuerySchema } from "./query.ts";
import { type ReadContext, type ResolveRequest, readStory, resolveReferences } from "./resolve.ts";
import { slugMatcher } from "./slug-match.ts";
import type { ContentStore } from "./store.ts";
import type { ApiStory } from "./story-view.ts";
import { toLinkObject } from "./story-view.ts";

const NOT_FOUND = { error: "This record could not be found" };
const UNAUTHORIZED = { error: "Unauthorized" };

/** The parameters both story endpoints read, as the query schemas leave them (undefined when absent). */
interface CommonQuery {
  version?: "published" | "draft" | undefined;
  language?: string | undefined;
  from_release?: string | undefined;
  resolve_links?: "url" | "story" | "link" | "0" | "1" | undefined;
  resolve_relations?: string[] | undefined;
  resolve_level?: "1" | "2" | undefined;
  excluding_fields?: string[] | undefined;
  excluding_story_fields?: string[] | undefined;
}

function languageOf(code: string | undefined): "default" | "de" {
  return code?.toLowerCase().startsWith("de") ? "de" : "default";
}

/** Read context of a request; a release only applies to the preview token, which may see unreleased work. */
function contextOf(q: CommonQuery, access: TokenAccess, language: "default" | "de"): ReadContext {
  const releaseId = access === "preview" && q.from_release ? Number(q.from_release) : undefined;
  return {
    read: { version: q.version ?? "published", language, ...(releaseId ? { releaseId } : {}) },
    view: { language, excludingFields: q.excluding_fields, excludingStoryFields: q.excluding_story_fields },
  };
}

function resolveRequestOf(q: CommonQuery): ResolveRequest {
  const links = q.resolve_links === "1" ? "story" : q.resolve_links === "0" ? undefined : q.resolve_links;
  const relations = q.resolve_relations ?? [];
  // The API resolves two levels whenever relations are asked for, unless told otherwise.
  const level = q.resolve_level === "1" ? 1 : 2;
  return { relations, level, ...(links ? { links } : {}) };
}

function compareBy(sortBy: string | undefined): (a: ApiStory, b: ApiStory) => number {
  if (!sortBy) return (a, b) => a.id - b.id;
  const [path = "id", direction = "asc", kind] = sortBy.split(":");
  const sign = direction.toLowerCase() === "desc" ? -1 : 1;
  const get = (s: ApiStory): unknown =>
    path
      .split(".")
      .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), s);
  return (a, b) => {
    const x = get(a);
    const y = get(b);
    if (x === y) return a.id - b.id;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    if (kind === "int" || kind === "float" || (typeof x === "number" && typeof y === "number")) {
      return (Number(x) - Number(y)) * sign || a.id - b.id;
    }
    return String(x).localeCompare(String(y)) * sign || a.id - b.id;
  };
}

/**
 * The Content Delivery API v2 subset over a content store, routed relative
 * to `/v2` (the server mounts it at `/storyblok/v2`).
 *
 * cv: answers always carry the space's current cv. A request with an older
 * cv is answered normally with the current one (the real API redirects to
 * the current cv's URL instead); clients only need the new cv in the body.
 */
export function createContentApp(store: ContentStore): Hono {
  const app = new Hono();

  /** Checks the token and the version it may read; answers 401 like the real API otherwise. */
  const authorise = (c: Context, version: string | undefined): TokenAccess | Response => {
    const access = tokenAccess(c.req.query("token"));
    if (!access) return c.json(UNAUTHORIZED, 401);
    if (version === "draft" && access !== "preview") return c.json(UNAUTHORIZED, 401);
    return access;
  };

  app.get("/cdn/spaces/me", (c) => {
    const access = authorise(c, undefined);
    if (access instanceof Response) return access;
    c.header("Cache-Control", "no-store");
    return c.json({
      space: {
        id: store.space.id,
        name: store.space.name,
        domain: store.space.domain,
        version: store.cv,
        language_codes: ["de"],
      },
    });
  });

  app.get("/cdn/stories", (c) => {
    const parsed = parseQuery(storiesQuerySchema, c.req.query());
    if (!parsed.ok) return c.json({ error: parsed.message }, 422);
    const q = parsed.value;
    const access = authorise(c, q.version);
    if (access instanceof Response) return access;

    let startsWith = q.starts_with?.replace(/^\/+/, "");
    let language = languageOf(q.language);
    if (startsWith?.startsWith("de/")) {
      startsWith = startsWith.slice(3);
      language = "de";
    }
    const ctx = contextOf(q, access, language);
    const bySlug = q.by_slugs ? slugMatcher(q.by_slugs) : null;
    const excludedSlug = q.excluding_slugs ? slugMatcher(q.excluding_slugs) : null;
    const byUuid = q.by_uuids ? new Set(q.by_uuids) : null;
    const startpage = q.is_startpage === undefined ? null : q.is_startpage === "1" || q.is_startpage === "true";

    const matching: ApiStory[] = [];
    for (const story of store.stories()) {
      if (startsWith && !story.full_slug.startsWith(startsWith)) continue;
      if (bySlug && !bySlug(story.full_slug)) continue;
      if (excludedSlug?.(story.full_slug)) continue;
      if (byUuid && !byUuid.has(story.uuid)) continue;
      if (startpage !== null && story.is_startpage !== startpage) continue;
      const shown = readStory(store, story, ctx);
      if (shown) matching.push(shown);
    }
    matching.sort(compareBy(q.sort_by));

    const perPage = Math.min(q.per_page ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const page = q.page ?? 1;
    const stories = matching.slice((page - 1) * perPage, page * perPage);
    const resolved = resolveReferences(store, stories, resolveRequestOf(q), ctx);
    c.header("total", String(matching.length));
    c.header("per-page", String(perPage));
    return c.json({ stories, cv: store.cv, ...resolved });
  });

  app.get("/cdn/stories/*", (c) => {
    const parsed = parseQuery(storyQuerySchema, c.req.query());
    if (!parsed.ok) return c.json({ error: parsed.message }, 422);
    const q = parsed.value;
    const access = authorise(c, q.version);
    if (access instanceof Response) return access;

    const raw = c.req.path.replace(/^.*?\/cdn\/stories\//, "");
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/^\/+/, "");
    } catch {
      return c.json(NOT_FOUND, 404);
    }
    let language = languageOf(q.language);
    if (q.find_by !== "uuid" && key.startsWith("de/")) {
      key = key.slice(3);
      language = "de";
    }
    const found =
      q.find_by === "uuid"
        ? store.findByUuid(key)
        : /^\d+$/.test(key) && q.find_by !== "slug"
          ? store.findById(Number(key))
          : store.findBySlug(key);
    const ctx = contextOf(q, access, language);
    const story = readStory(store, found, ctx);
    if (!story) return c.json(NOT_FOUND, 404);
    const resolved = resolveReferences(store, [story], resolveRequestOf(q), ctx);
    return c.json({ story, cv: store.cv, ...resolved });
  });

  app.get("/cdn/links", (c) => {
    const q = c.req.query();
    const access = authorise(c, q.version);
    if (access instanceof Response) return access;
    const version = q.version === "draft" ? "draft" : "published";
    const startsWith = q.starts_with?.replace(/^\/+/, "") ?? "";
    const links: Record<string, unknown> = {};
    for (const story of store.stories()) {
      if (!story.full_slug.startsWith(startsWith)) continue;
      if (!story.is_folder && version === "published" && !story.published) continue;
      links[story.uuid] = toLinkObject(story, "default");
    }
    return c.json({ links, cv: store.cv });
  });

  app.notFound((c) => c.json({ error: "Not found" }, 404));
  return app;
}
