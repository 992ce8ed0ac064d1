import type { Audience, ContentVersion, LanguageContext } from "../../shared/context";
import type { LogLevel } from "../logger";
import type { RenderMode } from "./rendered-page";

/**
 * What every handler knows about the request it answers. Read-only: a step
 * that refines it (the editor check) sets a new one for the steps after it.
 */
export type RequestContext = Readonly<{
  /**
   * The request's canonical path (see `shared/canonical-path.ts`), or null
   * when it has none. Past the canonical-path middleware the request's own
   * path equals it, so the router and the cache read the same value.
   */
  path: string | null;
  audience: Audience;
  /** Search and content language context. */
  language: LanguageContext;
  /** Content version actually served: draft only for a verified editor. */
  version: ContentVersion;
  /** Storyblok release id (`_storyblok_release`), editor only. */
  release: string | undefined;
  /** True when the Visual Editor's token checked out. */
  editor: boolean;
  /** True when the request carried editor parameters that did not check out. */
  editorRejected: boolean;
  requestId: string;
  logLevel: LogLevel;
  debug: boolean;
  /**
   * How a page for this request is rendered, decided here once: complete for
   * bots, for `?complete=1` and for the page cache's background refresh;
   * streamed otherwise (see `model/rendered-page.ts`).
   */
  render: RenderMode;
}>;
