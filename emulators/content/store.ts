import type { Space, SpaceStory, StoryVersion } from "../space/types.ts";

/** How a caller wants a story: which version, which language, which release. */
export interface ReadOptions {
  version: "published" | "draft";
  /** `de` reads the German translation when the story has one. */
  language: "default" | "de";
  /** Release id whose versions override the base version (preview token only). */
  releaseId?: number;
}

/** The version of a story a read resolves to, or null when the story is not visible. */
export interface PickedVersion {
  version: StoryVersion;
  releaseId: number | null;
  /** Published-at of the story as the API shows it. */
  publishedAt: string | null;
}

/**
 * The mutable state of the demo space: stories (published and draft), the
 * cache version, and publishing. Owns a deep copy so that publishing in one
 * emulator never changes the caller's space object.
 */
export class ContentStore {
  readonly space: Space;
  private cvValue: number;
  private readonly byId = new Map<number, SpaceStory>();
  private readonly byUuid = new Map<string, SpaceStory>();
  private readonly bySlug = new Map<string, SpaceStory>();

  constructor(space: Space, options: { today?: Date | undefined } = {}) {
    this.space = structuredClone(space);
    this.cvValue = Math.floor((options.today ?? new Date()).getTime() / 1000);
    for (const story of this.space.stories) {
      this.byId.set(story.id, story);
      this.byUuid.set(story.uuid, story);
      this.bySlug.set(story.full_slug.replace(/\/$/, ""), story);
    }
  }

  /** The space's cache version: a unix timestamp that grows on every publish. */
  get cv(): number {
    return this.cvValue;
  }

  /** Advances the cache version, as a publish in the real space does. */
  bumpCv(): number {
    this.cvValue = Math.max(this.cvValue + 1, Math.floor(Date.now() / 1000));
    return this.cvValue;
  }

  stories(): readonly SpaceStory[] {
    return this.space.stories;
  }

  findById(id: number): SpaceStory | undefined {
    return this.byId.get(id);
  }

  findByUuid(uuid: string): SpaceStory | undefined {
    return this.byUuid.get(uuid);
  }

  findBySlug(fullSlug: string): SpaceStory | undefined {
    return this.bySlug.get(fullSlug.replace(/\/$/, ""));
  }

  /** Picks the version a read sees; null when it is not visible (never published, or a folder). */
  pick(story: SpaceStory, options: ReadOptions): PickedVersion | null {
    if (story.is_folder) return null;
    const publishedAt = story.published?.updated_at ?? null;
    const release = options.releaseId === undefined ? undefined : story.releases?.[String(options.releaseId)];
    if (release) return { version: release, releaseId: options.releaseId ?? null, publishedAt };
    const translation = options.language === "de" ? story.translations?.de : undefined;
    if (options.version === "draft") {
      return { version: translation?.draft ?? story.draft, releaseId: null, publishedAt };
    }
    if (!story.published) return null;
    return { version: translation?.published ?? story.published, releaseId: null, publishedAt };
  }

  /**
   * Publishes the draft of a story (and of its German translation) and bumps
   * the cache version; returns null for an unknown slug.
   */
  publish(fullSlug: string, now = new Date()): { story: SpaceStory; cv: number } | null {
    const story = this.findBySlug(fullSlug);
    if (!story) return null;
    const at = now.toISOString();
    story.published = { ...structuredClone(story.draft), updated_at: at };
    const de = story.translations?.de;
    if (de) de.published = { ...structuredClone(de.draft), updated_at: at };
    story.first_published_at ??= at;
    return { story, cv: this.bumpCv() };
  }

  /** Takes a story off the published site (the `unpublished` webhook case). */
  unpublish(fullSlug: string): { story: SpaceStory; cv: number } | null {
    const story = this.findBySlug(fullSlug);
    if (!story) return null;
    story.published = null;
    const de = story.translations?.de;
    if (de) de.published = null;
    return { story, cv: this.bumpCv() };
  }
}
