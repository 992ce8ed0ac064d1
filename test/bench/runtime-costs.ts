/**
 * What single steps of the data path cost inside workerd, as server CPU per
 * request: a worker of a few lines answers `ok` after doing one step with
 * the answers a product page reads (captured from the emulators while the
 * bare renderer loads them), against the same worker doing nothing. For
 * steps too small to show in the side-by-side page figures.
 *
 *   NODE_ENV=production tsx --tsconfig tsconfig.base.json test/bench/runtime-costs.ts
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulators } from "../../emulators/server.ts";
import { startWranglerDev } from "../support/wrangler-dev.ts";
import { cpuPerRequest } from "./cpu.ts";
import { bareRenderer, median, productsBySite } from "./product-page.ts";

const WORKER = `const TEXTS = __TEXTS__;
// Key texts of the size the data cache hashes (a search body), one per answer.
const KEYS = TEXTS.map((_, i) => JSON.stringify({ index: "products", body: { filter: "ID eq 'PR_" + i + "'", top: 50 } }));
const hex = (b) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");
const digest = async (k) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(k)));
export default {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    if (path === "/digest") await Promise.all(KEYS.map(digest));
    else if (path === "/parse") for (const t of TEXTS) JSON.parse(t);
    return new Response("ok");
  },
};
`;

const emulators = await startEmulators({ port: 0 });
const emulatorBase = `http://127.0.0.1:${emulators.port}`;
const texts: string[] = [];
try {
  const bySite = await productsBySite(emulatorBase);
  const [site, products] = [...bySite.entries()][0] ?? [];
  const product = products?.[0];
  if (!site || !product) throw new Error("no products");
  const fetchOf = globalThis.fetch;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    const res = await fetchOf(...args);
    texts.push(await res.clone().text());
    return res;
  }) as typeof fetch;
  try {
    await bareRenderer(emulatorBase, site, product);
  } finally {
    globalThis.fetch = fetchOf;
  }
} finally {
  await emulators.close();
}

const dir = mkdtempSync(join(tmpdir(), "catalogue-costs-"));
writeFileSync(join(dir, "costs.js"), WORKER.replace("__TEXTS__", JSON.stringify(texts)));
writeFileSync(join(dir, "wrangler.toml"), `name = "costs"\nmain = "costs.js"\ncompatibility_date = "2026-04-20"\n`);
const dev = await startWranglerDev({ bindings: {}, config: join(dir, "wrangler.toml") });
try {
  const rounds: Record<string, number[]> = { ok: [], digest: [], parse: [] };
  for (let round = 0; round < 5; round++) {
    for (const [path, cpu] of Object.entries(rounds)) {
      cpu.push(await cpuPerRequest(dev, `${dev.url}/${path}`, { requests: 1000, concurrency: 4 }));
    }
  }
  const kib = texts.reduce((sum, t) => sum + t.length, 0) / 1024;
  console.log(
    `${texts.length} answers of one product page, ${kib.toFixed(0)} KiB of JSON; server CPU per request, ms:`,
  );
  for (const [path, cpu] of Object.entries(rounds)) {
    console.log(`  ${path.padEnd(7)} ${median(cpu).toFixed(3)}  (rounds: ${cpu.map((x) => x.toFixed(2)).join(", ")})`);
  }
} finally {
  await dev.stop();
}
