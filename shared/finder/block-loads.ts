/**
 * What each tool block of a page shows for the page URL: its state, read
 * from its own parameters under its prefix (ADR 0013), and the answer it
 * needs. The blocks render from it and the page's loader starts the answers
 * from it before the render, so both agree on every block's state and id.
 */
import { compareSelection } from "./compare";
import { COMPETITIVE_SCOUT, recommendationToolFor } from "./flows";
import { COMPETITOR_PRODUCT_FINDER, LABEL_FINDER } from "./list-tools";
import { presetFor } from "./presets";
import { type FinderState, parameterNames, parseFinderState } from "./state";
import { type FlowDefinition, type FlowState, flowDefinitionParameters, parseFlowState } from "./step-flow";
import type { ToolDefinition } from "./tool-definition";
import { assignToolPrefixes, ownParameters, toolPrefix } from "./tool-prefixes";
import { findTool, PRODUCT_FINDER } from "./tools";

export interface FinderBlockOptions {
  tool: string;
  /** Listings have no free-text field. */
  listing?: boolean;
}

/** The finder blocks of the content space and the finder each one shows. */
export const FINDER_BLOCKS: Readonly<Record<string, FinderBlockOptions>> = {
  "product-finder": { tool: PRODUCT_FINDER.tool },
  "product-listing": { tool: "products", listing: true },
  "formulation-finder": { tool: "formulations" },
  "contact-finder": { tool: "contacts" },
  "contact-listing": { tool: "contacts", listing: true },
  "download-center": { tool: "downloads" },
  "item-finder": { tool: "items" },
};

/** The competitor product finder of a scout shares its block: its prefix follows from the scout's (`scout-` → `cp-`). */
export function competitorPrefix(scoutPrefix: string): string {
  return scoutPrefix.replace(/^scout/, "cp");
}

/** A finder block's state: its own parameters, with the selections the page's name fixes locked in. */
export function finderBlockState(
  def: ToolDefinition,
  prefix: string,
  params: URLSearchParams,
  locked: Readonly<Record<string, string[]>>,
): FinderState | undefined {
  const parsed = parseFinderState(def, ownParameters(params, prefix, parameterNames(def)));
  const state = parsed.ok ? parsed.state : undefined;
  if (state) for (const [key, values] of Object.entries(locked)) state.values[key] = values;
  return state;
}

/** A step-flow block's state from its own parameters. */
export function flowBlockState(def: FlowDefinition, prefix: string, params: URLSearchParams): FlowState | undefined {
  const parsed = parseFlowState(def, ownParameters(params, prefix, flowDefinitionParameters(def)));
  return parsed.ok ? parsed.state : undefined;
}

export type BlockLoad =
  | { kind: "finder"; id: string; def: ToolDefinition; state: FinderState }
  | { kind: "list"; id: string; def: ToolDefinition; state: FinderState }
  | { kind: "flow"; id: string; def: FlowDefinition; state: FlowState }
  | { kind: "compare"; id: string; ids: string[] };

/** Answer ids by block: unique per block and tool within the page. */
export const blockLoadId = {
  finder: (uid: string) => `finder:${uid}`,
  list: (uid: string, def: ToolDefinition) => `list:${uid}:${def.tool}`,
  flow: (uid: string) => `flow:${uid}`,
  compare: (uid: string) => `compare:${uid}`,
};

function listLoad(uid: string, def: ToolDefinition, prefix: string, params: URLSearchParams): BlockLoad[] {
  const state = finderBlockState(def, prefix, params, {});
  return state ? [{ kind: "list", id: blockLoadId.list(uid, def), def, state }] : [];
}

function flowLoad(uid: string, def: FlowDefinition, prefix: string, params: URLSearchParams): BlockLoad[] {
  const state = flowBlockState(def, prefix, params);
  return state ? [{ kind: "flow", id: blockLoadId.flow(uid), def, state }] : [];
}

/** The loads of one block, in the order its parts render. */
function loadsOf(
  uid: string,
  component: string,
  prefix: string,
  page: { params: URLSearchParams; pageName: string; site: string },
): BlockLoad[] {
  const { params } = page;
  const finder = FINDER_BLOCKS[component];
  if (finder) {
    const def = findTool(finder.tool);
    const state = def && finderBlockState(def, prefix, params, presetFor(finder.tool, page.pageName));
    return def && state ? [{ kind: "finder", id: blockLoadId.finder(uid), def, state }] : [];
  }
  switch (component) {
    case PRODUCT_COMPARE_BLOCK: {
      const ids = compareSelection(params);
      return ids.length > 0 ? [{ kind: "compare", id: blockLoadId.compare(uid), ids }] : [];
    }
    case "label-finder":
      return listLoad(uid, LABEL_FINDER, prefix, params);
    case "competitive-scout":
      return [
        ...flowLoad(uid, COMPETITIVE_SCOUT, prefix, params),
        ...listLoad(uid, COMPETITOR_PRODUCT_FINDER, competitorPrefix(prefix), params),
      ];
    case "recommendation-tool":
      return flowLoad(uid, recommendationToolFor(page.site), prefix, params);
    default:
      return [];
  }
}

function collect(node: unknown, out: { uid: string; component: string }[], seen: Set<unknown>): void {
  if (typeof node !== "object" || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const child of node) collect(child, out, seen);
    return;
  }
  const { component, _uid } = node as Record<string, unknown>;
  if (typeof component === "string" && typeof _uid === "string") out.push({ uid: _uid, component });
  for (const value of Object.values(node)) collect(value, out, seen);
}

/** The block that shows the products picked for comparison (`#product-compare`). */
export const PRODUCT_COMPARE_BLOCK = "product-compare";

/** Whether a story's content holds a block of `component` anywhere. */
export function holdsBlock(content: unknown, component: string): boolean {
  const blocks: { uid: string; component: string }[] = [];
  collect(content, blocks, new Set());
  return blocks.some((block) => block.component === component);
}

/** The answers the tool blocks of a story's content show for the page URL, in document order, one per id. */
export function blockLoads(
  content: unknown,
  page: { params: URLSearchParams; pageName: string; site: string },
): BlockLoad[] {
  const blocks: { uid: string; component: string }[] = [];
  collect(content, blocks, new Set());
  const prefixes = assignToolPrefixes(content);
  const loads = new Map<string, BlockLoad>();
  for (const { uid, component } of blocks) {
    for (const load of loadsOf(uid, component, toolPrefix(prefixes, uid, component), page)) {
      if (!loads.has(load.id)) loads.set(load.id, load);
    }
  }
  return [...loads.values()];
}
