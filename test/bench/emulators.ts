/**
 * Figures of the embedded backends and the whole product route set, for
 * `npm run bench`: emulator start-up against a bare `tsx`
 * start, search latency over the whole demo catalogue against a constant
 * answer of the same server, and every demo product on its own site and on
 * another one.
 */
import { spawn } from "node:child_process";
import type { ProductDocument } from "../../shared/catalogue/documents.ts";
import { median, productUrl } from "./product-page.ts";

const TSX = "node_modules/.bin/tsx";

/** Milliseconds from spawning `command` until its output matches `ready`. */
function timeUntil(args: string[], ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const child = spawn(TSX, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        const ms = performance.now() - began;
        child.kill("SIGTERM");
        resolve(ms);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      if (!ready.test(output)) reject(new Error(`${args.join(" ")} exited ${code} before it was ready:\n${output}`));
    });
  });
}

export interface StartupFigure {
  /** Median ms from spawn until `npm run emulators` printed its URL (catalogue and space built). */
  emulatorsMs: number;
  /** Median ms for `tsx` to start a script that prints a line: the floor of any tsx process. */
  floorMs: number;
}

export async function emulatorStartup(runs = 3): Promise<StartupFigure> {
  const emulators: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    floor.push(await timeUntil(["-e", "console.log('ready')"], /ready/));
    emulators.push(await timeUntil(["emulators/main.ts"], /Emulators ready .* on http/, { EMULATOR_PORT: "0" }));
  }
  return { emulatorsMs: median(emulators), floorMs: median(floor) };
}

const SEARCHES: Record<string, unknown>[] = [
  {
    search: "*",
    facets: ["AT_Brand,count:20", "AT_Applications,count:20", "AT_Industries,count:50"],
    top: 25,
    count: true,
  },
  { search: "foam* stab*", top: 25, count: true },
  { search: "silica*", filter: "AT_Websites/any(w: w eq 'silica-specialist')", orderby: "Name asc", top: 25 },
  { filter: "search.in(AT_Brand, 'dabco|polycat|tegostab', '|')", orderby: "Name desc", top: 25, count: true },
];

export interface SearchFigure {
  /** Median ms of a search over the demo products (mixed queries), HTTP included. */
  searchMs: number;
  p95Ms: number;
  /** Median ms of `GET /` on the same server: HTTP and routing alone. */
  floorMs: number;
  queries: number;
}

export async function searchLatency(emulatorBase: string, rounds = 50): Promise<SearchFigure> {
  const url = `${emulatorBase}/search/public/indexes/products-en-us/docs/search?api-version=2020-06-30`;
  const search: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const body of SEARCHES) {
      const began = performance.now();
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "api-key": "demo-public-key" },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(body)}`);
      search.push(performance.now() - began);
    }
    const began = performance.now();
    await (await fetch(`${emulatorBase}/`)).arrayBuffer();
    floor.push(performance.now() - began);
  }
  const sorted = [...search].sort((a, b) => a - b);
  return {
    searchMs: median(search),
    p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
    floorMs: median(floor),
    queries: search.length,
  };
}

export interface RouteSetFigure {
  products: number;
  ownSite200: number;
  otherSite404: number;
  failures: string[];
}

/** Every public demo product: 200 on its own site, 404 on another site. */
export async function everyProductRoute(
  workerUrl: string,
  bySite: Map<string, ProductDocument[]>,
  concurrency = 6,
): Promise<RouteSetFigure> {
  const sites = [...bySite.keys()];
  const checks: { url: string; expect: number }[] = [];
  for (const [site, products] of bySite) {
    const other = sites.find((s) => s !== site) ?? "vestamid";
    for (const p of products) {
      checks.push({ url: productUrl(workerUrl, site, p.ID), expect: 200 });
      if (!p.AT_Websites.includes(other)) checks.push({ url: productUrl(workerUrl, other, p.ID), expect: 404 });
    }
  }
  const figure: RouteSetFigure = {
    products: [...bySite.values()].reduce((n, list) => n + list.length, 0),
    ownSite200: 0,
    otherSite404: 0,
    failures: [],
  };
  let next = 0;
  const workerLoop = async () => {
    while (next < checks.length) {
      const check = checks[next++];
      if (!check) break;
      const res = await fetch(check.url);
      await res.arrayBuffer();
      if (res.status !== check.expect) figure.failures.push(`${check.url} -> ${res.status}`);
      else if (check.expect === 200) figure.ownSite200++;
      else figure.otherSite404++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, workerLoop));
  return figure;
}
