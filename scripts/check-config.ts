/**
 * `npm run check-config -- --env-file FILE [--env-file FILE2] [--env NAME]`:
 * validates a configuration with the worker's own schema before it is
 * deployed. The `[vars]` of wrangler.toml (of `--env NAME` when given; none
 * with `--no-vars`) come first, the env files override them, as wrangler
 * merges them. Exits 1 when the worker would refuse the configuration.
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs, parseEnv } from "node:util";
import { configReport } from "./config-report.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    // The npm script ends node's own arguments with `--`: node 20 would otherwise take `--env-file` for itself.
    args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === "--")),
    options: {
      "env-file": { type: "string", multiple: true },
      env: { type: "string" },
      config: { type: "string", default: "wrangler.toml" },
      "no-vars": { type: "boolean", default: false },
    },
    strict: true,
  });
}
try {
  args = parse();
} catch (error) {
  fail(
    `${error instanceof Error ? error.message : error}\nUsage: npm run check-config -- --env-file FILE [--env NAME]`,
  );
}

const files = args.values["env-file"] ?? [];
if (files.length === 0) fail("Usage: npm run check-config -- --env-file FILE [--env NAME]");
for (const file of files) if (!existsSync(file)) fail(`No such env file: ${file}`);

const sources: string[] = [];
let vars: Record<string, string> = {};
if (!args.values["no-vars"]) {
  const { unstable_readConfig } = await import("wrangler");
  const envName = args.values.env;
  let config: ReturnType<typeof unstable_readConfig>;
  try {
    config = unstable_readConfig({ config: args.values.config, ...(envName ? { env: envName } : {}) });
  } catch (error) {
    fail(`Cannot read ${args.values.config}: ${error instanceof Error ? error.message : error}`);
  }
  vars = Object.fromEntries(
    Object.entries(config.vars ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
  sources.push(`${args.values.config} [${envName ? `env.${envName}.vars` : "vars"}]`);
}

const fromFiles: Record<string, string> = {};
for (const file of files) {
  Object.assign(fromFiles, parseEnv(readFileSync(file, "utf8")));
  sources.push(file);
}

const report = configReport({ ...vars, ...fromFiles });
console.log(`Configuration from ${sources.join(", then ")}:\n`);
for (const line of report.lines) console.log(line);
process.exit(report.ok ? 0 : 1);
