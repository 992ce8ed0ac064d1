import type { Context } from "hono";
import { endTime, startTime } from "hono/timing";
import type { ReactNode } from "react";
import { IslandRuntimeContext } from "../../client/islands/island-runtime";
import { areaStartPath, findArea } from "../../shared/sites";
import type { AppEnv } from "../app-env";
import type { PageAssets } from "../model/page-assets";
import { completePageHref } from "../model/rendered-page";
import type { SiteChromeStories } from "../model/site-chrome";
import { type ToolRequest, withoutTools } from "../model/tool-request";
import { FragmentLayout } from "../views/layouts/FragmentLayout";
import { IntranetLayout } from "../views/layouts/IntranetLayout";
import { CompletePageContext } from "../views/shell/complete-page";
import { Document } from "../views/shell/Document";
import { canonicalUrl, languageAlternates } from "../views/shell/seo";
import { ToolRequestProvider } from "../views/tools/tool-request";
import { renderErrorDocument } from "./error-page";
import { renderSiteChrome } from "./site-chrome";
import { ShellError, streamDocument } from "./stream";

export interface RenderPageOptions {
  site: string;
  /** Path language: `en` or `de`. */
  lang: string;
  /** Page title; the document adds the company name. */
  title: string;
  description?: string;
  /**
   * Page name below the area ("" for home, `product/{id}`): gives a public
   * page its canonical URL and its language alternates.
   */
  page?: string;
  /** Extra head elements (meta, preload links). */
  head?: ReactNode;
  /** The page body; deferred parts go under `<Suspense>` and stream in. */
  body: ReactNode;
  status?: number;
  robots?: string;
  /** The area's navbar and footer stories, as the route loaded them (`loadSiteChrome`). */
  chrome: SiteChromeStories;
  /** The build's client files the page links to (`loadPageAssets`). */
  assets: PageAssets;
  /** The tool request whose block answers the route's loader started; a page without tools has none. */
  tools?: ToolRequest;
  /**
   * The loads behind the page's deferred sections, and the sections among
   * them that failed (filled as they settle). When the loads all settle
   * within `DEFERRED_BUDGET_MS` (answered from the caches) the page goes out
   * complete, its sections in place; otherwise the shell goes out at the
   * budget and they stream in.
   */
  deferred?: { loads: readonly Promise<unknown>[]; failures: ReadonlySet<string> };
}

/**
 * How long a page's first byte may wait for its deferred sections (ADR 0032).
 * Answers from the isolate's memory or KV settle within a few milliseconds, a
 * backend call does not; well inside the 50 ms a slow deferred section may
 * add to the first byte.
 */
export const DEFERRED_BUDGET_MS = 20;

/** Whether every one of `loads` settles within `ms`. */
async function settleWithin(loads: readonly Promise<unknown>[], ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([Promise.allSettled(loads).then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders a catalogue page from what its route loaded: the site chrome
 * (navbar and footer stories), the tool answers and the deferred loads; it
 * loads no data itself. The fragment or intranet layout by audience, and the
 * body, rendered in the request context's mode: complete, or streamed with
 * `renderToReadableStream`. Status and headers are set before the first
 * byte; a failure before the shell answers the 500 page. The response
 * carries what the page cache needs to know (`model/rendered-page.ts`).
 */
export async function renderPage(c: Context<AppEnv>, options: RenderPageOptions): Promise<Response> {
  const ctx = c.get("ctx");
  const config = c.get("config");
  const currentPath = new URL(c.req.url).pathname;
  const assets = options.assets;
  const stories = options.chrome;
  const tools = options.tools ?? withoutTools(new URL(c.req.url));
  // Sections rendered from a failure: the page is served, but not kept.
  const chromeFailures = new Set<string>();
  if (stories.failure !== undefined) chromeFailures.add("site-chrome");

  const chrome = renderSiteChrome(stories, {
    site: options.site,
    lang: options.lang,
    currentPath,
    logger: c.get("logger"),
    markup: !config.PERF_DEVICES_OFF.has("chrome-markup"),
  });
  // A navbar or footer that failed to render: the layout's own stands in, and the page is not kept.
  if (chrome.failed) chromeFailures.add("site-chrome");
  // The editor bundle (Storyblok bridge, live updates) only for a verified editor.
  const editorScript = ctx.editor && assets.editor ? <script type="module" src={assets.editor} /> : null;
  const Layout = ctx.audience === "internal" ? IntranetLayout : FragmentLayout;
  const area = findArea(options.site);
  // Only what search engines may index names its canonical URL: never an intranet or editor page.
  const indexable = ctx.audience === "public" && !ctx.editor && options.page !== undefined;
  const origin = new URL(c.req.url).origin;
  const canonical = indexable ? canonicalUrl(origin, options.site, options.lang, options.page ?? "") : undefined;
  const alternates = indexable ? languageAlternates(origin, options.site, options.page ?? "") : undefined;
  const tree = (
    <Document
      lang={options.lang}
      title={options.title}
      description={options.description}
      canonical={canonical}
      alternates={alternates}
      robots={options.robots ?? (ctx.audience === "internal" || ctx.editor ? "noindex" : undefined)}
      assets={assets}
      parentOrigins={config.PARENT_ORIGINS}
      head={
        <>
          {options.head}
          {editorScript}
        </>
      }
    >
      <IslandRuntimeContext.Provider
        value={{
          loaderFiles: assets.islandLoaderFiles,
          bootSrc: assets.islandBoot,
          chunks: assets.islandChunks,
          searchBox: assets.searchBox,
        }}
      >
        <Layout
          lang={options.lang}
          areaTitle={area?.title ?? options.site}
          homeHref={area ? areaStartPath(area, options.lang) : `/pim/fragment/${options.site}/${options.lang}/`}
          navbar={chrome.navbar}
          footer={chrome.footer}
        >
          <CompletePageContext.Provider value={completePageHref(c.req.url)}>
            <ToolRequestProvider request={tools}>{options.body}</ToolRequestProvider>
          </CompletePageContext.Provider>
        </Layout>
      </IslandRuntimeContext.Provider>
    </Document>
  );

  try {
    startTime(c, "shell", "render until the shell");
    const deferred = options.deferred;
    const budget = deferred && !config.PERF_DEVICES_OFF.has("deferred-budget");
    const settled = budget ? await settleWithin(deferred.loads, DEFERRED_BUDGET_MS) : false;
    const failures = [chromeFailures, tools.failures, ...(deferred ? [deferred.failures] : [])];
    const response = await streamDocument(c, tree, {
      status: options.status ?? 200,
      mode: ctx.render === "complete" || settled ? "complete" : "streamed",
      failures,
    });
    endTime(c, "shell");
    return response;
  } catch (error) {
    if (!(error instanceof ShellError)) throw error;
    return renderErrorDocument(c, 500, assets);
  }
}
