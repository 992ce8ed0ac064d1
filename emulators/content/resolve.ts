import type { SpaceStory } from "../space/types.ts";
import { collectRelationUuids, collectStoryLinkUuids } from "./references.ts";
import type { ContentStore, ReadOptions } from "./store.ts";
import { type ApiStory, toApiStory, toLinkObject, toUrlLink, type ViewOptions } from "./story-view.ts";

/** At most this many related stories come back resolved in `rels` (the real API's limit). */
export const MAX_RESOLVED_RELATIONS = 50;
/** Limits of `links` per resolve_links mode; beyond them only `link_uuids` comes back. */
export const MAX_RESOLVED_LINKS = { story: 50, url: 500, link: 500 } as const;

export interface ReadContext {
  read: ReadOptions;
  view: ViewOptions;
}

export interface ResolveRequest {
  relations: string[];
  level: 1 | 2;
  links?: "url" | "story" | "link";
}

export interface Resolved {
  rels: ApiStory[];
  rel_uuids?: string[];
  links: unknown[];
  link_uuids?: string[];
}

/** A story as the API shows it to this read, or null when the read may not see it. */
export function readStory(store: ContentStore, story: SpaceStory | undefined, ctx: ReadContext): ApiStory | null {
  if (!story) return null;
  const picked = store.pick(story, ctx.read);
  return picked ? toApiStory(story, picked, ctx.view) : null;
}

function readByUuids(store: ContentStore, uuids: Iterable<string>, ctx: ReadContext): ApiStory[] {
  const out: ApiStory[] = [];
  for (const uuid of uuids) {
    const story = readStory(store, store.findByUuid(uuid), ctx);
    if (story) out.push(story);
  }
  return out;
}

/**
 * Fills `rels` and `links` for the stories of an answer. When there are more
 * than the API resolves, the first ones still come back resolved and the
 * complete list of UUIDs comes back in `rel_uuids` / `link_uuids`: clients
 * (storyblok-js-client among them) then fetch every listed UUID in batches
 * and use those answers instead of `rels`, so listing only the remainder
 * would lose the first ones.
 */
export function resolveReferences(
  store: ContentStore,
  stories: readonly ApiStory[],
  request: ResolveRequest,
  ctx: ReadContext,
): Resolved {
  const out: Resolved = { rels: [], links: [] };
  // Related stories are read whole: field exclusions apply to the answer's own stories only.
  const relCtx: ReadContext = { read: ctx.read, view: { language: ctx.view.language } };

  if (request.relations.length > 0) {
    const uuids = new Set<string>();
    for (const story of stories) collectRelationUuids(story.content, request.relations, uuids);
    let rels = readByUuids(store, uuids, relCtx);
    if (request.level >= 2) {
      const nested = new Set<string>();
      for (const rel of rels) collectRelationUuids(rel.content, request.relations, nested);
      for (const uuid of uuids) nested.delete(uuid);
      for (const uuid of nested) uuids.add(uuid);
      rels = rels.concat(readByUuids(store, nested, relCtx));
    }
    if (rels.length > MAX_RESOLVED_RELATIONS) {
      out.rel_uuids = rels.map((s) => s.uuid);
      rels = rels.slice(0, MAX_RESOLVED_RELATIONS);
    }
    out.rels = rels;
  }

  if (request.links) {
    const uuids = new Set<string>();
    for (const story of stories) collectStoryLinkUuids(story.content, uuids);
    const linked = readByUuids(store, uuids, relCtx);
    const limit = MAX_RESOLVED_LINKS[request.links];
    const shown = linked.slice(0, limit);
    if (linked.length > limit) out.link_uuids = linked.map((s) => s.uuid);
    if (request.links === "story") out.links = shown;
    else if (request.links === "url") out.links = shown.map(toUrlLink);
    else {
      out.links = shown.map((s) => {
        const story = store.findByUuid(s.uuid);
        return story ? toLinkObject(story, ctx.view.language) : toUrlLink(s);
      });
    }
  }
  return out;
}
