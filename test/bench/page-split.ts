/**
 * Where an uncached product page's server CPU goes, by answers that stop at
 * different depths of the same worker: the constant worker's `ok` under the
 * catalogue's platform configuration (the floor; asked under `/pim/` so it
 * reaches the worker first, as pages do), `/healthz` (three
 * middleware), the tool API refusing an unknown area (every middleware but
 * the page cache, a JSON 404), a product id the search does not know (the chain, one lookup,
 * the small 404 page), and the product page itself. Server CPU per request,
 * median of 5 rounds.
 *
 *   npm run build && NODE_ENV=production tsx --tsconfig tsconfig.base.json test/bench/page-split.ts
 */
import { startEmulators } from "../../emulators/server.ts";
import { demoBindings } from "../support/bindings.ts";
import { startWranglerDev, type WranglerDev } from "../support/wrangler-dev.ts";
import { catalogueConstantPlatform, writeConstantWorker } from "./constant-worker.ts";
import { cpuPerRequest } from "./cpu.ts";
import { median, productsBySite, productUrl } from "./product-page.ts";

/** Editor parameters that fail the check: past the page cache, as in the bench's uncached figure. */
const PAST_THE_CACHE = "?_storyblok_tk[token]=bench";

const emulators = await startEmulators({ port: 0 });
const base = `http://127.0.0.1:${emulators.port}`;
const servers: WranglerDev[] = [];
try {
  const worker = await startWranglerDev({ bindings: { ...demoBindings(base), LOG_LEVEL: "error" } });
  servers.push(worker);
  const constant = await startWranglerDev({
    bindings: {},
    config: writeConstantWorker({}, catalogueConstantPlatform().full),
  });
  servers.push(constant);
  const [site, products] = [...(await productsBySite(base)).entries()][0] ?? [];
  const product = products?.[0];
  if (!site || !product) throw new Error("no products");
  const cases: [string, WranglerDev, string][] = [
    ["constant worker `ok` (platform floor)", constant, `${constant.url}/pim/ok`],
    ["/healthz", worker, `${worker.url}/healthz`],
    ["tool API, unknown area (JSON 404)", worker, `${worker.url}/pim/api/no-such-area/en/products${PAST_THE_CACHE}`],
    ["unknown product id (404 page)", worker, `${productUrl(worker.url, site, "PR_00000000")}${PAST_THE_CACHE}`],
    ["product page", worker, `${productUrl(worker.url, site, product.ID)}${PAST_THE_CACHE}`],
  ];
  for (const [, , url] of cases) for (let i = 0; i < 30; i++) await (await fetch(url)).arrayBuffer();
  const rounds = cases.map((): number[] => []);
  for (let round = 0; round < 5; round++) {
    for (const [i, [, dev, url]] of cases.entries()) {
      rounds[i]?.push(await cpuPerRequest(dev, url, { requests: 300, concurrency: 2 }));
    }
  }
  const floor = median(rounds[0] ?? []);
  console.log("server CPU per request, ms (median of 5 rounds; over the floor)");
  for (const [i, [name]] of cases.entries()) {
    const cpu = median(rounds[i] ?? []);
    console.log(`  ${name.padEnd(40)} ${cpu.toFixed(2)}  (+${(cpu - floor).toFixed(2)})`);
  }
} finally {
  for (const s of servers.reverse()) await s.stop();
  await emulators.close();
}
