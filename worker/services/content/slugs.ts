/** Page slug as the API wants it: no leading slash, empty means `home`. */
export function normaliseSlug(slug: string): string {
  const clean = slug.trim().replace(/^\/+/, "");
  return clean === "" || clean === "/" ? "home" : clean;
}

/** Slug without a trailing slash, for matching `full_slug`/`default_full_slug`. */
export function slugKey(slug: string): string {
  return normaliseSlug(slug).replace(/\/+$/, "");
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `en-us` is the space's default language; German content is the `de` translation. */
export function apiLanguage(language: string): string | undefined {
  return language.startsWith("de") ? "de" : undefined;
}
