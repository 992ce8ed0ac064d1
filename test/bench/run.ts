/**
 * `npm run bench`: the production build under `wrangler dev` (NODE_ENV=production)
 * against the emulators, side by side with a worker that answers the same
 * bytes as a constant. Each case is one row; add a case to `CASES` to measure
 * more (product pages, caching tiers, JS weight follow below the table).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "../support/bindings.ts";
import { ensureClientBuild } from "../support/client-build.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";
import { writeConstantWorker } from "./constant-worker.ts";
import { type LoadResult, runLoad } from "./load.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const PAGE = "/pim/fragment/pu-additives/en/";
// Editor parameters that fail the check: published content, never from the page cache.
const UNCACHED = `${PAGE}?_storyblok_tk[token]=bench`;

interface BenchCase {
  name: string;
  /** Full URL measured. */
  url: (servers: { worker: string; constant: string }) => string;
}

const CASES: BenchCase[] = [
  { name: "constant bytes (floor)", url: (s) => `${s.constant}${PAGE}` },
  { name: "content page, page cache", url: (s) => `${s.worker}${PAGE}` },
  { name: "content page, rendered", url: (s) => `${s.worker}${UNCACHED}` },
];

function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "-";
}

function table(rows: { name: string; result: LoadResult }[]): string {
  const floor = rows[0]?.result;
  const header = ["case", "requests", "errors", "req/s", "p50 ms", "p99 ms", "req/s ratio", "p50 ratio", "p99 ratio"];
  const lines = rows.map(({ name, result }) => [
    name,
    String(result.requests),
    String(result.errors),
    fmt(result.perSecond),
    fmt(result.p50, 2),
    fmt(result.p99, 2),
    floor ? fmt(result.perSecond / floor.perSecond, 2) : "-",
    floor ? fmt(result.p50 / floor.p50, 2) : "-",
    floor ? fmt(result.p99 / floor.p99, 2) : "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [row(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(row)].join("\n");
}

function jsWeight(): string {
  const manifest = JSON.parse(readFileSync("dist/client/assets-manifest.json", "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean; isDynamicEntry?: boolean }
  >;
  const lines = Object.entries(manifest)
    .filter(([, e]) => e.file.endsWith(".js"))
    .map(([src, e]) => {
      const bytes = readFileSync(`dist/client/${e.file}`);
      return `  ${src.padEnd(52)} ${fmt(bytes.length / 1024)} kB, ${fmt(gzipSync(bytes).length / 1024)} kB gzip`;
    });
  return ["JS weight (a page without islands loads none of it):", ...lines].join("\n");
}

async function main() {
  ensureClientBuild();
  const emulators = await startEmulators({ port: 0 });
  const emulatorBase = `http://127.0.0.1:${emulators.port}`;
  const servers: WranglerDev[] = [];
  try {
    const worker = await startWranglerDev({ bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" } });
    servers.push(worker);
    const sample = await fetch(`${worker.url}${PAGE}`);
    const body = await sample.text();
    if (sample.status !== 200) throw new Error(`${PAGE} answered ${sample.status}`);
    const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync("wrangler.toml", "utf8"))?.[1];
    const constant = await startWranglerDev({
      bindings: {},
      config: writeConstantWorker(
        body,
        sample.headers.get("content-type") ?? "text/html",
        compatibilityDate ?? "2026-04-20",
      ),
    });
    servers.push(constant);

    console.log(
      `\nThroughput and latency, ${CONCURRENCY} clients, ${DURATION_MS} ms per case, page ${PAGE} (${body.length} bytes)\n`,
    );
    const rows: { name: string; result: LoadResult }[] = [];
    for (const c of CASES) {
      const result = await runLoad(c.url({ worker: worker.url, constant: constant.url }), {
        concurrency: CONCURRENCY,
        durationMs: DURATION_MS,
      });
      rows.push({ name: c.name, result });
    }
    console.log(table(rows));
    console.log(`\n${jsWeight()}\n`);

    // The product page case renders React in Node too: its own process, with the
    // automatic JSX runtime and React's production build.
    const product = spawnSync(
      process.execPath,
      [
        "node_modules/tsx/dist/cli.mjs",
        "--tsconfig",
        "tsconfig.node.json",
        "test/bench/product-page.ts",
        worker.url,
        emulatorBase,
      ],
      { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" }, timeout: 180_000 },
    );
    if (product.status !== 0) console.log(`Product page bench exited with ${product.status ?? product.signal}`);
  } finally {
    for (const s of servers.reverse()) await s.stop();
    await emulators.close();
  }
}

await main();
