import * as v from "valibot";
import { FACET_COUNT_LIMIT } from "../shared/search/paging";

/** Empty strings count as unset: `[vars]` and `.env` files can only blank a value. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const required = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.minLength(1, `${name} is required`));
const httpUrl = (name: string) =>
  v.pipe(required(name), v.url(`${name} must be an absolute URL`), v.regex(/^https?:\/\//, `${name} must be http(s)`));
const optionalOf = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema));
/** A whole number of milliseconds between `min` and `max`, `fallback` when unset. */
const milliseconds = (name: string, min: number, max: number, fallback: number) => {
  const range = `${name} must be between ${min} and ${max}`;
  return v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()], `${name} must be a number of milliseconds`),
        v.transform(Number),
        v.number(`${name} must be a number of milliseconds`),
        v.integer(`${name} must be a whole number of milliseconds`),
        v.minValue(min, range),
        v.maxValue(max, range),
      ),
      fallback,
    ),
  );
};

const REGIONS = ["eu", "us", "cn", "ap", "ca"] as const;
const REGION_HOSTS: Record<(typeof REGIONS)[number], string> = {
  eu: "https://api.storyblok.com",
  us: "https://api-us.storyblok.com",
  cn: "https://app.storyblokchina.cn",
  ap: "https://api-ap.storyblok.com",
  ca: "https://api-ca.storyblok.com",
};

/** The performance devices a deployment can switch off one by one, to measure what each is worth. */
export const PERF_DEVICES = ["chrome-markup", "deferred-budget", "edge-admission", "documents-by-id"] as const;
export type PerfDevice = (typeof PERF_DEVICES)[number];

const ConfigObject = v.object({
  STORYBLOK_TOKEN: required("STORYBLOK_TOKEN"),
  STORYBLOK_PREVIEW_TOKEN: optionalOf(v.string()),
  STORYBLOK_API_URL: optionalOf(httpUrl("STORYBLOK_API_URL")),
  STORYBLOK_REGION: v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(v.picklist(REGIONS, "STORYBLOK_REGION must be one of eu, us, cn, ap, ca"), "eu"),
  ),
  STORYBLOK_OAUTH_TOKEN: optionalOf(v.string()),
  STORYBLOK_WEBHOOK_SECRET: optionalOf(v.string()),
  SEARCH_PUBLIC_URL: httpUrl("SEARCH_PUBLIC_URL"),
  SEARCH_PUBLIC_KEY: required("SEARCH_PUBLIC_KEY"),
  SEARCH_INTRANET_URL: optionalOf(httpUrl("SEARCH_INTRANET_URL")),
  SEARCH_INTRANET_KEY: optionalOf(v.string()),
  SEARCH_API_VERSION: v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/, "SEARCH_API_VERSION must look like 2020-06-30")),
      "2020-06-30",
    ),
  ),
  DATASHEET_API_URL: httpUrl("DATASHEET_API_URL"),
  PRODUCT_CONNECTOR_URL: httpUrl("PRODUCT_CONNECTOR_URL"),
  INTRANET_ACCESS_TEAM_DOMAIN: optionalOf(v.string()),
  INTRANET_ACCESS_AUD: optionalOf(v.string()),
  INTRANET_GATE: v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(v.picklist(["on", "off"], "INTRANET_GATE must be on or off"), "on"),
  ),
  PARENT_ORIGINS: v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : [])),
    v.array(
      v.pipe(
        v.string(),
        v.regex(/^https?:\/\/[^/\s]+$/, "PARENT_ORIGINS must be a list of origins such as https://www.example.com"),
      ),
    ),
  ),
  TOOL_ANSWER_BUDGET_MS: milliseconds("TOOL_ANSWER_BUDGET_MS", 0, 10_000, 300),
  BACKEND_DEADLINE_MS: milliseconds("BACKEND_DEADLINE_MS", 1000, 60_000, 10_000),
  /**
   * The most values a finder's value facet asks the search service for: the
   * spec's 1000. Lower only to see, on the small demo catalogue, a list cut at
   * it and searched on the server (ADR 0077).
   */
  FACET_COUNT_LIMIT: v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()], "FACET_COUNT_LIMIT must be a number of values"),
        v.transform(Number),
        v.number("FACET_COUNT_LIMIT must be a number of values"),
        v.integer("FACET_COUNT_LIMIT must be a whole number of values"),
        v.minValue(10, "FACET_COUNT_LIMIT must be between 10 and 1000"),
        v.maxValue(FACET_COUNT_LIMIT, "FACET_COUNT_LIMIT must be between 10 and 1000"),
      ),
      FACET_COUNT_LIMIT,
    ),
  ),
  /**
   * `off`: a page that streams is sent uncompressed. For `wrangler dev`, whose
   * compression holds a stream until it ends (the edge compresses as it streams).
   */
  STREAM_COMPRESSION: v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(v.picklist(["auto", "off"], "STREAM_COMPRESSION must be auto or off"), "auto"),
  ),
  LOG_LEVEL: v.pipe(
    v.unknown(),
    v.transform(blankToUndefined),
    v.optional(v.picklist(["info", "warn", "error"], "LOG_LEVEL must be info, warn or error"), "warn"),
  ),
  /**
   * Performance devices switched off, for the bench's A/B figures (ADR 0065):
   * a comma-separated list of `PERF_DEVICES`; every device is on by default.
   */
  PERF_DEVICES_OFF: v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : [])),
    v.array(v.picklist(PERF_DEVICES, `PERF_DEVICES_OFF must list some of: ${PERF_DEVICES.join(", ")}`)),
    v.transform((names) => new Set(names)),
  ),
});

