import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { ISLAND_SOURCES } from "../../client/islands/island-sources";

interface ManifestEntry {
  file: string;
  src?: string;
  imports?: string[];
}

export interface JsWeight {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a browser loads for a page: every script the HTML names
 * (by src, resolved in the build's manifest), the files the islands' boot
 * script imports (`data-island-loader`), and for each island on the page its
 * chunk, all with their static imports. Gzip sizes from `dist/client`.
 */
export function jsWeightOf(html: string, dist = "dist/client"): JsWeight {
  const manifest = JSON.parse(readFileSync(`${dist}/assets-manifest.json`, "utf8")) as Record<string, ManifestEntry>;
  const byFile = new Map(Object.entries(manifest).map(([key, e]) => [`/${e.file}`, key]));
  const wanted = new Set<string>();
  const named = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ""),
    ...[...html.matchAll(/\bdata-island-loader="([^"]+)"/g)].flatMap((m) => (m[1] ?? "").split(" ")),
  ];
  for (const url of named) {
    const key = byFile.get(new URL(url, "http://x").pathname);
    if (key) wanted.add(key);
  }
  for (const m of html.matchAll(/data-island="([^"]+)"/g)) {
    const src = (ISLAND_SOURCES as Record<string, string>)[m[1] ?? ""];
    if (src) wanted.add(src);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of wanted) visit(key);
  let bytes = 0;
  let gzipBytes = 0;
  const files: string[] = [];
  for (const key of seen) {
    const entry = manifest[key];
    if (!entry?.file.endsWith(".js")) continue;
    const content = readFileSync(`${dist}/${entry.file}`);
    files.push(entry.file);
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files, bytes, gzipBytes };
}
