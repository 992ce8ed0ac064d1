import { type PageReading, readPage } from "./crawl-page";

/** One fetched path: its status and, for an HTML page that answered 200, what it shows. */
export interface Visit {
  path: string;
  status: number;
  /** Set for 3xx answers: where they point. */
  location?: string;
  page?: PageReading;
}

export interface CrawlResult {
  /** Every path fetched, by path. */
  visits: Map<string, Visit>;
  /** For each path, the pages it was found on (empty for a start page). */
  foundOn: Map<string, string[]>;
  /** Internal paths found but not fetched because the crawl reached its bound. */
  unvisited: string[];
}

export interface CrawlOptions {
  origin: string;
  /** At most this many paths are fetched. */
  limit: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Which same-origin paths are followed. */
  follow: (path: string) => boolean;
}

/**
 * Breadth-first walk over internal links from the start paths. A link counts
 * by its path: query and hash are dropped, so a finder's state links and
 * pagination do not multiply the pages. Each path is fetched once.
 */
export async function crawl(
  starts: readonly string[],
  fetchPath: (path: string) => Promise<Response>,
  options: CrawlOptions,
): Promise<CrawlResult> {
  const visits = new Map<string, Visit>();
  const foundOn = new Map<string, string[]>();
  const queued = new Set<string>();
  let frontier: string[] = [];

  const enqueue = (path: string, from: string | null, next: string[]) => {
    let pages = foundOn.get(path);
    if (!pages) {
      pages = [];
      foundOn.set(path, pages);
    }
    if (from !== null && !pages.includes(from)) pages.push(from);
    if (queued.has(path)) return;
    queued.add(path);
    next.push(path);
  };

  for (const start of starts) enqueue(start, null, frontier);

  while (frontier.length > 0 && visits.size < options.limit) {
    const next: string[] = [];
    const room = options.limit - visits.size;
    const batch = frontier.slice(0, room);
    const rest = frontier.slice(room);
    for (let i = 0; i < batch.length; i += options.concurrency) {
      const visited = await Promise.all(batch.slice(i, i + options.concurrency).map((path) => visit(path, fetchPath)));
      for (const v of visited) {
        visits.set(v.path, v);
        const targets = v.location !== undefined ? [v.location] : (v.page?.links ?? []);
        for (const href of targets) {
          const path = internalPath(href, v.path, options.origin);
          if (path !== null && options.follow(path)) enqueue(path, v.path, next);
        }
      }
    }
    frontier = [...rest, ...next];
  }
  return { visits, foundOn, unvisited: frontier };
}

async function visit(path: string, fetchPath: (path: string) => Promise<Response>): Promise<Visit> {
  const res = await fetchPath(path);
  const out: Visit = { path, status: res.status };
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get("location");
    if (location) out.location = location;
    await res.body?.cancel();
    return out;
  }
  const html = res.status === 200 && (res.headers.get("content-type") ?? "").includes("text/html");
  if (html) out.page = await readPage(await res.text());
  else await res.body?.cancel();
  return out;
}

/** The path of a same-origin link, without query and hash; null for anything else. */
function internalPath(href: string, from: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}${from}`);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname : null;
}
