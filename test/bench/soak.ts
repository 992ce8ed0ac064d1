/**
 * Soak: a few thousand distinct pages through one worker, with the resident
 * memory of its workerd process before, right after and after an idle spell.
 * Distinct pages are what make per-isolate tables grow: every content page
 * and every public product in both languages, then finder views with a text
 * query of their own, half of them rendered past the page cache.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { ProductDocument } from "../../shared/catalogue/documents.ts";
import { AREAS, expandPages, LANGS } from "../../shared/sites.ts";
import { VISITOR_USER_AGENT } from "../support/visitor.ts";
import type { WranglerDev } from "../support/wrangler-dev.ts";

export interface SoakFigure {
  pages: number;
  statuses: Record<string, number>;
  seconds: number;
  /** Resident memory of the workerd processes, MiB. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
  rssIdleMiB: number;
  idleSeconds: number;
}

/** Resident memory (MiB) of the workerd processes wrangler started: they share its process group. */
export function workerdRssMiB(dev: WranglerDev): number {
  const group = dev.process.pid;
  if (group === undefined) return Number.NaN;
  const listing = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(group)], { encoding: "utf8" });
  let kib = 0;
  for (const line of listing.split("\n")) {
    const [pid, command] = line.trim().split(/\s+/);
    if (!pid || !command?.startsWith("workerd")) continue;
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kib / 1024;
}

/** Areas with a product finder at `{site}/{lang}/products`. */
const FINDER_SITES = ["pu-additives", "specialty-amines", "world-of-protectosil"];

/** The soak's distinct page paths, `count` of them. */
export function soakPaths(productsBySite: Map<string, ProductDocument[]>, count: number): string[] {
  const paths: string[] = [];
  for (const lang of LANGS) {
    for (const area of AREAS) {
      for (const page of expandPages(area)) paths.push(`/pim/fragment/${area.site}/${lang}/${page}`);
    }
    for (const [site, products] of productsBySite) {
      for (const p of products) paths.push(`/pim/fragment/${site}/${lang}/product/${p.ID}`);
    }
  }
  // Finder views of their own: a distinct search answer, data key and page key each.
  const finders = FINDER_SITES;
  for (let i = 0; paths.length < count; i++) {
    const site = finders[i % finders.length];
    const lang = LANGS[Math.floor(i / finders.length) % 2];
    // Every other one carries failing editor parameters: rendered, never from the page cache.
    const bypass = i % 2 === 1 ? "&_storyblok_tk[token]=soak" : "";
    paths.push(`/pim/fragment/${site}/${lang}/products?q=soak${i}${bypass}`);
  }
  return paths.slice(0, count);
}

export async function soak(
  worker: WranglerDev,
  productsBySite: Map<string, ProductDocument[]>,
  options: { pages: number; concurrency: number; idleMs: number },
): Promise<SoakFigure> {
  const paths = soakPaths(productsBySite, options.pages);
  // A few requests first, so "before" is a warm isolate rather than an empty one.
  for (const path of paths.slice(0, 10))
    await (await fetch(`${worker.url}${path}`, { headers: { "user-agent": VISITOR_USER_AGENT } })).arrayBuffer();
  const rssBeforeMiB = workerdRssMiB(worker);
  const statuses: Record<string, number> = {};
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        let status = "error";
        try {
          const res = await fetch(`${worker.url}${paths[i]}`, { headers: { "user-agent": VISITOR_USER_AGENT } });
          await res.arrayBuffer();
          status = String(res.status);
        } catch {}
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rssAfterMiB = workerdRssMiB(worker);
  await new Promise((r) => setTimeout(r, options.idleMs));
  return {
    pages: paths.length,
    statuses,
    seconds,
    rssBeforeMiB,
    rssAfterMiB,
    rssIdleMiB: workerdRssMiB(worker),
    idleSeconds: options.idleMs / 1000,
  };
}
