/**
 * The classification tree of the finders (spec sections 3 and 9): markets,
 * applications and market-application pairings linked by their
 * ClassificationReference entries, children sorted alphabetically by label,
 * counts read from a facet result keyed by value (0 when absent), pairings
 * (`M2A_` ids) counted as 1.
 */
import { compareLabels } from "./label-order.ts";

export interface ClassificationLink {
  ClassificationID: string;
  Type: string;
}

export interface ClassificationEntry {
  ID: string;
  Name: string;
  UserTypeID: string;
  ClassificationReference?: readonly ClassificationLink[] | null;
}

export interface TreeNode {
  label: string;
  value: string;
  count: number;
  children: TreeNode[];
  /** Value of the parent node; absent on roots. An id, not a reference, so a tree is plain JSON. */
  parent?: string;
  /**
   * A market-application pairing: its count is the rule's 1 (specification,
   * section 9), which makes it selectable, not a number of products, so the
   * finder shows none: every pairing read "(1)" while selecting one returned
   * 15 to 36 products. The facet result has a count per pairing id (the
   * finder lists only the pairings the results hold); showing it instead
   * would set the specification's rule aside, a question for the
   * specification. The mark travels in the tree's JSON, so the server's HTML
   * and the hydrated island agree.
   */
  pairing?: true;
}

export const MARKET_APPLICATION_PREFIX = "M2A_";

export function isMarketApplicationId(id: string): boolean {
  return id.startsWith(MARKET_APPLICATION_PREFIX);
}

/** Facet answer `[{ value, count }]` -> `{ [value]: count }`. */
export function countsFromFacet(facet: readonly { value?: unknown; count: number }[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of facet ?? []) {
    if (entry.value === undefined || entry.value === null) continue;
    counts.set(String(entry.value), entry.count);
  }
  return counts;
}

function linkOf(entry: ClassificationEntry, type: string): string | undefined {
  return entry.ClassificationReference?.find((link) => link.Type === type)?.ClassificationID;
}

const byLabel = (a: TreeNode, b: TreeNode) => compareLabels(a.label, b.label) || a.value.localeCompare(b.value);

function sortDeep(nodes: TreeNode[]): TreeNode[] {
  nodes.sort(byLabel);
  for (const node of nodes) sortDeep(node.children);
  return nodes;
}

/**
 * Builds the tree. A pairing hangs below its market and is labelled with its
 * application's name; other entries hang below their Object2Parent; entries
 * whose parent is unknown become roots. Cycles in the data are broken (an
 * entry is placed once).
 */
export function buildClassificationTree(
  entries: readonly ClassificationEntry[],
  counts: ReadonlyMap<string, number> = new Map(),
): TreeNode[] {
  const byId = new Map(entries.map((entry) => [entry.ID, entry]));
  const nodes = new Map<string, TreeNode>();
  for (const entry of entries) {
    const pairing = entry.UserTypeID === "MarketApplication" || isMarketApplicationId(entry.ID);
    const applicationId = pairing ? linkOf(entry, "MarketApplication2Application") : undefined;
    const label = (applicationId && byId.get(applicationId)?.Name) || entry.Name || entry.ID;
    const node: TreeNode = { label, value: entry.ID, count: pairing ? 1 : (counts.get(entry.ID) ?? 0), children: [] };
    if (pairing) node.pairing = true;
    nodes.set(entry.ID, node);
  }

  const roots: TreeNode[] = [];
  for (const entry of entries) {
    const node = nodes.get(entry.ID);
    if (!node || node.parent !== undefined || roots.includes(node)) continue;
    const pairing = entry.UserTypeID === "MarketApplication" || isMarketApplicationId(entry.ID);
    const parentId = pairing ? linkOf(entry, "MarketApplication2Market") : linkOf(entry, "Object2Parent");
    const parent = parentId && parentId !== entry.ID ? nodes.get(parentId) : undefined;
    if (parent && !isAncestor(node, parent.value, nodes)) {
      node.parent = parent.value;
      parent.children.push(node);
    } else roots.push(node);
  }
  return sortDeep(roots);
}

/** True when `candidate` is `node` or lies below it (placing `node` below it would close a cycle). */
function isAncestor(node: TreeNode, candidate: string, nodes: Map<string, TreeNode>): boolean {
  let current: string | undefined = candidate;
  const seen = new Set<string>();
  while (current !== undefined && !seen.has(current)) {
    if (current === node.value) return true;
    seen.add(current);
    current = nodes.get(current)?.parent;
  }
  return false;
}

/** A copy of the tree whose nodes at `depth` (roots are depth 1) have no children. */
export function limitDepth(nodes: readonly TreeNode[], depth: number): TreeNode[] {
  return nodes.map((node) => ({
    ...node,
    children: depth <= 1 ? [] : limitDepth(node.children, depth - 1),
  }));
}

/** Every value in the tree, depth first. */
export function treeValues(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.value, ...treeValues(node.children)]);
}