const ConfigSchema = v.pipe(
  ConfigObject,
  v.transform((c) => ({
    ...c,
    /** Delivery API base: explicit URL, else the region's host. */
    storyblokApiUrl: (c.STORYBLOK_API_URL ?? `${REGION_HOSTS[c.STORYBLOK_REGION]}/v2`).replace(/\/+$/, ""),
  })),
);

export type Config = v.InferOutput<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly fields: string[]) {
    super(`Invalid configuration: ${fields.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** Every name of the configuration contract, in the order of the schema. */
export const CONFIG_NAMES = Object.keys(ConfigObject.entries) as readonly (keyof typeof ConfigObject.entries)[];

/** One thing wrong with one field, worded without the field's value. */
export interface ConfigIssue {
  field: string;
  message: string;
}

export type ConfigCheck = { ok: true; config: Config } | { ok: false; issues: ConfigIssue[] };

/** Values never reach a message: a library's default wording may quote what it received. */
function redact(message: string, env: Record<string, unknown>): string {
  let out = message;
  for (const value of Object.values(env)) {
    if (typeof value === "string" && value.trim().length >= 4) out = out.split(value.trim()).join("[value hidden]");
  }
  return out;
}

/**
 * Validates bindings against the contract without throwing: the worker's own
 * check, and the one a configuration is held to before it is deployed.
 */
export function checkConfig(env: Record<string, unknown>): ConfigCheck {
  // Every known name is looked at, set or not: an unset binding is simply absent
  // from the env object, and its rule (required, default) must still apply.
  const input: Record<string, unknown> = { ...env };
  for (const name of CONFIG_NAMES) if (!(name in input)) input[name] = undefined;
  const result = v.safeParse(ConfigSchema, input);
  if (result.success) return { ok: true, config: result.output };
  const seen = new Set<string>();
  const issues: ConfigIssue[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split(".")[0] ?? "config";
    const message = redact(issue.message, env);
    const key = `${field}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ field, message });
  }
  return { ok: false, issues };
}

let cached: { env: unknown; config: Config } | undefined;

/**
 * Validates the bindings once per isolate (per bindings object) and fails with
 * a message that names each bad field, never its value.
 */
export function loadConfig(env: Record<string, unknown>): Config {
  if (cached?.env === env) return cached.config;
  const result = checkConfig(env);
  if (!result.ok) {
    const fields = result.issues.map(({ field, message }) =>
      message.includes(field) ? message : `${field}: ${message}`,
    );
    throw new ConfigError([...new Set(fields)]);
  }
  cached = { env, config: result.config };
  return result.config;
}
