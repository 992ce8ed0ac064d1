/**
 * A matcher for `by_slugs` entries: `*` matches any run of characters, and a
 * trailing slash is ignored on both sides (page lookups try both forms).
 */
export function slugMatcher(patterns: readonly string[]): (fullSlug: string) => boolean {
  const regexes = patterns.map((pattern) => {
    const trimmed = pattern.replace(/^\/+/, "").replace(/\/+$/, "");
    const source = trimmed
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    return new RegExp(`^${source}/?$`);
  });
  return (fullSlug) => regexes.some((re) => re.test(fullSlug.replace(/\/+$/, "")));
}
