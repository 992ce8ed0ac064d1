/**
 * Reading the tools of a rendered page (their blocks and the island props
 * they embed) and checking what they show against the demo catalogue: which
 * site a listed document belongs to, and whether a link answers.
 */
import { SELF } from "cloudflare:test";
import { inject } from "vitest";
import type { CompareAnswer, FinderAnswer, ResultItem } from "../../shared/finder/answer";
import type { FlowAnswer, FlowResult } from "../../shared/finder/flow-answer";

declare module "vitest" {
  export interface ProvidedContext {
    emulatorBase: string;
  }
}

export const BASE = "http://catalogue.test";

/** Any tool's answer: a finder's, a step flow's or the compare's, read by the fields each has. */
export type ToolAnswer = Omit<FinderAnswer, "results"> &
  Omit<FlowAnswer, "results"> &
  CompareAnswer & { results: (ResultItem & Partial<FlowResult>)[] };

export interface IslandProps {
  api: string;
  prefix?: string;
  locked?: Record<string, string[]>;
  answer: ToolAnswer | null;
  /** The server asked for the answer and its backend failed: the island does not ask again on its own. */
  failed?: boolean;
}

export interface ToolBlock {
  /** The block's component name (`data-tool`). */
  tool: string;
  islands: { name: string; props: IslandProps }[];
}

/** The tool blocks of a page in order, each with the props of the islands inside it. */
export function toolBlocks(html: string): ToolBlock[] {
  const starts = [...html.matchAll(/data-tool="([^"]+)"/g)].map((m) => ({ tool: m[1] ?? "", at: m.index ?? 0 }));
  return starts.map(({ tool, at }, i) => {
    const part = html.slice(at, starts[i + 1]?.at ?? html.length);
    const islands = [...part.matchAll(/data-island="([^"]+)" data-island-id="([^"]+)"/g)].map((m) => {
      const json = new RegExp(`data-island-props="${m[2]}">([^<]*)</script>`).exec(html)?.[1];
      return { name: m[1] ?? "", props: JSON.parse(json ?? "null") as IslandProps };
    });
    return { tool, islands };
  });
}

/** The search index each tool API reads. */
export const TOOL_INDEX: Readonly<Record<string, string>> = {
  products: "products",
  formulations: "formulations",
  contacts: "contacts",
  downloads: "assets",
  items: "articles",
  labels: "labels",
  "competitor-products": "thirdpartyproducts",
  "competitive-scout": "competitivescoutrecommendations",
  "recommendation-tool": "recotoolproducts",
  compare: "products",
};

/** The last path segment of a tool API: its tool name. */
export const toolOfApi = (api: string) => api.split("?")[0]?.split("/").pop() ?? "";

/** Documents by ID straight from the search emulator, with the sites they belong to. */
export async function catalogueSites(
  index: string,
  ids: readonly string[],
  audience: "public" | "internal",
  lang: string,
): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const service = audience === "public" ? "public" : "intranet";
  const key = audience === "public" ? "demo-public-key" : "demo-intranet-key";
  const context = lang === "de" ? "de-de" : "en-us";
  const request = () =>
    fetch(
      `${inject("emulatorBase")}/search/${service}/indexes/${index}-${context}/docs/search?api-version=2020-06-30`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "api-key": key },
        body: JSON.stringify({ search: "*", filter: `search.in(ID, '${ids.join("|")}', '|')`, top: 1000 }),
      },
    );
  // A busy machine drops a loopback connection now and then; the worker retries its calls, and so does this.
  const res = await request().catch(() => request());
  if (!res.ok) throw new Error(`emulator answered ${res.status} for ${index}`);
  const { value } = (await res.json()) as { value: { ID: string; AT_Websites?: string[] }[] };
  return new Map(value.map((doc) => [doc.ID, doc.AT_Websites ?? []]));
}

/**
 * The ids among `ids` that do not belong to `site`: every document a public
 * page's tool lists carries the page's site in its `AT_Websites`; the
 * intranet shows every site's documents, so there only existence counts.
 */
export async function strangers(index: string, ids: readonly string[], site: string, lang: string): Promise<string[]> {
  const audience = site === "intranet" ? "internal" : "public";
  const sites = await catalogueSites(index, ids, audience, lang);
  return ids.filter((id) => {
    const of = sites.get(id);
    return of === undefined || (audience === "public" && !of.includes(site));
  });
}

const answered = new Map<string, Promise<number>>();

/** Status of a page of the worker, each path fetched once per test file. */
export function statusOf(path: string): Promise<number> {
  let status = answered.get(path);
  if (!status) {
    status = SELF.fetch(`${BASE}${path}`).then(async (res) => {
      // Read to the end: a page stops streaming (and is not cached) when its reader goes away.
      await res.arrayBuffer();
      return res.status;
    });
    answered.set(path, status);
  }
  return status;
}

/** The links among `hrefs` to the catalogue's own pages that do not answer 200, as `status href`. */
export async function deadLinks(hrefs: readonly (string | undefined)[]): Promise<string[]> {
  const own = [...new Set(hrefs.filter((h): h is string => !!h && h.startsWith("/pim/")))];
  const out: string[] = [];
  for (let i = 0; i < own.length; i += 6) {
    const batch = own.slice(i, i + 6);
    const statuses = await Promise.all(batch.map(statusOf));
    batch.forEach((href, k) => {
      if (statuses[k] !== 200) out.push(`${statuses[k]} ${href}`);
    });
  }
  return out;
}

/** The JSON a tool API answers, or the failure as text. */
export async function apiAnswer(path: string): Promise<IslandProps["answer"] | string> {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { accept: "application/json" } });
  const text = await res.text();
  if (res.status !== 200) return `${res.status} ${path}: ${text.slice(0, 200)}`;
  return JSON.parse(text) as IslandProps["answer"];
}

/**
 * The part of a page that is its first tool block of a kind: from its
 * `data-tool` to the next tool block. Throws when the page has none, so a
 * test never looks for a tool's markup in a page that lost the tool.
 */
export function toolHtml(html: string, tool: string): string {
  const at = html.indexOf(`data-tool="${tool}"`);
  if (at < 0) throw new Error(`the page has no ${tool} block`);
  const next = html.indexOf('data-tool="', at + 1);
  return html.slice(at, next < 0 ? html.length : next);
}
