/**
 * Content as the content service answers it and the views render it. Types
 * only: the views and the services both read them, neither owns them.
 */

/** A block of story content: component name, unique id, and its fields. */
export interface Blok {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
}

export interface Story {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  /** The slug in the default language (a translation's `full_slug` carries its language prefix). */
  default_full_slug?: string;
  content: Blok;
  published_at?: string | null;
  first_published_at?: string | null;
  lang?: string;
}
