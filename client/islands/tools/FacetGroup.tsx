import { useEffect, useRef, useState } from "react";
import type { TreeNode } from "../../../shared/finder/classification-tree";
import type { FacetModel, FacetOption, ValueFacetModel } from "../../../shared/finder/facet-model";
import { hasFilterWords, matchesValueFilter } from "../../../shared/finder/value-filter";
import { InLanguage } from "./in-language";

interface FacetGroupProps {
  facet: FacetModel;
  /** Current bare query; what the inputs show. */
  params: URLSearchParams;
  prefix: string;
  idBase: string;
  /** The data's language where it is not the tools' English: the values' labels carry it. */
  dataLanguage?: string;
}

// A value that says what counts rather than narrowing (count -1) is shown without one.
const Count = ({ count }: { count: number }) => count >= 0 && <span className="finder__count"> ({count})</span>;

function OptionList({
  options,
  name,
  picked,
  idOf,
  lang,
}: {
  options: FacetOption[];
  name: string;
  picked: string[];
  idOf: (value: string) => string;
  lang: string | undefined;
}) {
  return (
    <ul className={options.length > 12 ? "finder__options finder__options--long" : "finder__options"}>
      {options.map((option) => (
        <li key={option.value}>
          <input
            type="checkbox"
            id={idOf(option.value)}
            name={name}
            value={option.value}
            checked={picked.includes(option.value)}
            onChange={() => {}}
          />
          <label htmlFor={idOf(option.value)} lang={lang}>
            {option.label}
            <Count count={option.count} />
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * A checkbox list: a long one shows its most frequent values and folds the
 * rest behind "Show more" (a `<details>`, so it opens without script); a very
 * long one gets a filter box, shown once the island runs (it needs script to
 * narrow anything), which lists the matching values in place of the fold. Where
 * script runs, the styles keep the box's place while the island loads, so the
 * list does not move down when it appears.
 */
function ValueList({
  facet,
  name,
  picked,
  id,
  lang,
}: {
  facet: ValueFacetModel;
  name: string;
  picked: string[];
  id: string;
  lang: string | undefined;
}) {
  const [live, setLive] = useState(false);
  const [filter, setFilter] = useState("");
  useEffect(() => setLive(true), []);
  const all = [...facet.options, ...(facet.more ?? [])];
  const index = new Map(all.map((option, i) => [option.value, i]));
  const idOf = (value: string) => `${id}-${index.get(value) ?? 0}`;
  const matches = hasFilterWords(filter) ? all.filter((option) => matchesValueFilter(option.label, filter)) : undefined;
  return (
    <>
      {facet.searchable && (
        <p className="finder__facet-search" hidden={!live}>
          <label htmlFor={`${id}-filter`}>{`Filter ${facet.label} values`}</label>
          <input
            type="search"
            id={`${id}-filter`}
            autoComplete="off"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            onKeyDown={(event) => {
              // Enter narrows; it must not submit the finder's form.
              if (event.key === "Enter") event.preventDefault();
            }}
          />
          {/* Said as the list narrows: the list itself changes silently. */}
          <span className="visually-hidden finder__facet-matches" aria-live="polite" aria-atomic="true">
            {matches ? `${matches.length} matching ${matches.length === 1 ? "value" : "values"}` : ""}
          </span>
        </p>
      )}
      {matches?.length !== undefined &&
        // The form is the state: picked values the filter hides still count.
        picked
          .filter((value) => !matches.some((option) => option.value === value))
          .map((value) => <input key={value} type="hidden" name={name} value={value} />)}
      {matches ? (
        matches.length > 0 ? (
          <OptionList options={matches} name={name} picked={picked} idOf={idOf} lang={lang} />
        ) : (
          <p className="finder__facet-none">No matching values</p>
        )
      ) : (
        <>
          <OptionList options={facet.options} name={name} picked={picked} idOf={idOf} lang={lang} />
          {facet.more && (
            <details className="finder__more">
              <summary>{`Show more ${facet.label} values (${facet.more.length})`}</summary>
              <OptionList options={facet.more} name={name} picked={picked} idOf={idOf} lang={lang} />
            </details>
          )}
        </>
      )}
    </>
  );
}

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
function TreeNodes(props: TreeLevelProps) {
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

/** One facet as a fieldset with a legend; inputs are named as the URL parameters, so the form works without script. */
export function FacetGroup({ facet, params, prefix, idBase, dataLanguage }: FacetGroupProps) {
  const name = prefix + facet.key;
  const id = `${idBase}-${facet.key}`;
  // Labels made from slugs are words of the tools' own English; every other label is the data's.
  const lang = facet.kind === "value" && facet.labelsFromSlugs ? undefined : dataLanguage;
  let body: React.ReactNode;
  if (facet.kind === "value" && facet.single) {
    if (facet.options.length === 0) return null;
    body = (
      <select id={id} name={name} aria-label={facet.label} value={params.get(facet.key) ?? ""} onChange={() => {}}>
        <option value="">All</option>
        {facet.options.map((option) => (
          <option key={option.value} value={option.value} lang={lang}>
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    );
  } else if (facet.kind === "value") {
    if (facet.options.length === 0) return null;
    body = <ValueList facet={facet} name={name} picked={params.getAll(facet.key)} id={id} lang={lang} />;
  } else if (facet.kind === "classification") {
    if (facet.tree.length === 0) return null;
    // A value picked in the link but unknown to the answer stands as a root of its own; it does not count here.
    const roots = facet.tree.filter((node) => node.children.length > 0 || node.count > 0).length;
    body = (
      <TreeNodes
        nodes={facet.tree}
        name={name}
        picked={params.getAll(facet.key)}
        idBase={id}
        label={facet.label}
        depth={0}
        foldDepth={roots === 1 ? 1 : 0}
        lang={lang}
      />
    );
  } else if (facet.kind === "boolean") {
    // Like any value counted 0: not offered unless it is the visitor's own choice.
    if (facet.count === 0 && !params.has(facet.key)) return null;
    body = (
      <div className="finder__options">
        <input type="checkbox" id={id} name={name} value="1" checked={params.has(facet.key)} onChange={() => {}} />
        <label htmlFor={id}>
          Yes
          <Count count={facet.count} />
        </label>
      </div>
    );
  } else {
    const unit = facet.unit ? ` (${facet.unit})` : "";
    const bounds = facet.bounds;
    body = (
      <div className="finder__range">
        {bounds && (
          <p className="finder__bounds" id={`${id}-bounds`}>
            {`In the data: ${bounds.min} to ${bounds.max}${facet.unit ? ` ${facet.unit}` : ""}`}
          </p>
        )}
        {facet.counts && <p className="finder__bounds">{facet.counts.join("; ")}</p>}
        {(["min", "max"] as const).map((bound) => (
          <span key={bound}>
            <label htmlFor={`${id}-${bound}`}>{`${bound === "min" ? "From" : "To"}${unit}`}</label>
            <input
              type="number"
              step="any"
              inputMode="decimal"
              id={`${id}-${bound}`}
              name={`${name}_${bound}`}
              placeholder={bounds ? String(bounds[bound]) : ""}
              {...(bounds ? { "aria-describedby": `${id}-bounds` } : {})}
              value={params.get(`${facet.key}_${bound}`) ?? ""}
              onChange={() => {}}
            />
          </span>
        ))}
      </div>
    );
  }
  return (
    <fieldset className="finder__facet">
      <legend>{facet.label}</legend>
      {body}
    </fieldset>
  );
}
