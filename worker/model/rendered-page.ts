/**
 * How a page is rendered, and what its render tells the page cache.
 *
 * The mode is decided once per request, in the request context: complete
 * (every Suspense boundary resolved before the first byte, so the HTML holds
 * no fallback to swap and no inline script of React's: what bots read, what
 * a visitor without JavaScript asks for through `?complete=1`, what a
 * background refresh of the page cache renders) or streamed (the shell
 * first, deferred sections as they load).
 */
export type RenderMode = "complete" | "streamed";

/** The query parameter a pending section's no-script link adds to ask for the complete page. */
export const COMPLETE_PARAM = "complete";

/** What a rendered document says of itself, beside its response. */
export interface PageRender {
  /**
   * A section went out as its fallback, to be swapped in later by React's
   * inline script: the bytes sent are not a complete page. Never so for a
   * complete render; for a streamed one, read it once the body has ended.
   */
  readonly fellBack: boolean;
  /**
   * Sections that rendered from a failure instead of their data (a note
   * where the data sheets belong, a finder without results, a boundary React
   * gave up on). A streamed section adds to it after the first byte: read it
   * once the body has ended.
   */
  readonly degraded: ReadonlySet<string>;
  /**
   * Renders the same page again, complete, from the loads it already has
   * (nothing is loaded twice); present only on a page that went out streamed.
   */
  readonly renderComplete?: () => Promise<Response>;
  /**
   * The whole body of a complete render, as the response carries it: the
   * page cache keeps these bytes without reading the response a second time.
   * Absent on a streamed render, whose bytes are known only once sent.
   */
  readonly body?: Uint8Array<ArrayBuffer> | undefined;
}

/**
 * The renders of the responses the renderer made, held by the response
 * itself, so the facts travel with the response and with nothing else: a
 * response the app made another way (a redirect, robots.txt) has none.
 */
const renders = new WeakMap<Response, PageRender>();

/** `response`, with what its render says of it. */
export function withRender(response: Response, render: PageRender): Response {
  renders.set(response, render);
  return response;
}

/** What the render of `response` said of it; undefined for a response the renderer did not make. */
export function renderOf(response: Response): PageRender | undefined {
  return renders.get(response);
}

/** The address of the complete version of the page at `url` (path and query, same origin). */
export function completePageHref(url: string | URL): string {
  const u = new URL(url);
  u.searchParams.set(COMPLETE_PARAM, "1");
  return `${u.pathname}${u.search}`;
}
