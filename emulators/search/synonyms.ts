import * as v from "valibot";
import { SearchError } from "./errors.ts";
import { analyze } from "./text/analyzer.ts";

/**
 * Synonym maps as the service keeps them: service-wide resources
 * (`PUT /synonymmaps('{name}')`) in the Solr format, used at query time by
 * every searchable field that names them in `synonymMaps`. Only the query is
 * expanded (as the service does), so a map can be changed without rebuilding
 * an index.
 */
export interface SynonymRule {
  /** Analyzed token sequences the rule reacts to. */
  from: string[][];
  /** What a match stands for: the same list for equivalence rules, the right side for explicit ones. */
  to: string[][];
}

export interface SynonymMap {
  name: string;
  format: "solr";
  synonyms: string;
  rules: SynonymRule[];
  etag: string;
}

/** The documented limits of a synonym map (free and basic tiers are lower; the emulator uses the standard tier's). */
export const MAX_SYNONYM_RULES = 20_000;
export const MAX_EXPANSIONS_PER_RULE = 20;

const NAME = /^[a-z0-9](?:[a-z0-9-]{0,126}[a-z0-9])?$/;

export const synonymMapBodySchema = v.looseObject({
  name: v.optional(v.nullable(v.string())),
  format: v.optional(v.nullable(v.string())),
  synonyms: v.string(),
  encryptionKey: v.optional(v.nullable(v.unknown())),
});

function invalidMap(detail: string): SearchError {
  return new SearchError(400, "InvalidRequestParameter", `The synonym map is not valid: ${detail}`);
}

/** Reads the Solr rules (`a, b, c` equivalence; `a, b => c` explicit mapping; `#` comments). */
export function parseSolrRules(text: string): SynonymRule[] {
  const rules: SynonymRule[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, n) => {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!line) return;
    const sides = line.split("=>");
    if (sides.length > 2) throw invalidMap(`line ${n + 1} has more than one '=>'.`);
    const list = (side: string) =>
      side
        .split(",")
        .map((s) => analyze(s))
        .filter((tokens) => tokens.length > 0);
    const left = list(sides[0] as string);
    const right = sides.length === 2 ? list(sides[1] as string) : left;
    if (left.length === 0 || right.length === 0) throw invalidMap(`line ${n + 1} has an empty side.`);
    if (right.length > MAX_EXPANSIONS_PER_RULE) {
      throw invalidMap(`line ${n + 1} has more than ${MAX_EXPANSIONS_PER_RULE} expansions.`);
    }
    rules.push({ from: left, to: right });
  });
  if (rules.length > MAX_SYNONYM_RULES) throw invalidMap(`more than ${MAX_SYNONYM_RULES} rules.`);
  return rules;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * The token sequences a query term or phrase stands for under a map: the
 * term itself when no rule names it, else the union of what the rules that
 * name it give (an explicit rule replaces the term, as the service does).
 */
export function expandTokens(map: SynonymMap | undefined, tokens: string[]): string[][] {
  if (!map || tokens.length === 0) return [tokens];
  const out: string[][] = [];
  let matched = false;
  for (const rule of map.rules) {
    if (!rule.from.some((f) => same(f, tokens))) continue;
    matched = true;
    for (const alt of rule.to) if (!out.some((o) => same(o, alt))) out.push(alt);
  }
  return matched ? out : [tokens];
}

/** The synonym maps of one search service. */
export class SynonymMaps {
  private readonly maps = new Map<string, SynonymMap>();
  private version = 0;

  get(name: string): SynonymMap | undefined {
    return this.maps.get(name);
  }

  list(): SynonymMap[] {
    return [...this.maps.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  }

  /** Creates or replaces a map; `created` says which, for the 201/200 answer. */
  put(name: string, body: unknown): { map: SynonymMap; created: boolean } {
    if (!NAME.test(name)) {
      throw invalidMap(
        `the name '${name}' must be lower-case letters, digits or dashes, start and end with a letter or digit, and be at most 128 characters.`,
      );
    }
    const parsed = v.safeParse(synonymMapBodySchema, body);
    if (!parsed.success) throw invalidMap("the body needs a 'synonyms' string.");
    if (parsed.output.name != null && parsed.output.name !== name) {
      throw invalidMap(`the name in the body ('${parsed.output.name}') differs from the name in the URL ('${name}').`);
    }
    const format = parsed.output.format ?? "solr";
    if (format !== "solr") throw invalidMap(`the format '${format}' is not supported; the only format is 'solr'.`);
    const map: SynonymMap = {
      name,
      format: "solr",
      synonyms: parsed.output.synonyms,
      rules: parseSolrRules(parsed.output.synonyms),
      etag: `"0x${(++this.version).toString(16).toUpperCase().padStart(15, "0")}"`,
    };
    const created = !this.maps.has(name);
    this.maps.set(name, map);
    return { map, created };
  }

  delete(name: string): boolean {
    return this.maps.delete(name);
  }

  /** A copy, for a service derived from this one. */
  clone(): SynonymMaps {
    const copy = new SynonymMaps();
    for (const [k, m] of this.maps) copy.maps.set(k, m);
    copy.version = this.version;
    return copy;
  }
}

/** A map as `GET /synonymmaps('{name}')` answers it. */
export function exportSynonymMap(map: SynonymMap): Record<string, unknown> {
  return { "@odata.etag": map.etag, name: map.name, format: map.format, synonyms: map.synonyms, encryptionKey: null };
}
