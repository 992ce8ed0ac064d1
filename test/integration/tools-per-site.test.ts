/**
 * Every tool block of the demo space, on every page of every site, answers
 * with the data of the site it stands on: its default view is not empty,
 * everything it lists belongs to the page's site, and every catalogue page
 * it links to answers 200. The same holds for the JSON API its island calls.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AREAS, expandPages, INTRANET_AREA } from "../../shared/sites";
import {
  apiAnswer,
  BASE,
  deadLinks,
  type IslandProps,
  strangers,
  TOOL_INDEX,
  type ToolBlock,
  toolBlocks,
  toolOfApi,
} from "./tool-scope-support";

type Answer = NonNullable<IslandProps["answer"]>;

const pagePath = (site: string, page: string) => `/pim/fragment/${site}/en/${page}`;

async function fetchPage(path: string): Promise<string> {
  const res = await SELF.fetch(`${BASE}${path}`);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${path}`);
  return html;
}

/** Walks a step flow through its API, taking the first option of every step, to the result step. */
async function walkFlow(api: string): Promise<{ answer: Answer; params: URLSearchParams } | string> {
  const params = new URLSearchParams();
  for (let i = 0; i < 12; i++) {
    const answer = await apiAnswer(`${api}?${params}`);
    if (typeof answer === "string" || answer === null) return answer ?? `${api}: no answer`;
    if (answer.current >= answer.stepCount) return { answer, params };
    const step = answer.steps[answer.current];
    const option = step?.options[0];
    if (!step || !option) return `${api}?${params}: step ${step?.key ?? answer.current} offers no option`;
    params.append(step.key, option.value);
  }
  return `${api}: the flow never reaches its results`;
}

/** What is wrong with a tool's answer on `site`: empty, strangers, names without links, dead links. */
async function problems(where: string, tool: string, answer: Answer | null, site: string, lang: string) {
  const out: string[] = [];
  if (!answer) return [`${where}: no answer`];
  const index = TOOL_INDEX[tool] ?? tool;
  if (tool === "compare") {
    if (answer.products.length === 0) out.push(`${where}: compares nothing`);
    const foreign = await strangers(
      index,
      answer.products.map((p) => p.id),
      site,
      lang,
    );
    if (foreign.length) out.push(`${where}: not of ${site}: ${foreign.slice(0, 5).join(", ")}`);
    for (const dead of await deadLinks(answer.products.map((p) => p.href))) out.push(`${where}: ${dead}`);
    return out;
  }
  if (answer.results.length === 0) out.push(`${where}: no results`);
  const foreign = await strangers(
    index,
    answer.results.map((r) => r.id),
    site,
    lang,
  );
  if (foreign.length) out.push(`${where}: ${foreign.length} not of ${site}, e.g. ${foreign.slice(0, 3).join(", ")}`);
  const picks = answer.results.flatMap((r) => r.picks ?? []);
  const unlinked = picks.filter((p) => !p.href);
  if (unlinked.length) out.push(`${where}: names products without a link: ${unlinked.map((p) => p.name).join(", ")}`);
  const hrefs = [...answer.results.map((r) => r.href), ...picks.map((p) => p.href)];
  for (const dead of await deadLinks(hrefs)) out.push(`${where}: ${dead}`);
  return out;
}

/** Product ids a compare next to these tools would be given: the finder's comparable results, the flow's picks. */
function comparable(answers: readonly (Answer | null)[]): string[] {
  const ids = answers.flatMap((a) => [
    ...(a?.results ?? []).filter((r) => r.comparable).map((r) => r.id),
    ...(a?.results ?? []).flatMap((r) => r.picks ?? []).flatMap((p) => (p.productId ? [p.productId] : [])),
  ]);
  return [...new Set(ids)].slice(0, 2);
}

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

function prefixed(params: URLSearchParams, prefix: string): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params) out.append(`${prefix}${name}`, value);
  return out;
}

function lockedParams(locked: Record<string, string[]> | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, values] of Object.entries(locked ?? {})) for (const value of values) out.append(key, value);
  return out;
}

