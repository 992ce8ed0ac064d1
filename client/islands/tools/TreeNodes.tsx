import { useEffect, useRef, useState } from "react";
import type { TreeNode } from "../../../shared/finder/classification-tree";
import { Count } from "./Count";
import { InLanguage } from "./in-language";

/** Top-level nodes of a tree shown before the rest folds behind "Show more". */
const TREE_SHOWN = 10;

/** Whether a node or any node below it is picked (its fold then opens, so the pick is in view). */
function holdsPick(node: TreeNode, picked: string[]): boolean {
  return picked.includes(node.value) || node.children.some((child) => holdsPick(child, picked));
}

/**
 * A `<details>` fold, open when first shown if it holds a pick. Later picks
 * leave it as the visitor left it: closing it under their focus (a pick just
 * undone) would lose the focus.
 */
function Fold({
  className,
  opened,
  summary,
  children,
}: {
  className: string;
  opened: boolean;
  summary: React.ReactNode;
  children: React.ReactNode;
}) {
  const [open] = useState(opened);
  const fold = useRef<HTMLDetailsElement>(null);
  // A pick that comes to lie in it (another answer moved it here) opens it; nothing closes it.
  useEffect(() => {
    if (opened && fold.current) fold.current.open = true;
  }, [opened]);
  return (
    <details className={className} open={open} ref={fold}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

interface TreeLevelProps {
  nodes: TreeNode[];
  name: string;
  picked: string[];
  idBase: string;
  /** The facet's label, for the fold of the level that folds. */
  label: string;
  depth: number;
  /** The level whose branches fold and whose list is cut after ten nodes. */
  foldDepth: number;
  /** The language of the nodes' labels, where it is not the tools' English. */
  lang: string | undefined;
}

/**
 * A classification tree (markets and their applications), one level at a
 * time: the branches of the folding level fold (below a single root such as
 * "Markets", the level under it), and past its first ten nodes the rest fold
 * behind "Show more", as long value lists do; a fold that holds a pick is
 * open. Both are `<details>`, so they open without script.
 */
export function TreeNodes(props: TreeLevelProps) {
  const { nodes, name, picked, idBase, label, depth, foldDepth, lang } = props;
  const folding = depth === foldDepth;
  const shown = folding ? nodes.slice(0, TREE_SHOWN) : nodes;
  const rest = folding ? nodes.slice(TREE_SHOWN) : [];
  const list = (items: TreeNode[]) => (
    <ul className="finder__tree">
      {items.map((node) => {
        const id = `${idBase}-${node.value.replace(/[^\w-]/g, "_")}`;
        const selectable = node.count > 0 || picked.includes(node.value);
        const below = <TreeNodes {...props} nodes={node.children} depth={depth + 1} />;
        return (
          <li key={node.value}>
            {selectable ? (
              <>
                <input
                  type="checkbox"
                  id={id}
                  name={name}
                  value={node.value}
                  checked={picked.includes(node.value)}
                  onChange={() => {}}
                />
                <label htmlFor={id} lang={lang}>
                  {node.label}
                  {!node.pairing && <Count count={node.count} />}
                </label>
              </>
            ) : (
              <span className="finder__tree-label" lang={lang}>
                {node.label}
              </span>
            )}
            {node.children.length > 0 &&
              (folding ? (
                // A branch of the folding level (a market's applications) folds, so the tree reads as a list of markets.
                <Fold
                  className="finder__tree-branch"
                  opened={node.children.some((child) => holdsPick(child, picked))}
                  summary={
                    <>
                      {`Show ${node.children.length} more`}
                      <span className="visually-hidden">
                        {" under "}
                        <InLanguage lang={lang}>{node.label}</InLanguage>
                      </span>
                    </>
                  }
                >
                  {below}
                </Fold>
              ) : (
                below
              ))}
          </li>
        );
      })}
    </ul>
  );
  if (nodes.length === 0) return null;
  return (
    <>
      {list(shown)}
      {rest.length > 0 && (
        <Fold
          className="finder__more"
          opened={rest.some((node) => holdsPick(node, picked))}
          summary={`Show more ${label} values (${rest.length})`}
        >
          {list(rest)}
        </Fold>
      )}
    </>
  );
}
