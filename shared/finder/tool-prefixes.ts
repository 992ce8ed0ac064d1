/**
 * Each tool on a page owns its URL parameters (ADR 0013). A tool's parameters
 * carry a prefix on the page; the first tool of a kind that reads bare names
 * keeps them bare, so a page with one finder still reads plain `q`, and every
 * further tool gets a short prefix of its own. The prefixes follow from the
 * page's content in document order, so they are the same on every render of
 * the same content (server, GET form, island, shared link).
 */

export interface ToolNamespace {
  /** Prefix when the tool is the first on the page to claim it ("" reads bare names). */
  base: string;
  /** Short name of the tool: `{short}-`, then `{short}2-`, … when `base` is taken. */
  short: string;
}

/** The tool blocks whose state lives in the page URL, by component name. */
export const TOOL_NAMESPACES: Readonly<Record<string, ToolNamespace>> = {
  "product-finder": { base: "", short: "pf" },
  "product-listing": { base: "", short: "pl" },
  "formulation-finder": { base: "", short: "ff" },
  "contact-finder": { base: "", short: "cf" },
  "contact-listing": { base: "cl-", short: "cl" },
  "download-center": { base: "", short: "dc" },
  "item-finder": { base: "item-", short: "item" },
  "label-finder": { base: "label-", short: "label" },
  "competitive-scout": { base: "scout-", short: "scout" },
  "recommendation-tool": { base: "", short: "reco" },
};

/**
 * The id of a finder's results heading. Without script every link and form of
 * the finder loads a new page; they land there, not at the top of a page that
 * may hold other tools above it.
 */
export const finderResultsId = (prefix: string): string => `${prefix}finder-results`;

/** The id of a step flow's step heading, where its links and forms land without script. */
export const flowStepId = (prefix: string): string => `${prefix}flow-step`;

interface ToolBlock {
  uid: string;
  component: string;
}

function collectToolBlocks(node: unknown, out: ToolBlock[], seen: Set<unknown>): void {
  if (typeof node !== "object" || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const child of node) collectToolBlocks(child, out, seen);
    return;
  }
  const record = node as Record<string, unknown>;
  const { component, _uid } = record;
  if (typeof component === "string" && typeof _uid === "string" && Object.hasOwn(TOOL_NAMESPACES, component))
    out.push({ uid: _uid, component });
  for (const value of Object.values(record)) collectToolBlocks(value, out, seen);
}

/** Prefix of every tool block of a story's content, by block uid, in document order. */
export function assignToolPrefixes(content: unknown): Map<string, string> {
  const blocks: ToolBlock[] = [];
  collectToolBlocks(content, blocks, new Set());
  const taken = new Set<string>();
  const prefixes = new Map<string, string>();
  for (const { uid, component } of blocks) {
    if (prefixes.has(uid)) continue;
    const { base, short } = TOOL_NAMESPACES[component] as ToolNamespace;
    let prefix = base;
    for (let n = 1; taken.has(prefix); n++) prefix = `${short}${n === 1 ? "" : n}-`;
    taken.add(prefix);
    prefixes.set(uid, prefix);
  }
  return prefixes;
}

/** The prefix of a block: the page's assignment, or its base where the page assigned none. */
export function toolPrefix(prefixes: ReadonlyMap<string, string> | undefined, uid: string, component: string): string {
  return prefixes?.get(uid) ?? TOOL_NAMESPACES[component]?.base ?? "";
}

/** A tool's bare parameters out of page parameters: those under its prefix that it understands. */
export function ownParameters(
  params: URLSearchParams,
  prefix: string,
  names: ReadonlySet<string> | readonly string[],
): URLSearchParams {
  const known = new Set(names);
  const out = new URLSearchParams();
  for (const [name, value] of params) {
    if (!name.startsWith(prefix)) continue;
    const bare = name.slice(prefix.length);
    if (known.has(bare)) out.append(bare, value);
  }
  return out;
}

/**
 * The page parameters that belong to other tools (or to the page): a tool's
 * GET form carries them as hidden fields, so submitting it without script
 * keeps every other tool's state.
 */
export function otherParameters(
  params: URLSearchParams,
  prefix: string,
  names: ReadonlySet<string> | readonly string[],
): [string, string][] {
  const known = new Set(names);
  const out: [string, string][] = [];
  for (const [name, value] of params) {
    if (name.startsWith(prefix) && known.has(name.slice(prefix.length))) continue;
    if (value !== "") out.push([name, value]);
  }
  return out;
}