/** Checks every tool of one page as rendered, including the flows' result step and the compare. */
async function checkPage(site: string, page: string): Promise<string[]> {
  const path = pagePath(site, page);
  const blocks: ToolBlock[] = toolBlocks(await fetchPage(path));
  const out: string[] = [];
  const seen: (Answer | null)[] = [];
  for (const block of blocks) {
    for (const { name, props } of block.islands) {
      const tool = toolOfApi(props.api);
      const where = `${path} ${block.tool}/${tool}`;
      if (name === "finder") {
        seen.push(props.answer);
        out.push(...(await problems(where, tool, props.answer, site, "en")));
      } else if (name === "step-flow") {
        if (!props.answer?.steps[0]?.options.length) out.push(`${where}: the first question offers nothing`);
        const walked = await walkFlow(props.api);
        if (typeof walked === "string") {
          out.push(`${where}: ${walked}`);
          continue;
        }
        const resultPage = withQuery(path, prefixed(walked.params, props.prefix ?? ""));
        const again = toolBlocks(await fetchPage(resultPage))
          .flatMap((b) => b.islands)
          .find((i) => i.name === "step-flow" && i.props.api === props.api);
        seen.push(again?.props.answer ?? null);
        out.push(...(await problems(resultPage, tool, again?.props.answer ?? null, site, "en")));
      } else if (name === "product-compare") {
        const ids = comparable(seen);
        if (ids.length === 0) {
          out.push(`${where}: nothing on the page to compare`);
          continue;
        }
        const comparePage = `${path}?compare=${ids.join(",")}`;
        const shown = toolBlocks(await fetchPage(comparePage))
          .flatMap((b) => b.islands)
          .find((i) => i.name === "product-compare");
        out.push(...(await problems(comparePage, "compare", shown?.props.answer ?? null, site, "en")));
      }
    }
  }
  return out;
}

/** Checks the JSON API behind every tool of one page, in both language contexts. */
async function checkApis(site: string, page: string): Promise<string[]> {
  const blocks = toolBlocks(await fetchPage(pagePath(site, page)));
  const out: string[] = [];
  for (const lang of ["en", "de"]) {
    const seen: (Answer | null)[] = [];
    for (const { name, props } of blocks.flatMap((b) => b.islands)) {
      const api = props.api.replace(`/${site}/en/`, `/${site}/${lang}/`);
      const tool = toolOfApi(api);
      if (name === "finder") {
        const path = withQuery(api, lockedParams(props.locked));
        const answer = await apiAnswer(path);
        if (typeof answer === "string") out.push(answer);
        else {
          seen.push(answer);
          out.push(...(await problems(path, tool, answer, site, lang)));
        }
      } else if (name === "step-flow") {
        const walked = await walkFlow(api);
        if (typeof walked === "string") out.push(walked);
        else {
          seen.push(walked.answer);
          out.push(...(await problems(`${api}?${walked.params}`, tool, walked.answer, site, lang)));
        }
      } else if (name === "product-compare") {
        const path = `${api}?compare=${comparable(seen).join(",")}`;
        const answer = await apiAnswer(path);
        if (typeof answer === "string") out.push(answer);
        else out.push(...(await problems(path, "compare", answer, site, lang)));
      }
    }
  }
  return out;
}

const AREAS_UNDER_TEST = [...AREAS, INTRANET_AREA];

/** Checks the pages a few at a time (their backend calls overlap), failures in page order. */
async function eachPage(pages: readonly string[], check: (page: string) => Promise<string[]>): Promise<string[]> {
  const out: string[][] = [];
  for (let i = 0; i < pages.length; i += 3) out.push(...(await Promise.all(pages.slice(i, i + 3).map(check))));
  return out.flat();
}

describe.each(AREAS_UNDER_TEST.map((area) => [area.site, expandPages(area)] as const))(
  "the tools of %s",
  (site, pages) => {
    it("show the site's own data on every page, and link only to pages that answer", async () => {
      expect(await eachPage(pages, (page) => checkPage(site, page))).toEqual([]);
    }, 600_000);

    it("answer with the site's own data through their JSON API", async () => {
      expect(await eachPage(pages, (page) => checkApis(site, page))).toEqual([]);
    }, 600_000);
  },
);

describe("the competitive scout and its competitor product finder", () => {
  it("finds every competitive product the scout asks about", { timeout: 120_000 }, async () => {
    const scout = await apiAnswer("/pim/api/intranet/en/competitive-scout");
    if (typeof scout === "string" || !scout) throw new Error(String(scout));
    const offered = scout.steps[0]?.options.map((o) => o.value) ?? [];
    expect(offered).toContain("ApexMuls 300");
    const missing: string[] = [];
    for (const product of offered) {
      const found = await apiAnswer(`/pim/api/intranet/en/competitor-products?q=${encodeURIComponent(product)}`);
      if (typeof found === "string" || !found?.results.some((r) => r.title === product)) missing.push(product);
    }
    expect(missing).toEqual([]);
  });

  it("lists competitor products by a named company only", { timeout: 60_000 }, async () => {
    const all = await apiAnswer("/pim/api/intranet/en/competitor-products?size=100");
    if (typeof all === "string" || !all) throw new Error(String(all));
    expect(all.totalCount).toBeGreaterThan(0);
    for (const item of all.results) expect(item.meta[0] ?? "", item.title).toMatch(/\p{L}/u);
  });
});
