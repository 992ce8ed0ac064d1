import { CONFIG_NAMES, checkConfig } from "../worker/config.ts";

/** Bindings that are not configuration values but belong to the worker all the same. */
const OTHER_BINDINGS = new Set(["CATALOGUE_CACHE", "ASSETS"]);

/** Defaults worth stating, so a reader knows what an unset name means. */
const WHEN_UNSET: Record<string, string> = {
  STORYBLOK_PREVIEW_TOKEN: "no draft is ever served",
  STORYBLOK_API_URL: "from STORYBLOK_REGION",
  STORYBLOK_REGION: "eu",
  STORYBLOK_OAUTH_TOKEN: "not used",
  STORYBLOK_WEBHOOK_SECRET: "the publish webhook answers 401",
  SEARCH_INTRANET_URL: "the intranet has no search service",
  SEARCH_INTRANET_KEY: "the intranet has no search service",
  SEARCH_API_VERSION: "2020-06-30",
  INTRANET_ACCESS_TEAM_DOMAIN: "intranet gate closed",
  INTRANET_ACCESS_AUD: "intranet gate closed",
  INTRANET_GATE: "on",
  PARENT_ORIGINS: "framing by the same origin only",
  LOG_LEVEL: "warn",
};

export interface ConfigReport {
  ok: boolean;
  /** One line per name of the contract, then notes; no line carries a value. */
  lines: string[];
}

const isSet = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Holds a configuration to the worker's own schema and words the result for
 * a person: for every name of the contract whether it is set, what an unset
 * one means, and what is wrong with a bad one. Values are never shown: the
 * same file holds the tokens and keys.
 */
export function configReport(env: Record<string, string>): ConfigReport {
  const result = checkConfig(env);
  const problems = new Map<string, string[]>();
  if (!result.ok) {
    for (const issue of result.issues) problems.set(issue.field, [...(problems.get(issue.field) ?? []), issue.message]);
  }
  const width = Math.max(...CONFIG_NAMES.map((name) => name.length));
  const lines: string[] = [];
  for (const name of CONFIG_NAMES) {
    const label = name.padEnd(width);
    const wrong = problems.get(name);
    if (wrong) {
      for (const message of wrong)
        lines.push(`  ✗ ${label}  ${message.startsWith(name) ? message.slice(name.length).trim() : message}`);
    } else if (isSet(env[name])) {
      lines.push(`  ✓ ${label}  set`);
    } else {
      lines.push(`  ✓ ${label}  not set${WHEN_UNSET[name] ? `: ${WHEN_UNSET[name]}` : ""}`);
    }
  }
  for (const [field, messages] of problems) {
    if (!(CONFIG_NAMES as readonly string[]).includes(field)) for (const m of messages) lines.push(`  ✗ ${m}`);
  }

  const notes: string[] = [];
  const known = new Set<string>([...CONFIG_NAMES, ...OTHER_BINDINGS]);
  for (const name of Object.keys(env)) {
    if (!known.has(name))
      notes.push(`${name} is not a name of the configuration contract (a typo?); the worker ignores it`);
  }
  if (result.ok) {
    const c = result.config;
    if (c.INTRANET_GATE === "off")
      notes.push("INTRANET_GATE is off: the intranet is open to everyone (local use only)");
    else if (!c.INTRANET_ACCESS_TEAM_DOMAIN || !c.INTRANET_ACCESS_AUD)
      notes.push(
        "the intranet answers 403 to everyone until INTRANET_ACCESS_TEAM_DOMAIN and INTRANET_ACCESS_AUD are set",
      );
  }
  if (notes.length > 0) lines.push("", ...notes.map((note) => `  ! ${note}`));

  const count = result.ok ? 0 : result.issues.length;
  lines.push(
    "",
    result.ok
      ? "The configuration is valid."
      : `${count} ${count === 1 ? "problem" : "problems"}: the worker would answer 503 to every request with this configuration.`,
  );
  return { ok: result.ok, lines };
}
