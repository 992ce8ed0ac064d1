import type { KeyContext } from "./keys";

/** The key context of a visitor's published public request, for tests of the data caches. */
export const PUBLISHED_PUBLIC: KeyContext = {
  audience: "public",
  language: "en-us",
  version: "published",
  release: undefined,
  editor: false,
};
