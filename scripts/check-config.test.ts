import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const SECRETS = ["sb-token-do-not-print", "search-key-do-not-print", "webhook-secret-do-not-print"];

const dir = mkdtempSync(join(tmpdir(), "check-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

function envFile(lines: string[]): string {
  const file = join(dir, `deploy-${++files}.env`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** The npm script itself, as a team runs it. */
function checkConfig(...args: string[]) {
  const run = spawnSync("npm", ["run", "--silent", "check-config", "--", ...args], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

// Each case starts node (and, reading wrangler.toml, wrangler): seconds on a busy machine.
describe("npm run check-config", { timeout: 60_000 }, () => {
  it("accepts a complete configuration and shows no value", () => {
    const file = envFile([
      `STORYBLOK_TOKEN=${SECRETS[0]}`,
      "SEARCH_PUBLIC_URL=https://search.example.net",
      `SEARCH_PUBLIC_KEY=${SECRETS[1]}`,
      "DATASHEET_API_URL=https://datasheets.example.net",
      "PRODUCT_CONNECTOR_URL=https://connector.example.net",
      `STORYBLOK_WEBHOOK_SECRET=${SECRETS[2]}`,
    ]);
    const { status, output } = checkConfig("--no-vars", "--env-file", file);
    expect(status).toBe(0);
    expect(output).toMatch(/✓ STORYBLOK_TOKEN\s+set/);
    expect(output).toContain("The configuration is valid.");
    for (const secret of SECRETS) expect(output).not.toContain(secret);
    expect(output).not.toContain("search.example.net");
  });

  it("names every bad field and what is wrong with it, without its value, and fails", () => {
    const file = envFile([
      `STORYBLOK_TOKNE=${SECRETS[0]}`,
      `SEARCH_PUBLIC_URL=${SECRETS[1]}`,
      `SEARCH_PUBLIC_KEY=${SECRETS[1]}`,
      "DATASHEET_API_URL=https://datasheets.example.net",
      "PRODUCT_CONNECTOR_URL=ftp://connector.example.net",
      "LOG_LEVEL=verbose",
      `STORYBLOK_WEBHOOK_SECRET=${SECRETS[2]}`,
    ]);
    const { status, output } = checkConfig("--no-vars", "--env-file", file);
    expect(status).toBe(1);
    expect(output).toMatch(/✗ STORYBLOK_TOKEN\s+is required/);
    expect(output).toMatch(/✗ SEARCH_PUBLIC_URL\s+must be an absolute URL/);
    expect(output).toMatch(/✗ PRODUCT_CONNECTOR_URL\s+must be http\(s\)/);
    expect(output).toMatch(/✗ LOG_LEVEL\s+must be info, warn or error/);
    expect(output).toContain("STORYBLOK_TOKNE is not a name of the configuration contract");
    for (const secret of SECRETS) expect(output).not.toContain(secret);
    expect(output).not.toContain("ftp://");
  });

  it("reads the [vars] of a named environment under the env file", () => {
    const file = envFile([`STORYBLOK_TOKEN=${SECRETS[0]}`, `SEARCH_PUBLIC_KEY=${SECRETS[1]}`]);
    const { status, output } = checkConfig("--env", "production", "--env-file", file);
    expect(status).toBe(1);
    expect(output).toContain("wrangler.toml [env.production.vars]");
    // The environment's backend addresses are placeholders until a team fills them in.
    expect(output).toMatch(/✗ SEARCH_PUBLIC_URL\s+is required/);
    expect(output).toMatch(/✓ STORYBLOK_TOKEN\s+set/);
  });

  it("says which env file is missing", () => {
    const { status, output } = checkConfig("--env-file", "no/such/file.env");
    expect(status).toBe(2);
    expect(output).toContain("No such env file: no/such/file.env");
    expect(output).not.toMatch(/\n\s+at /);
  });
});
