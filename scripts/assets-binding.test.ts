import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assetsBindingProblem, assetsExposureProblem } from "./assets-binding";

const ours = { catalogue: "wrangler.toml", assets: "config/wrangler.assets.toml" };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A catalogue config whose staging binding is `staging` (a service name, or nothing). */
function catalogueWith(staging: string | null): { catalogue: string; assets: string } {
  const dir = mkdtempSync(join(tmpdir(), "assets-binding-"));
  dirs.push(dir);
  const lines = [
    'name = "cat"',
    'main = "index.js"',
    'compatibility_date = "2026-04-20"',
    "[[services]]",
    'binding = "ASSETS"',
    'service = "cat-assets"',
    "[env.staging]",
  ];
  if (staging) lines.push("[[env.staging.services]]", 'binding = "ASSETS"', `service = "${staging}"`);
  writeFileSync(join(dir, "wrangler.toml"), `${lines.join("\n")}\n`);
  writeFileSync(
    join(dir, "assets.toml"),
    'name = "cat-assets"\ncompatibility_date = "2026-04-20"\n[assets]\ndirectory = "."\n[env.staging]\n',
  );
  return { catalogue: join(dir, "wrangler.toml"), assets: join(dir, "assets.toml") };
}

describe("the ASSETS binding", () => {
  it("names, in every environment of ours, the static-files worker that environment deploys", () => {
    for (const env of [undefined, "staging", "production"]) expect(assetsBindingProblem(ours, env)).toBeNull();
  });

  it("is refused when it names another environment's static files, or is missing", () => {
    const crossed = catalogueWith("cat-assets");
    expect(assetsBindingProblem(crossed, undefined)).toBeNull();
    expect(assetsBindingProblem(crossed, "staging")).toBe(
      `--env staging: the catalogue's ASSETS binding names cat-assets, but ${crossed.assets} deploys cat-assets-staging`,
    );
    expect(assetsBindingProblem(catalogueWith(null), "staging")).toBe(
      "--env staging: the catalogue has no ASSETS service binding (it should name cat-assets-staging)",
    );
    expect(assetsBindingProblem(catalogueWith("cat-assets-staging"), "staging")).toBeNull();
  });
});

describe("the static-files worker's own URLs", () => {
  it("are off in every environment of ours", () => {
    for (const env of [undefined, "staging", "production"]) expect(assetsExposureProblem(ours.assets, env)).toBeNull();
  });

  it("are refused when left at their defaults, or turned on in one environment", () => {
    const defaults = catalogueWith("cat-assets-staging").assets;
    expect(assetsExposureProblem(defaults, undefined)).toBe(
      `the top level: ${defaults} leaves workers_dev and preview_urls on (set them to false)`,
    );
    const dir = mkdtempSync(join(tmpdir(), "assets-exposure-"));
    dirs.push(dir);
    const staged = join(dir, "assets.toml");
    writeFileSync(
      staged,
      [
        'name = "cat-assets"',
        'compatibility_date = "2026-04-20"',
        "workers_dev = false",
        "preview_urls = false",
        "[assets]",
        'directory = "."',
        "[env.staging]",
        "workers_dev = true",
        "",
      ].join("\n"),
    );
    expect(assetsExposureProblem(staged, undefined)).toBeNull();
    expect(assetsExposureProblem(staged, "staging")).toBe(
      `--env staging: ${staged} leaves workers_dev on (set it to false)`,
    );
  });
});
