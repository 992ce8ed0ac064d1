/**
 * The demo Storyblok space as the content emulator serves it. A story has a
 * published version (absent until first publish), a draft, optional German
 * translations, and optional release versions.
 */

export interface Blok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

export interface StoryVersion {
  name: string;
  content: Blok;
  /** ISO date of this version. */
  updated_at: string;
}

export interface SpaceStory {
  id: number;
  uuid: string;
  /** Last path segment. */
  slug: string;
  /** e.g. `pu-additives/downloads/brochures`; `pu-additives/home` for a home page. */
  full_slug: string;
  parent_id: number | null;
  is_folder: boolean;
  is_startpage: boolean;
  position: number;
  tag_list: string[];
  created_at: string;
  first_published_at: string | null;
  /** Null when never published: only the preview token can read it. */
  published: StoryVersion | null;
  draft: StoryVersion;
  /** German field-level translations: same shape, served for `language=de`. */
  translations?: { de?: { published: StoryVersion | null; draft: StoryVersion } };
  /** Versions scheduled in releases, by release id. */
  releases?: Record<string, StoryVersion>;
}

export interface SpaceRelease {
  id: number;
  name: string;
}

export interface Space {
  id: number;
  name: string;
  domain: string;
  stories: SpaceStory[];
  releases: SpaceRelease[];
  /** Asset files referenced by stories (`/a/{space}/...` paths), served by the emulator. */
  assets: { filename: string; contentType: string; alt?: string }[];
}
