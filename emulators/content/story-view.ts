import type { Blok, SpaceStory } from "../space/types.ts";
import { stableUuid } from "./stable-uuid.ts";
import type { PickedVersion } from "./store.ts";

/** A story object with the fields of the real Content Delivery API v2. */
export interface ApiStory {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: Blok;
  slug: string;
  full_slug: string;
  default_full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: Record<string, unknown> | null;
  group_id: string;
  first_published_at: string | null;
  release_id: number | null;
  lang: string;
  path: string | null;
  alternates: unknown[];
  translated_slugs: { path: string; name: string | null; lang: string; published: boolean }[] | null;
  [field: string]: unknown;
}

export interface ViewOptions {
  language: "default" | "de";
  excludingFields?: string[] | undefined;
  excludingStoryFields?: string[] | undefined;
}

/** Builds the API's story object for one picked version of a space story. */
export function toApiStory(story: SpaceStory, picked: PickedVersion, options: ViewOptions): ApiStory {
  const lang = options.language;
  const content = { ...picked.version.content };
  for (const field of options.excludingFields ?? []) {
    if (field !== "_uid" && field !== "component") delete content[field];
  }
  const hasGerman = Boolean(story.translations?.de);
  const out: ApiStory = {
    name: picked.version.name,
    created_at: story.created_at,
    published_at: picked.publishedAt,
    updated_at: picked.version.updated_at,
    id: story.id,
    uuid: story.uuid,
    content,
    slug: story.slug,
    // The real API prefixes the language code to the slug of a translated read.
    full_slug: lang === "de" ? `de/${story.full_slug}` : story.full_slug,
    // Always the default-language slug, so a lookup can match it in either language.
    default_full_slug: story.full_slug,
    sort_by_date: null,
    position: story.position,
    tag_list: [...story.tag_list],
    is_startpage: story.is_startpage,
    parent_id: story.parent_id,
    meta_data: null,
    group_id: stableUuid(`group:${story.uuid}`),
    first_published_at: story.first_published_at,
    release_id: picked.releaseId,
    lang,
    path: null,
    alternates: [],
    translated_slugs: hasGerman
      ? [
          {
            path: story.full_slug,
            name: story.translations?.de?.draft.name ?? null,
            lang: "de",
            published: Boolean(story.translations?.de?.published),
          },
        ]
      : null,
  };
  for (const field of options.excludingStoryFields ?? []) {
    if (field !== "uuid" && field !== "id" && field !== "content") delete out[field];
  }
  return out;
}

/** The `url` form of a resolved link. */
export function toUrlLink(story: ApiStory): Record<string, unknown> {
  return {
    name: story.name,
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    url: story.full_slug,
    full_slug: story.full_slug,
  };
}

/** The `link` form of a resolved link, also used by `cdn/links`. */
export function toLinkObject(story: SpaceStory, language: "default" | "de"): Record<string, unknown> {
  const slug = language === "de" ? `de/${story.full_slug}` : story.full_slug;
  return {
    id: story.id,
    uuid: story.uuid,
    slug,
    path: null,
    real_path: `/${slug}`,
    name: (language === "de" ? story.translations?.de?.draft.name : undefined) ?? story.draft.name,
    published: Boolean(story.published),
    parent_id: story.parent_id ?? 0,
    is_folder: story.is_folder,
    is_startpage: story.is_startpage,
    position: story.position,
  };
}
