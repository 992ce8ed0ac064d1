/**
 * Lighthouse mobile performance of the pages issue 13 names (area home,
 * product page, finder page, recommendation tool), against the production
 * build under `wrangler dev` and the emulators, with Debian's chromium.
 * Lighthouse is not a dependency of the project: `LIGHTHOUSE` names its CLI
 * (e.g. after `npm install --prefix /tmp/lh lighthouse`), otherwise npx
 * fetches it. Each page is measured `LIGHTHOUSE_RUNS` times (default 3) and
 * the median score printed, with the load average, since Lighthouse's
 * simulated throttling still follows the machine's own speed, and with the
 * first paint Chromium itself observed: its Speed Index and the requests its
 * LCP estimate counts follow that moment (see "Thirteenth pass" in
 * docs/performance.md). `LIGHTHOUSE_CHROME_FLAGS` adds Chromium flags, e.g.
 * `--disable-features=PaintHolding` to read the pages without paint holding.
 *
 *   NODE_ENV=production tsx --tsconfig tsconfig.base.json test/bench/lighthouse.ts
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "../support/bindings.ts";
import { ensureClientBuild } from "../support/client-build.ts";
import { startWranglerDev } from "../support/wrangler-dev.ts";
import { median, productsBySite, productUrl } from "./product-page.ts";

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }>;
}

async function lighthouse(url: string, out: string): Promise<Report> {
  const [command, ...prefix] = process.env.LIGHTHOUSE
    ? [process.env.LIGHTHOUSE]
    : ["npx", "--yes", "lighthouse@13.5.0"];
  await run(
    command as string,
    [
      ...prefix,
      url,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu ${process.env.LIGHTHOUSE_CHROME_FLAGS ?? ""}`.trim(),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

ensureClientBuild();
const emulators = await startEmulators({ port: 0 });
const emulatorBase = `http://127.0.0.1:${emulators.port}`;
const worker = await startWranglerDev({ bindings: { ...demoBindings(emulatorBase), LOG_LEVEL: "error" } });
const dir = mkdtempSync(join(tmpdir(), "catalogue-lighthouse-"));
try {
  const bySite = await productsBySite(emulatorBase);
  const product = bySite.get("pu-additives")?.[0];
  if (!product) throw new Error("no public product on pu-additives");
  const pages: [string, string][] = [
    ["area home", `${worker.url}/pim/fragment/pu-additives/en/`],
    ["product page", productUrl(worker.url, "pu-additives", product.ID)],
    ["finder page", `${worker.url}/pim/fragment/pu-additives/en/products`],
    ["recommendation tool", `${worker.url}/pim/fragment/silica-specialist/en/silica-recommendation-tool`],
  ];
  console.log(`Lighthouse mobile performance, ${RUNS} runs per page, ${new Date().toISOString()}\n`);
  for (const [name, url] of pages) {
    // The first visit fills the caches; what is measured is the page as visitors mostly get it.
    await (await fetch(url)).arrayBuffer();
    const scores: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    const cls: number[] = [];
    const si: number[] = [];
    const firstPaint: number[] = [];
    const loads: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      loads.push(loadavg()[0] ?? Number.NaN);
      const report = await lighthouse(url, join(dir, `report-${i}.json`));
      scores.push(report.categories.performance.score);
      lcp.push(report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      tbt.push(report.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      cls.push(report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      si.push(report.audits["speed-index"]?.numericValue ?? Number.NaN);
      firstPaint.push(report.audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? Number.NaN);
    }
    console.log(
      `${name.padEnd(20)} score ${median(scores).toFixed(2)} (runs ${scores.map((s) => s.toFixed(2)).join(", ")}; target >= 0.98)  LCP ${median(lcp).toFixed(0)} ms  TBT ${median(tbt).toFixed(0)} ms  CLS ${median(cls).toFixed(3)}  SI ${median(si).toFixed(0)} ms  first paint seen ${firstPaint.map((t) => t.toFixed(0)).join(", ")} ms  load average ${loads.map((l) => l.toFixed(1)).join(", ")}`,
    );
  }
} finally {
  await worker.stop();
  await emulators.close();
}
