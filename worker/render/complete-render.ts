/**
 * Complete renders: every Suspense boundary resolved before the first byte,
 * so the HTML holds no fallback to swap and no inline script of React's
 * (which is what the page cache stores, what bots read, and what a visitor
 * without JavaScript asks for through `?complete=1`). A visitor otherwise
 * gets the streamed render: the shell first, deferred sections as they load.
 */

/** The query parameter a pending section's no-script link adds to ask for the complete page. */
export const COMPLETE_PARAM = "complete";

/** The page cache's own renders for storing: they render the complete page and store it, never read. */
const storeRenders = new WeakSet<Request>();

/** Marks a request the page cache sends itself to render a page for storing. */
export function markStoreRender(request: Request): void {
  storeRenders.add(request);
}

/** Whether `request` is one of the page cache's own renders for storing. */
export function isStoreRender(request: Request): boolean {
  return storeRenders.has(request);
}

/** Whether the render for `request` must be complete before its first byte. */
export function wantsCompleteRender(request: Request): boolean {
  return storeRenders.has(request) || new URL(request.url).searchParams.get(COMPLETE_PARAM) === "1";
}

/** The address of the complete version of the page at `url` (path and query, same origin). */
export function completePageHref(url: string | URL): string {
  const u = new URL(url);
  u.searchParams.set(COMPLETE_PARAM, "1");
  return `${u.pathname}${u.search}`;
}
