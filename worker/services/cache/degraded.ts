/**
 * The sections of a response that rendered from a failure instead of their
 * data: a note where the safety data sheets belong, a finder without
 * results, labels left as raw ids, a boundary React gave up on. Kept per
 * request, so a page that streams can still say so after its first byte.
 *
 * The page cache reads this once the body has ended (every Suspense boundary
 * has rendered by then) and does not store a page that has any: a degraded
 * page is served, never replayed after the backend is back.
 */
const degraded = new WeakMap<Request, Set<string>>();

/** Records that `section` of the response to `request` rendered from a failure. */
export function reportDegraded(request: Request, section: string): void {
  let sections = degraded.get(request);
  if (!sections) {
    sections = new Set();
    degraded.set(request, sections);
  }
  sections.add(section);
}

/** The sections of the response to `request` that rendered from a failure so far. */
export function degradedSections(request: Request): string[] {
  return [...(degraded.get(request) ?? [])];
}
